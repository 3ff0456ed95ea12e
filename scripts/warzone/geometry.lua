-- Warzone Eternal: the few measures the rules take, on the kernel's exact
-- plane (cv.plane, docs/planes.md). Points are x, y integers; a circle is
-- { x, y, r }; a polygon is a list of { x, y }. Every yes-or-no answer is
-- cv.plane's exact one; a point computed here (a step along a line) is
-- rounded to whole units, and the rules check a rounded point again with
-- the exact predicates before they use it.

local P = cv.plane
local G = {}

-- The distance from (ax, ay) to (bx, by), rounded up.
function G.distance(ax, ay, bx, by) return P.distance({ ax, ay }, { bx, by }) end

-- The squared distance from (ax, ay) to (bx, by) (exact on a 36" table).
function G.dist2(ax, ay, bx, by)
  local dx, dy = bx - ax, by - ay
  return dx * dx + dy * dy
end

-- The gap between two circles, or a circle and a polygon, edge to edge,
-- rounded up (negative: they overlap).
function G.gap_cc(a, b) return P.gap(a, b) end
function G.gap_cp(c, poly) return P.gap(c, poly) end

-- Is the gap between a and b (circles, or a circle and a polygon) at most
-- x (exactly)?
function G.within(a, b, x) return P.within(a, b, x) end

-- Do circles a and b overlap (share a point inside one of them)? Touching
-- is not overlapping.
function G.overlaps(a, b) return not P.fits(a[3], { { a[1], a[2] } }, { b }) end

-- Where point (x, y) is in polygon poly: 0 outside, 1 on its boundary, 2 inside.
function G.point_in_poly(x, y, poly)
  local w = P.point_in_polygon({ x, y }, poly)
  if w == "inside" then return 2 elseif w == "boundary" then return 1 end
  return 0
end

local HOW = { touches = 1, crosses = 2, inside = 3 }

-- How the segment from (ax, ay) to (bx, by) meets circle c: 0 misses,
-- 1 touches its edge, 2 crosses into it, 3 lies in it.
function G.seg_circle(ax, ay, bx, by, c)
  return HOW[P.segment_circle({ ax, ay }, { bx, by }, c) or ""] or 0
end

-- How the segment meets polygon poly (as G.seg_circle) and its spans in
-- the polygon: { { from, to } } distances from (ax, ay), rounded.
function G.seg_poly(ax, ay, bx, by, poly)
  local how, spans = P.segment_polygon({ ax, ay }, { bx, by }, poly)
  return HOW[how or ""] or 0, spans or {}
end

-- Does a circle of radius r moved along path (a list of { x, y }) overlap
-- none of the obstacles (a list of { circle = {x, y, r} } or { poly = ... })?
-- Returns true, or false, the leg and the index of the first obstacle met.
function G.fits(r, path, obstacles)
  local list = {}
  for i, o in ipairs(obstacles) do list[i] = o.circle or o.poly or o end
  return P.fits(r, path, list)
end

-- The two outer tangents of circles a and b: { x1, y1, x2, y2, x3, y3, x4,
-- y4 } (the first tangent from a to b, then the second), or nil.
function G.tangents(a, b)
  local t1, t2 = P.tangents(a, b)
  if not t1 then return nil end
  local x1, y1 = P.xy(t1[1])
  local x2, y2 = P.xy(t1[2])
  local x3, y3 = P.xy(t2[1])
  local x4, y4 = P.xy(t2[2])
  return { x1, y1, x2, y2, x3, y3, x4, y4 }
end

-- n / m rounded to the nearest integer, a half away from zero (m > 0).
local function div_round(n, m)
  if n >= 0 then return (2 * n + m) // (2 * m) end
  return -((-2 * n + m) // (2 * m))
end

-- The point d units from (ax, ay) toward (bx, by), rounded to whole units
-- (the length of the way rounded up first); (ax, ay) when they coincide.
function G.toward(ax, ay, bx, by, d)
  local len = G.distance(ax, ay, bx, by)
  if len == 0 then return ax, ay end
  return ax + div_round((bx - ax) * d, len), ay + div_round((by - ay) * d, len)
end

-- ---- ways round an obstacle (move.lua: M.waypoints) --------------------------------

-- The cross product of two vectors.
local function cross(ax, ay, bx, by) return ax * by - ay * bx end

-- The points of an octagon about each corner of obstacle o ({ poly = } or
-- { circle = }: about a base's centre) whose sides lie 'grow' beyond it.
local OCTAGON = { { 1000, 0 }, { 707, 707 }, { 0, 1000 }, { -707, 707 }, { -1000, 0 }, { -707, -707 }, { 0, -1000 }, { 707, -707 } }
local function grown(o, grow)
  local verts, rad = o.poly, grow
  if not verts then verts, rad = { { o.circle[1], o.circle[2] } }, o.circle[3] + grow end
  local d = rad * 1083 // 1000 + 1 -- an octagon's sides are 0.924 of its radius from its centre
  local out = {}
  for _, v in ipairs(verts) do
    for _, k in ipairs(OCTAGON) do out[#out + 1] = { v[1] + k[1] * d // 1000, v[2] + k[2] * d // 1000 } end
  end
  return out
end

-- The point of pts that is the farthest round to one side (sign 1 or -1)
-- as seen from (px, py): the tangent from there to the grown obstacle.
local function extreme(px, py, pts, sign)
  local best
  for _, q in ipairs(pts) do
    if not best or sign * cross(best[1] - px, best[2] - py, q[1] - px, q[2] - py) > 0 then best = q end
  end
  return best
end

-- Where the ray from s through a meets the ray from g through b (both ahead),
-- rounded, or nil.
local function meet(s, a, g, b)
  local dx1, dy1, dx2, dy2 = a[1] - s[1], a[2] - s[2], b[1] - g[1], b[2] - g[2]
  local den = cross(dx1, dy1, dx2, dy2)
  if den == 0 then return nil end
  local t = cross(g[1] - s[1], g[2] - s[2], dx2, dy2)
  local w = cross(g[1] - s[1], g[2] - s[2], dx1, dy1)
  if den < 0 then den, t, w = -den, -t, -w end
  if t <= 0 or w <= 0 then return nil end
  return { s[1] + div_round(dx1 * t, den), s[2] + div_round(dy1 * t, den) }
end

-- Where a way from (sx, sy) to (tx, ty) may bend to go round obstacle o
-- ({ poly = } or { circle = }) kept 'grow' away: on each side, the point
-- where the tangent from (sx, sy) to the grown obstacle meets the tangent
-- from (tx, ty) on the same side. Integers only (cross products, rounded
-- divisions). Returns a list of 0 to 2 points { x, y }.
function G.round_points(sx, sy, tx, ty, o, grow)
  local ring = grown(o, grow)
  local out = {}
  for _, sign in ipairs({ 1, -1 }) do
    local w = meet({ sx, sy }, extreme(sx, sy, ring, sign), { tx, ty }, extreme(tx, ty, ring, -sign))
    if w then out[#out + 1] = w end
  end
  return out
end

-- The vertex average of a polygon (a list of { x, y }), rounded down.
function G.centroid(poly)
  local x, y = 0, 0
  for _, v in ipairs(poly) do x, y = x + v[1], y + v[2] end
  return x // #poly, y // #poly
end

return G
