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

return G
