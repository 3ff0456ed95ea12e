-- Warzone Eternal: movement (MOVEMENT, FALLING, JUMPING; the Move, Charge,
-- Fly actions, a Shift's placement; Reposition; TERRAIN: Rough, Dangerous,
-- Enclosed). The Climb action is climb.lua's.
--
-- A move is a straight line from the unit's centre to a destination, or,
-- where the straight line does not fit, two legs round the first obstacle
-- in the way (a waypoint where the tangents from both ends meet, or beside
-- a corner of the piece: M.waypoints, M.detour). The base must fit along it (cv.plane's circle along a path)
-- between scenery too high to step over (higher than the model) and other
-- bases: enemies', and friends' with a larger base (MOVEMENT: "through
-- friendly Units with same/smaller bases"); it may not end on a base or off
-- the table. A move is made in steps of at most 2": after each step the
-- Reactive player may interrupt it with an Ambush (react.lua), so a unit
-- can be shot in the middle of a move. The destinations offered are a
-- handful (toward the nearest enemy, toward an objective, into cover, away,
-- the table's named marks): exact coordinates come from marks, so a
-- position or a test can move a unit anywhere. A placement (how "place":
-- Shift) needs only its end to be legal.
--
-- Heights: a unit stands at height z (0 on the ground). Crossing onto
-- scenery no higher than the model above where it stands is a step; a drop
-- of more than the model's height is a jump down (a fall, FALLING); a gap
-- between two high pieces crossed within the unit's MV is a jump (JUMPING).

local cv, ipairs = cv, ipairs
local M = {}
local ns, lib, A, T, L, G

function M.init(n) ns, lib, A, T, L, G = n, n.lib, n.A, n.T, n.L, n.G end

local MOVE = "rule: MOVEMENT"
M.STEP = 2000 -- a move is interrupted (Ambush) at least every 2"

-- ---- what a base may not cross ---------------------------------------------------------

-- The obstacles of unit u moving (how: "move", "fly"): { shapes, names }:
-- solid pieces higher than the model can step (Fly: only Enclosed ones),
-- Enclosed pieces other than the one it is inside (TERRAIN: Enclosed: a
-- unit enters by an action), the bases of enemies and of friends with a
-- larger base; with 'all_bases' every other base (where it ends).
function M.obstacles(u, how, all_bases, pieces)
  local shapes, names = {}, {}
  local _, _, z = lib.pos(u)
  local h = lib.height(u)
  local inside = T.inside(u)
  for _, p in ipairs(pieces or T.pieces()) do
    if p.solid and not (inside and inside.i == p.i) then
      local blocks
      if how == "fly" then blocks = p.traits.Enclosed ~= nil
      else blocks = p.height > z + h or p.traits.Enclosed ~= nil end
      if blocks then
        shapes[#shapes + 1] = { poly = p.poly }
        names[#names + 1] = T.name(p)
      end
    end
  end
  local r = lib.radius(u)
  for _, v in ipairs(lib.all_units()) do
    if v ~= u and (all_bases or cv.owner(v) ~= cv.owner(u) or lib.radius(v) > r) then
      shapes[#shapes + 1] = { circle = lib.circle(v) }
      names[#names + 1] = cv.name(v)
    end
  end
  return shapes, names
end

-- Is the circle { x, y, r } wholly on the table (MOVEMENT: not off the Battlefield)?
function M.on_table(x, y, r)
  local w, h = T.size()
  return x - r >= 0 and y - r >= 0 and x + r <= w and y + r <= h
end

-- What the legality of unit u's moves depends on, worked out once for
-- many candidate destinations (how: "move", "fly", "charge"): { pieces,
-- shapes, names (what the base may not cross), ends, enames (where it may
-- not stand), seen (the enemies it sees, when Pinned) }.
function M.context(u, how, pieces)
  local c = { pieces = pieces or T.pieces() }
  c.shapes, c.names = M.obstacles(u, how, false, c.pieces)
  c.ends, c.enames = M.obstacles(u, how, true, c.pieces)
  if lib.pinned(u) > 0 and not A.ignores(u, "pinned_move") then c.seen = M.seen_enemies(u, c.pieces) end
  return c
end

-- The path of unit u's move to (x, y): its centre, the waypoint 'via'
-- ({ x, y }, for a move in two legs) if any, the end.
function M.path(u, x, y, via)
  local sx, sy = lib.pos(u)
  if via then return { { sx, sy }, { via[1], via[2] }, { x, y } } end
  return { { sx, sy }, { x, y } }
end

-- The length of a path (a list of { x, y }), each leg rounded up.
function M.length(path)
  local n = 0
  for i = 1, #path - 1 do n = n + G.distance(path[i][1], path[i][2], path[i + 1][1], path[i + 1][2]) end
  return n
end

-- Does unit u's base fit along the path to (x, y) (straight, or via a
-- waypoint) and end there (on the table, on no base)? A placement (how
-- "place") checks the end only. Returns ok, and what is in the way. ctx:
-- M.context(u, how) when known.
function M.path_ok(u, x, y, how, ctx, via)
  local r = lib.radius(u)
  if not M.on_table(x, y, r) then return false, "the edge of the table" end
  if via and not M.on_table(via[1], via[2], r) then return false, "the edge of the table" end
  ctx = ctx or M.context(u, how)
  local ok, which
  if how ~= "place" then
    ok, _, which = G.fits(r, M.path(u, x, y, via), ctx.shapes)
    if not ok then return false, ctx.names[which] end
  end
  -- where it ends: on no base at all
  ok, _, which = G.fits(r, { { x, y } }, ctx.ends)
  if not ok then return false, ctx.enames[which] end
  return true
end

-- ---- how far --------------------------------------------------------------------------

-- The distance unit u may move in one action (how: "move", "fly",
-- "charge"): its MV (Fly: twice it) in units.
function M.allowance(u, how)
  local mv = lib.stat(u, "mv") * lib.INCH
  if how == "fly" then mv = 2 * mv end
  return mv
end

-- The cost of unit u's move to (x, y) (straight, or via a waypoint): its
-- length, and with Rough ground (TERRAIN: Rough) either the whole move
-- capped at half MV (option rough=half: returned as the allowance) or the
-- part of the centre's path in Rough pieces counted twice (rough=double). A
-- placement (Shift) costs its straight length. Returns cost, allowance.
function M.cost(u, x, y, how, pieces, via)
  local path = M.path(u, x, y, via)
  local len = M.length(path)
  local allow = M.allowance(u, how)
  if how == "fly" or how == "place" or A.ignores(u, "rough") then return len, allow end
  pieces = pieces or T.pieces()
  local rough = {}
  for _, p in ipairs(pieces) do
    if p.traits.Rough then rough[#rough + 1] = p end
  end
  if #rough == 0 then return len, allow end
  local r = lib.radius(u)
  if cv.options.rough == "double" then
    local extra = 0
    for i = 1, #path - 1 do
      for _, p in ipairs(rough) do
        local kind, spans = G.seg_poly(path[i][1], path[i][2], path[i + 1][1], path[i + 1][2], p.poly)
        if kind > 0 then
          for _, sp in ipairs(spans) do extra = extra + (sp[2] - sp[1]) end
        end
      end
    end
    return len + extra, allow
  end
  local shapes = {}
  for _, p in ipairs(rough) do shapes[#shapes + 1] = { poly = p.poly } end
  -- in contact at some point of the move: the base grown by the contact margin meets it
  if not G.fits(r + lib.CONTACT, path, shapes) then return len, allow // 2 end
  return len, allow
end

-- Pinned (MOVEMENT): a unit with a Pinned counter may not move closer to
-- an enemy unit in Clear or Obstructed LOS (unless Nerves of Steel).
-- Returns ok, or false and the enemy it would approach.
function M.pinned_ok(u, x, y, pieces, seen)
  if lib.pinned(u) == 0 or A.ignores(u, "pinned_move") then return true end
  local ux, uy = lib.pos(u)
  for _, e in ipairs(seen or M.seen_enemies(u, pieces)) do
    local ex, ey = lib.pos(e)
    if G.dist2(x, y, ex, ey) < G.dist2(ux, uy, ex, ey) then return false, e end
  end
  return true
end

-- The enemies unit u sees (Clear or Obstructed LOS), for the Pinned rule.
function M.seen_enemies(u, pieces)
  local out = {}
  for _, e in ipairs(lib.enemies(u)) do
    if L.sees(u, e, pieces) then out[#out + 1] = e end
  end
  return out
end

-- Is a move of unit u to (x, y) legal (how: "move", "fly", "charge",
-- "place"), straight or via a waypoint? Returns ok, or false and why. ctx:
-- M.context(u, how) when known.
function M.legal(u, x, y, how, limit, ctx, via)
  ctx = ctx or M.context(u, how)
  local ok, why = M.path_ok(u, x, y, how, ctx, via)
  if not ok then return false, "blocked by " .. why end
  local cost, allow = M.cost(u, x, y, how, ctx.pieces, via)
  if limit and limit < allow then allow = limit end
  if cost > allow then return false, "beyond " .. lib.inches(allow) end
  if how ~= "charge" and ctx.seen then
    local pok, e = M.pinned_ok(u, x, y, ctx.pieces, ctx.seen)
    if not pok then return false, "Pinned: it may not move closer to " .. cv.name(e) end
  end
  return true
end

-- The farthest legal point of unit u's move from where it is (or from
-- waypoint 'via', its second leg) toward (tx, ty), at most 'want' units
-- along it: x, y, or nil when it cannot move 'least' (default 1").
function M.farthest(u, tx, ty, want, how, limit, ctx, least, via)
  local sx, sy = lib.pos(u)
  if via then sx, sy = via[1], via[2] end
  local dist = G.distance(sx, sy, tx, ty)
  if dist == 0 then return nil end
  if want > dist then want = dist end
  local lo, hi = 0, want
  local function point(d) return G.toward(sx, sy, tx, ty, d) end
  local bx, by = point(hi)
  if M.legal(u, bx, by, how, limit, ctx, via) then return bx, by end
  while hi - lo > 50 do
    local mid = (lo + hi) // 2
    local mx, my = point(mid)
    if M.legal(u, mx, my, how, limit, ctx, via) then lo = mid else hi = mid end
  end
  if lo < (least or lib.INCH) then return nil end
  return point(lo)
end
local farthest = M.farthest

-- The waypoints round the first obstacle on the straight way of unit u to
-- (tx, ty) (MOVEMENT: "Base must fit between scenery and bases to move
-- past"): on each side, where the tangent from the unit to the obstacle
-- grown by the base's radius meets the tangent from (tx, ty)
-- (G.round_points); and beside each corner of a piece, out from its middle
-- by one and a half times the base's radius. Returns the list (each point
-- on the table) and the obstacle's name, or nil when nothing is in the way.
function M.waypoints(u, tx, ty, ctx)
  local sx, sy = lib.pos(u)
  local r = lib.radius(u)
  local ok, _, which = G.fits(r, { { sx, sy }, { tx, ty } }, ctx.shapes)
  if ok then return nil end
  local o = ctx.shapes[which]
  local cands = G.round_points(sx, sy, tx, ty, o, r + 20)
  if o.poly then
    local cx, cy = G.centroid(o.poly)
    for _, v in ipairs(o.poly) do
      local wx, wy = G.toward(cx, cy, v[1], v[2], G.distance(cx, cy, v[1], v[2]) + r + r // 2 + 20)
      cands[#cands + 1] = { wx, wy }
    end
  end
  local out = {}
  for _, w in ipairs(cands) do
    if M.on_table(w[1], w[2], r) then out[#out + 1] = w end
  end
  return out, ctx.names[which]
end

-- A move of unit u in two legs toward (tx, ty) round the first obstacle
-- on the straight way: for each waypoint whose first leg fits, the second
-- leg as far toward (tx, ty) as the allowance and the way allow (with
-- 'exact', only (tx, ty) itself). Returns the end nearest to (tx, ty): x,
-- y, the waypoint, the obstacle's name, the end's squared distance to (tx,
-- ty); nil when there is none.
function M.detour(u, tx, ty, how, limit, ctx, exact)
  local cands, name = M.waypoints(u, tx, ty, ctx)
  if not cands then return nil end
  local sx, sy = lib.pos(u)
  local r = lib.radius(u)
  local allow = M.allowance(u, how)
  if limit and limit < allow then allow = limit end
  local best, bd
  for _, w in ipairs(cands) do
    local l1 = G.distance(sx, sy, w[1], w[2])
    if l1 < allow and G.fits(r, { { sx, sy }, w }, ctx.shapes) then
      local ex, ey
      if exact then
        if M.legal(u, tx, ty, how, limit, ctx, w) then ex, ey = tx, ty end
      elseif M.legal(u, w[1], w[2], how, limit, ctx) then
        ex, ey = farthest(u, tx, ty, allow - l1, how, limit, ctx, 1, w)
      end
      if ex then
        local d = G.dist2(ex, ey, tx, ty)
        if not bd or d < bd then best, bd = { ex, ey, w }, d end
      end
    end
  end
  if not best then return nil end
  return best[1], best[2], best[3], name, bd
end

-- Spots in base contact with piece p for unit u: the middle of each edge,
-- moved out by the base's radius (and a unit), in order.
function M.contact_spots(u, p)
  local out = {}
  local r = lib.radius(u) + 2
  local poly = p.poly
  local n = #poly
  local cx, cy = G.centroid(poly)
  for i = 1, n do
    local a, b = poly[i], poly[i % n + 1]
    local mx, my = (a[1] + b[1]) // 2, (a[2] + b[2]) // 2
    -- the outward normal: away from the centre of the piece
    local nx, ny = -(b[2] - a[2]), b[1] - a[1]
    if (mx - cx) * nx + (my - cy) * ny < 0 then nx, ny = -nx, -ny end
    local ox, oy = G.toward(0, 0, nx, ny, r)
    out[#out + 1] = { mx + ox, my + oy }
  end
  return out
end

-- The destinations of a move of unit u (how: "move", "fly", "place";
-- limit: a shorter allowance, Reposition's 2" or the MV left after a
-- Climb): { label, x, y, via } each legal: toward the nearest enemy
-- (stopping 1" short), toward the nearest objective its side does not
-- hold, into contact with the two nearest pieces of Cover (the side away
-- from the nearest enemy), away from the nearest enemy, and to each named
-- mark of the table. With a limit only the Cover and the marks, unless
-- 'all'. A move (not a Fly, not a placement) whose straight way toward the
-- enemy, the objective or a mark is cut short by something in the way is
-- also offered in two legs round it when that gets at least 1" nearer
-- (M.detour): "round Wall (terrain 2)", its waypoint in 'via'.
function M.destinations(u, how, limit, all)
  local out = {}
  local pieces = T.pieces()
  local ctx = M.context(u, how, pieces)
  local sx, sy = lib.pos(u)
  local allow = M.allowance(u, how)
  if limit and limit < allow then allow = limit end
  local round = how == "move" or how == "charge"
  local function add(label, x, y, via)
    if not x then return end
    if G.dist2(sx, sy, x, y) < 500 * 500 then return end
    for _, o in ipairs(out) do
      if G.dist2(o.x, o.y, x, y) < 250 * 250 then return end
    end
    out[#out + 1] = { label = label .. " to " .. "(" .. lib.inches(x) .. ", " .. lib.inches(y) .. ")", x = x, y = y, via = via }
  end
  -- toward (tx, ty), at most 'want' along the straight way, or round what is in the way
  local function toward(label, tx, ty, want)
    if want > allow then want = allow end
    local fx, fy = farthest(u, tx, ty, want, how, limit, ctx)
    add(label, fx, fy)
    if not round then return end
    local gx, gy = G.toward(sx, sy, tx, ty, want)
    local short = fx and G.distance(fx, fy, gx, gy) or want
    if short <= lib.INCH then return end
    local ex, ey, via, name, d2 = M.detour(u, gx, gy, how, limit, ctx)
    if ex and (short - lib.INCH) * (short - lib.INCH) >= d2 then add(label .. " round " .. name, ex, ey, via) end
  end
  local e, eg = lib.nearest(u, lib.enemies(u))
  local wide = not limit or all
  if e and wide then
    local ex, ey = lib.pos(e)
    local want = eg - lib.INCH
    if want > 0 then toward("toward " .. cv.name(e), ex, ey, want) end
  end
  if wide then
    local best, bd
    for _, o in ipairs(T.objectives()) do
      if o.seat ~= cv.owner(u) then
        local d = G.dist2(sx, sy, o.x, o.y)
        if not bd or d < bd then best, bd = o, d end
      end
    end
    if best then
      local want = G.distance(sx, sy, best.x, best.y) - lib.radius(u) - best.r - 1
      if want > 0 then toward("toward objective " .. best.i, best.x, best.y, want) end
    end
  end
  -- cover
  local covers = {}
  for _, p in ipairs(pieces) do
    if (p.traits.Cover or p.grade >= T.HEAVY) and not p.zone then
      covers[#covers + 1] = { p = p, d = G.gap_cp(lib.circle(u), p.poly) }
    end
  end
  table.sort(covers, function(a, b) return a.d < b.d or (a.d == b.d and a.p.i < b.p.i) end)
  for k = 1, (#covers < 2 and #covers or 2) do
    local p = covers[k].p
    local best, bscore
    for _, sp in ipairs(M.contact_spots(u, p)) do
      if M.legal(u, sp[1], sp[2], how, allow, ctx) then
        local score = 0
        if e then
          local ex, ey = lib.pos(e)
          score = G.dist2(sp[1], sp[2], ex, ey)
        end
        if not bscore or score > bscore then best, bscore = sp, score end
      end
    end
    if best then add("into contact with " .. T.name(p), best[1], best[2]) end
  end
  if e and wide then
    local ex, ey = lib.pos(e)
    local ax, ay = G.toward(ex, ey, sx, sy, G.distance(ex, ey, sx, sy) + allow)
    add("away from " .. cv.name(e), farthest(u, ax, ay, allow, how, limit, ctx))
  end
  for _, m in ipairs(T.marks()) do
    if M.legal(u, m.x, m.y, how, allow, ctx) then
      add("to mark " .. m.name .. ":", m.x, m.y)
    elseif round and G.distance(sx, sy, m.x, m.y) <= allow then
      local ex, ey, via, name = M.detour(u, m.x, m.y, how, allow, ctx, true)
      if ex then add("to mark " .. m.name .. " round " .. name .. ":", ex, ey, via) end
    end
  end
  return out
end

-- ---- the surface along a path ----------------------------------------------------------

-- The ground along the straight path from (ax, ay) to (bx, by): a list of
-- { from, to, h } (distances from the start, the height of the highest
-- solid piece there), covering the whole path.
function M.profile(ax, ay, bx, by, pieces)
  local total = G.distance(ax, ay, bx, by)
  local cuts = { 0, total }
  local covers = {}
  for _, p in ipairs(pieces) do
    if p.solid and p.height > 0 then
      local kind, spans = G.seg_poly(ax, ay, bx, by, p.poly)
      if kind >= 2 then
        for _, s in ipairs(spans) do
          cuts[#cuts + 1] = s[1]
          cuts[#cuts + 1] = s[2]
          covers[#covers + 1] = { s[1], s[2], p.height }
        end
      end
    end
  end
  table.sort(cuts)
  local out = {}
  for i = 1, #cuts - 1 do
    local a, b = cuts[i], cuts[i + 1]
    if b > a then
      local mid2 = a + b -- twice the middle
      local h = 0
      for _, c in ipairs(covers) do
        if 2 * c[1] <= mid2 and mid2 <= 2 * c[2] and c[3] > h then h = c[3] end
      end
      if #out > 0 and out[#out].h == h then out[#out].to = b
      else out[#out + 1] = { from = a, to = b, h = h } end
    end
  end
  if #out == 0 then out[1] = { from = 0, to = total, h = 0 } end
  return out
end

-- The plan of heights along a move of unit u to (x, y): { events } in
-- order of distance: { at, kind = "step" | "fall" | "jump", z (the height
-- after), from (the height before), land (a jump's landing distance) }.
-- A drop of more than the model's height is a jump down (a fall); a gap
-- crossed to ground no lower than that is a jump (JUMPING), which must fit
-- in the MV left (option jump: the gap, or the gap plus the base's width
-- with jump=travel); a jump that does not fit is a fall into the gap. For
-- the second leg of a move: 'from' ({ x, y }) and 'z0' where it starts,
-- 'offset' the distance moved before it (the distances stay the leg's own).
function M.plan(u, x, y, how, pieces, from, z0, offset)
  local sx, sy, z = lib.pos(u)
  if from then sx, sy, z = from[1], from[2], z0 end
  local h = lib.height(u)
  local events = {}
  if how == "fly" or how == "place" then return events end
  local prof = M.profile(sx, sy, x, y, pieces)
  local allow = M.allowance(u, how) - (offset or 0)
  local i = 1
  while i <= #prof do
    local seg = prof[i]
    if seg.h >= z - h then
      if seg.h ~= z then events[#events + 1] = { at = seg.from, kind = "step", from = z, z = seg.h } end
      z = seg.h
      i = i + 1
    else
      -- a drop: is there ground to land on farther along?
      local land
      for j = i + 1, #prof do
        if prof[j].h >= z - h then land = j break end
      end
      local gap = land and (prof[land].from - seg.from) or nil
      if gap and cv.options.jump == "travel" then gap = gap + 2 * lib.radius(u) end
      if land and gap <= allow - seg.from then
        events[#events + 1] = { at = seg.from, kind = "jump", from = z, z = z, land = prof[land].from }
        i = land
      else
        events[#events + 1] = { at = seg.from, kind = "fall", from = z, z = seg.h, stop = land ~= nil }
        z = seg.h
        if land then break end -- fell into the gap: the move ends there
        i = i + 1
      end
    end
  end
  return events
end

-- ---- falling ----------------------------------------------------------------------------

-- Unit u falls 'height' units (FALLING): a fall of more than half its MV
-- makes an Armor Test with DAM 3 x the height in inches. Gymnastic halves
-- the distance (option gymnastic_fall: the DAM from the halved height, or
-- from the full one).
function M.fall(u, height)
  cv.because("rule: FALLING", function()
    local f = A.max(u, "fall_factor", 1)
    local dist = height // f
    cv.log("%s falls %s%s", cv.name(u), lib.inches(height), f > 1 and (" (counted " .. lib.inches(dist) .. ")") or "")
    if 2 * dist > lib.stat(u, "mv") * lib.INCH then
      local dmg_h = cv.options.gymnastic_fall == "full" and height or dist
      local dam = 3 * dmg_h // lib.INCH
      ns.C.plain_hit(u, dam, "fall")
    end
  end)
end

-- A climbing or jumping unit that has gained a Pinned or Wound counter
-- falls (CLIMB, JUMPING): from the height it climbed, or from the air.
function M.check_fall(u)
  if not lib.alive(u) then return end
  local ch = cv.var(u, "climb_h")
  if ch then
    cv.set_var(u, "climb_h", nil, "quiet")
    cv.set_var(u, "climb_piece", nil, "quiet")
    M.fall(u, ch)
    return
  end
  if cv.var(u, "jumping") then
    cv.set_var(u, "jumping", nil, "quiet")
    local x, y, z = lib.pos(u)
    local s = T.surface(x, y)
    lib.place(u, x, y, s)
    cv.set_var(u, "fell", true, "quiet")
    M.fall(u, z - s)
  end
end

-- ---- terrain as a unit moves -------------------------------------------------------------

-- Dangerous (TERRAIN): a unit in contact with a Dangerous piece (or
-- beginning a move in contact) makes a TN (LD) test; failed, a DAM 7 hit.
function M.dangerous(u)
  if not lib.alive(u) then return end
  for _, p in ipairs(T.touching_trait(u, "Dangerous")) do
    cv.because("rule: TERRAIN", function()
      local ok = lib.stat_test(u, "ld", "TN (LD) test for " .. T.name(p) .. " (Dangerous)", "dangerous")
      if not ok then
        cv.log("%s takes a DAM 7 hit from %s", cv.name(u), T.name(p))
        ns.C.plain_hit(u, 7, "hazard")
      end
    end)
    if not lib.alive(u) then return end
  end
end

-- After unit u has moved (for any reason): Entrenched is lost, clouds it
-- enters take effect.
function M.moved(u)
  if not lib.alive(u) then return end
  A.each(u, "moved")
  for _, m in ipairs(ns.C.clouds_on(u)) do ns.C.cloud_effect(m, u) end
end

-- ---- a move, step by step -----------------------------------------------------------------

-- The legs of unit u's move to (x, y) (via a waypoint or not): { a, b,
-- from (the distance before it), len }, and the whole length.
local function legs_of(u, x, y, via)
  local path = M.path(u, x, y, via)
  local legs, total = {}, 0
  for i = 1, #path - 1 do
    local l = G.distance(path[i][1], path[i][2], path[i + 1][1], path[i + 1][2])
    legs[i] = { a = path[i], b = path[i + 1], from = total, len = l }
    total = total + l
  end
  return legs, total
end

-- The point d along the legs, rounded to whole units (the end of the last
-- leg exactly at its end).
local function point_at(legs, d)
  for i, lg in ipairs(legs) do
    if d <= lg.from + lg.len or i == #legs then
      return G.toward(lg.a[1], lg.a[2], lg.b[1], lg.b[2], d - lg.from)
    end
  end
end

-- Moves unit u to (x, y) as part of action act (ACTIONS: Move, Charge, Fly,
-- Reposition), straight or via a waypoint (two legs): Parting Blow may
-- answer its start, Dangerous ground is tested, then it goes in steps of at
-- most 2" along the way, each followed by a chance for an Ambush; a unit
-- Pinned mid-move stops where it would come closer to an enemy it sees
-- (option pinned_mid_move=continue) or at once (stop); falls and jumps as
-- M.plan says, leg by leg. Returns whether it got there.
function M.run(u, act, x, y, how, via)
  local pieces = T.pieces()
  local _, _, z0 = lib.pos(u)
  local legs, total = legs_of(u, x, y, via)
  local plan = {}
  local z = z0
  for _, lg in ipairs(legs) do
    for _, e in ipairs(M.plan(u, lg.b[1], lg.b[2], how, pieces, lg.a, z, lg.from)) do
      e.at = e.at + lg.from
      if e.land then e.land = e.land + lg.from end
      plan[#plan + 1] = e
      z = e.z
    end
  end
  cv.log("%s moves from %s toward (%s, %s)%s, %s", cv.name(u), lib.where_text(u), lib.inches(x), lib.inches(y),
    via and (" by way of (" .. lib.inches(via[1]) .. ", " .. lib.inches(via[2]) .. ")") or "", lib.inches(total))
  if act then ns.X.move_start(act) end
  if not lib.alive(u) then return false end
  if how ~= "fly" then M.dangerous(u) end
  if not lib.alive(u) then return false end
  local nsteps = (total + M.STEP - 1) // M.STEP
  if nsteps < 1 then nsteps = 1 end
  z = z0
  local ev = 1
  local was_pinned = lib.pinned(u)
  local done_at = 0
  for k = 1, nsteps do
    local d = total * k // nsteps
    local px, py = point_at(legs, d)
    if k < nsteps then px, py = M.free_spot_on(u, legs, d) end
    -- the height events passed on the way
    local jumping = false
    while ev <= #plan and plan[ev].at <= d do
      local e = plan[ev]
      if e.kind == "jump" then
        if e.land > d then jumping = true break end
        cv.because("rule: JUMPING", cv.log, "%s jumps a gap of %s", cv.name(u), lib.inches(e.land - e.at))
        z = e.z
      elseif e.kind == "fall" then
        px, py = M.free_spot_on(u, legs, d)
        lib.place(u, px, py, e.z)
        M.fall(u, e.from - e.z)
        z = e.z
        if not lib.alive(u) then return false end
        if e.stop then
          M.moved(u)
          return false
        end
      else
        z = e.z
      end
      ev = ev + 1
    end
    lib.place(u, px, py, z)
    done_at = d
    if jumping then cv.set_var(u, "jumping", true, "quiet") end
    if k < nsteps or act then
      cv.log("%s is at %s", cv.name(u), lib.where_text(u))
    end
    local reacted = act and act.reacted
    if act then ns.X.step(act) end
    if not lib.alive(u) then return false end
    if act and act.reacted and not reacted and k < nsteps and not act.redirect then
      -- a Reaction happened here: the rest of the way may be blocked now
      local rest_via = (via and d < legs[1].len) and via or nil
      local ok, why = M.path_ok(u, x, y, how, nil, rest_via)
      if not ok then
        cv.because(MOVE, cv.log, "%s's way is blocked by %s: it stops", cv.name(u), why)
        M.moved(u)
        return false
      end
    end
    if cv.var(u, "fell") then
      cv.set_var(u, "fell", nil, "quiet")
      M.moved(u)
      return false
    end
    if jumping then cv.set_var(u, "jumping", nil, "quiet") end
    if k < nsteps and lib.pinned(u) > was_pinned then
      -- Pinned mid-move
      local stop = cv.options.pinned_mid_move == "stop" or not M.pinned_ok(u, x, y, pieces)
      if stop then
        cv.because(MOVE, cv.log, "%s is Pinned: %s", cv.name(u),
          cv.options.pinned_mid_move == "stop" and "its move stops" or "it may not move closer to enemies it sees, and stops")
        local fx, fy = M.free_spot_on(u, legs, d)
        lib.place(u, fx, fy, T.surface(fx, fy))
        break
      end
      was_pinned = lib.pinned(u)
    end
    if act and act.redirect and k < nsteps then
      -- an Ambush Charge against a charging unit: it may redirect its Charge
      return M.redirect(u, act, total - done_at)
    end
  end
  M.moved(u)
  if how ~= "fly" then M.dangerous(u) end
  return lib.alive(u) and done_at == total
end

-- The point farthest along the legs of a move (legs_of), at most d from
-- its start, where unit u's base overlaps no other base (a move stopped
-- part-way may not end on a base it was passing over).
function M.free_spot_on(u, legs, d)
  local r = lib.radius(u)
  local shapes = {}
  for _, v in ipairs(lib.all_units()) do
    if v ~= u then shapes[#shapes + 1] = { circle = lib.circle(v) } end
  end
  while d > 0 do
    local px, py = point_at(legs, d)
    if G.fits(r, { { px, py } }, shapes) then return px, py end
    d = d - 100
  end
  return legs[1].a[1], legs[1].a[2]
end

-- The point farthest along the straight path from (sx, sy) to (x, y), at
-- most d from the start, where unit u's base overlaps no other base.
function M.free_spot(u, sx, sy, x, y, d)
  return M.free_spot_on(u, { { a = { sx, sy }, b = { x, y }, from = 0, len = G.distance(sx, sy, x, y) } }, d)
end

-- Places unit u at (x, y) without moving it along the way (Shift: removal
-- is no movement, the placement is): on the ground or the low scenery
-- there; it has moved (Entrenched lost, Clouds entered) and Dangerous
-- ground it ends in contact with is tested.
function M.place(u, x, y)
  cv.log("%s is removed from the Battlefield and placed at (%s, %s)", cv.name(u), lib.inches(x), lib.inches(y))
  lib.place(u, x, y, T.surface(x, y))
  M.moved(u)
  M.dangerous(u)
end

-- ---- Charge ------------------------------------------------------------------------------

-- Where unit u ends a Charge at enemy t: in base contact on the straight
-- line from t's centre toward u's (or toward the waypoint 'from' of a
-- Charge in two legs; with option reach_charge=reach and a Reach (X)
-- weapon, within X of it). Returns x, y.
function M.charge_spot(u, t, from)
  local ux, uy = lib.pos(u)
  if from then ux, uy = from[1], from[2] end
  local tx, ty = lib.pos(t)
  local r = lib.radius(u)
  local reach = 0
  if cv.options.reach_charge ~= "contact" then
    for _, w in ipairs(ns.C.melee_weapons(u)) do
      local x = ns.W.max(w, "reach", 0)
      if x > reach then reach = x end
    end
  end
  local d = r + lib.radius(t) + (reach > 0 and reach - 1 or 1)
  local dist = G.distance(tx, ty, ux, uy)
  if dist <= d then return ux, uy end
  local x, y = G.toward(tx, ty, ux, uy, d)
  -- rounded: within the reach (or in contact), and on no part of t's base
  while d > 0 and not G.within({ x, y, r }, lib.circle(t), reach > 0 and reach or lib.CONTACT) do
    d = d - 1
    x, y = G.toward(tx, ty, ux, uy, d)
  end
  while G.overlaps({ x, y, r }, lib.circle(t)) do
    d = d + 1
    x, y = G.toward(tx, ty, ux, uy, d)
  end
  return x, y
end

-- May unit u Charge at all (ACTIONS: Charge: not when engaged, nor Pinned
-- unless it may move closer while Pinned)?
function M.may_charge(u)
  if lib.engaged(u) then return false end
  if cv.var(u, "climb_piece") then return false end
  if lib.pinned(u) > 0 and not A.ignores(u, "pinned_move") then return false end
  return true
end

-- The enemies unit u may Charge (how: "charge" or "fly"): M.charge_option
-- for each. Returns { { target, x, y } }.
function M.charge_options(u, how)
  local out = {}
  if not M.may_charge(u) then return out end
  local pieces = T.pieces()
  for _, t in ipairs(lib.enemies(u)) do
    local o = M.charge_option(u, t, how, pieces, true)
    if o then out[#out + 1] = o end
  end
  return out
end

-- Unit u's Charge at enemy t (how: "charge" or "fly"), { target, x, y,
-- via }, or nil: t in Clear or Obstructed LOS, its charge spot reachable
-- within the allowance along a straight path, or (a Charge, not a Fly)
-- along two legs round what is in the way, the shortest that fits (ACTIONS:
-- Charge: "Move shortest route up to MV"). 'checked': M.may_charge(u) holds.
function M.charge_option(u, t, how, pieces, checked)
  if not checked and not M.may_charge(u) then return nil end
  pieces = pieces or T.pieces()
  local ux, uy = lib.pos(u)
  local tx, ty = lib.pos(t)
  local reach = M.allowance(u, how) + lib.radius(u) + lib.radius(t) + 2 * lib.INCH
  if G.dist2(ux, uy, tx, ty) > reach * reach then return nil end
  if not L.sees(u, t, pieces) then return nil end
  local move = how == "fly" and "fly" or "charge"
  local ctx = M.context(u, move, pieces)
  local x, y = M.charge_spot(u, t)
  if x == ux and y == uy then return nil end
  if M.legal(u, x, y, move, nil, ctx) then return { target = t, x = x, y = y } end
  if move ~= "charge" then return nil end
  local cands = M.waypoints(u, x, y, ctx)
  local best, blen
  for _, w in ipairs(cands or {}) do
    local wx, wy = M.charge_spot(u, t, w)
    if M.legal(u, wx, wy, move, nil, ctx, w) then
      local len = M.length(M.path(u, wx, wy, w))
      if not blen or len < blen then best, blen = { target = t, x = wx, y = wy, via = w }, len end
    end
  end
  return best
end

-- A Charge (ACTIONS: Charge; Fly as a Charge): the move to the target
-- (straight, or via a waypoint), which must be completed, then a free
-- Strike Action with the Charge bonus (C.strike_tn). Returns the Strike's
-- attack, or nil when there was none.
function M.charge(u, t, x, y, act, how, via)
  cv.because("rule: ACTIONS", cv.log, "%s charges %s", cv.name(u), cv.name(t))
  if act then act.target = t end
  local r = L.check(u, t)
  L.record(r)
  M.run(u, act, x, y, how == "fly" and "fly" or "charge", via)
  if not lib.alive(u) then return end
  t = act and act.target or t
  return M.charge_strike(u, t, act)
end

-- The options of the Charge's free Strike Action of u at t.
local function charge_strikes(u, t)
  local opts = {}
  for _, o in ipairs(ns.C.strike_options(u, true)) do
    if o.target == t then opts[#opts + 1] = o end
  end
  return opts
end

-- The Charge's free Strike Action at t, if t is engaged (or within Reach);
-- first the target's abilities answer the Charge (First Strike). Returns
-- its attack, or nil.
function M.charge_strike(u, t, act)
  if not lib.alive(t) or not lib.alive(u) then return end
  local opts = charge_strikes(u, t)
  if #opts == 0 then
    cv.because("rule: ACTIONS", cv.log, "%s did not reach %s: no Strike", cv.name(u), cv.name(t))
    return
  end
  A.each(t, "charged", u)
  if not lib.alive(t) or not lib.alive(u) then return end
  opts = charge_strikes(u, t)
  if #opts == 0 then return end
  local labels = {}
  for _, o in ipairs(opts) do
    labels[#labels + 1] = { label = "Strike " .. cv.name(t) .. " with " .. (o.weapon and lib.weapon(o.weapon).title or "no weapon (ST)") .. " (TN " .. o.tn .. ")", o = o }
  end
  local pick = cv.choose(cv.owner(u), "Charge: the free Strike Action of " .. cv.name(u), labels)
  return ns.C.strike_action(u, pick.o.weapon, t, { act = act, charge = true })
end

-- REACTIONS (Ambush): a charging unit interrupted by an Ambush Charge may
-- redirect its Charge at the ambusher; 'left': the distance it still had
-- to go. Returns whether it completed a move.
function M.redirect(u, act, left)
  local amb = act.redirect
  act.redirect = nil
  local opts = { { label = "go on with the Charge at " .. cv.name(act.target), keep = true } }
  if lib.alive(amb) and not lib.engaged(u) then
    local x, y = M.charge_spot(u, amb)
    local moved = M.allowance(u, "charge") - left
    if M.legal(u, x, y, "charge", M.allowance(u, "charge") - moved) then
      opts[#opts + 1] = { label = "redirect the Charge at " .. cv.name(amb), x = x, y = y }
    end
  end
  if lib.engaged(u) then
    act.target = lib.engaged_with(u)[1]
    return true
  end
  local pick = cv.choose(cv.owner(u), "Ambush: redirect the Charge of " .. cv.name(u) .. "?", opts)
  if pick.keep then
    local x, y = M.charge_spot(u, act.target)
    if M.legal(u, x, y, "charge", left) then return M.run(u, act, x, y, "charge") end
    return false
  end
  act.target = amb
  return M.run(u, act, pick.x, pick.y, "charge")
end

-- ---- Enclosed terrain ------------------------------------------------------------------

-- A free spot inside Enclosed piece p for unit u (its centre, or beside
-- it), or nil.
function M.inside_spot(u, p)
  local cx, cy = G.centroid(p.poly)
  local r = lib.radius(u)
  local shapes = {}
  for _, v in ipairs(lib.all_units()) do
    if v ~= u then shapes[#shapes + 1] = { circle = lib.circle(v) } end
  end
  for _, o in ipairs({ { 0, 0 }, { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 }, { 2, 0 }, { -2, 0 } }) do
    local x, y = cx + o[1] * (2 * r + 10), cy + o[2] * (2 * r + 10)
    if T.within({ x, y, r }, p.poly) and G.fits(r, { { x, y } }, shapes) then return x, y end
  end
  return nil
end

-- The Enclosed pieces unit u may enter with an action (TERRAIN: Enclosed):
-- those it is in contact with and not inside, with room.
function M.enter_options(u)
  local out = {}
  if T.inside(u) or cv.var(u, "climb_piece") then return out end
  for _, p in ipairs(T.touching_trait(u, "Enclosed")) do
    local x, y = M.inside_spot(u, p)
    if x then out[#out + 1] = { piece = p, x = x, y = y } end
  end
  return out
end

-- Enters Enclosed piece p (TERRAIN: Enclosed): when only enemies are
-- inside, a TN (LD) test first; the action is spent either way.
function M.enter(u, p, x, y)
  cv.because("rule: TERRAIN", function()
    local friends, enemies = 0, 0
    for _, v in ipairs(lib.all_units()) do
      if v ~= u and T.inside(v) and T.inside(v).i == p.i then
        if cv.owner(v) == cv.owner(u) then friends = friends + 1 else enemies = enemies + 1 end
      end
    end
    if enemies > 0 and friends == 0 then
      local ok = lib.stat_test(u, "ld", "TN (LD) test to enter " .. T.name(p) .. " held by enemies", "enter")
      if not ok then
        cv.log("%s does not enter %s", cv.name(u), T.name(p))
        return
      end
    end
    lib.place(u, x, y, 0)
    cv.log("%s enters %s", cv.name(u), T.name(p))
    M.moved(u)
  end)
end

-- ---- Reposition --------------------------------------------------------------------------

-- Reposition (MOVEMENT): once an Activation an unengaged unit may move up
-- to 2" (dist: another reach, Guerilla's), free, to end in base contact
-- with terrain. Returns destinations.
function M.reposition_options(u, dist)
  dist = dist or 2 * lib.INCH
  local out = {}
  if lib.engaged(u) or cv.var(u, "repositioned") or cv.var(u, "climb_piece") or T.inside(u) then return out end
  if not A.allowed(u, "reposition") then return out end
  local pieces = T.pieces()
  local near = {}
  for _, p in ipairs(pieces) do
    local g = G.gap_cp(lib.circle(u), p.poly)
    if g > lib.CONTACT and g <= dist then near[#near + 1] = { p = p, g = g } end
  end
  table.sort(near, function(a, b) return a.g < b.g or (a.g == b.g and a.p.i < b.p.i) end)
  local ctx = #near > 0 and M.context(u, "move", pieces)
  for k = 1, (#near < 2 and #near or 2) do
    local p = near[k].p
    for _, s in ipairs(M.contact_spots(u, p)) do
      if M.legal(u, s[1], s[2], "move", dist, ctx) then
        out[#out + 1] = { label = "into contact with " .. T.name(p) .. " at (" .. lib.inches(s[1]) .. ", " .. lib.inches(s[2]) .. ")", x = s[1], y = s[2] }
        break
      end
    end
  end
  return out
end

return M
