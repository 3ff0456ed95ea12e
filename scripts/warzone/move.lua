-- Warzone Eternal: movement (MOVEMENT, FALLING, JUMPING; the Move, Charge,
-- Fly, Climb actions; Reposition; TERRAIN: Rough, Dangerous, Enclosed).
--
-- A move is a straight line from the unit's centre to a destination (a
-- unit that wants to go round something makes two moves). The base must
-- fit along it (cv.plane's circle along a path) between scenery too high to
-- step over (higher than the model) and other bases: enemies', and
-- friends' with a larger base (MOVEMENT: "through friendly Units with
-- same/smaller bases"); it may not end on a base or off the table. A move
-- is made in steps of at most 2": after each step the Reactive player may
-- interrupt it with an Ambush (react.lua), so a unit can be shot in the
-- middle of a move. The destinations offered are a handful (toward the
-- nearest enemy, toward an objective, into cover, away, the table's named
-- marks): exact coordinates come from marks, so a position or a test can
-- move a unit anywhere.
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

-- Does unit u's base fit along the straight path to (x, y) and end there
-- (on the table, on no base)? Returns ok, and what is in the way. ctx:
-- M.context(u, how) when known.
function M.path_ok(u, x, y, how, ctx)
  local sx, sy = lib.pos(u)
  local r = lib.radius(u)
  if not M.on_table(x, y, r) then return false, "the edge of the table" end
  ctx = ctx or M.context(u, how)
  local ok, _, which = G.fits(r, { { sx, sy }, { x, y } }, ctx.shapes)
  if not ok then return false, ctx.names[which] end
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

-- The cost of unit u's straight move to (x, y): its length, and with Rough
-- ground (TERRAIN: Rough) either the whole move capped at half MV (option
-- rough=half: returned as the allowance) or the part of the centre's path
-- in Rough pieces counted twice (rough=double). Returns cost, allowance.
function M.cost(u, x, y, how, pieces)
  local sx, sy = lib.pos(u)
  local len = G.distance(sx, sy, x, y)
  local allow = M.allowance(u, how)
  if how == "fly" or A.ignores(u, "rough") then return len, allow end
  pieces = pieces or T.pieces()
  local rough = {}
  for _, p in ipairs(pieces) do
    if p.traits.Rough then rough[#rough + 1] = p end
  end
  if #rough == 0 then return len, allow end
  local r = lib.radius(u)
  if cv.options.rough == "double" then
    local extra = 0
    for _, p in ipairs(rough) do
      local kind, spans = G.seg_poly(sx, sy, x, y, p.poly)
      if kind > 0 then
        for _, s in ipairs(spans) do extra = extra + (s[2] - s[1]) end
      end
    end
    return len + extra, allow
  end
  local shapes = {}
  for _, p in ipairs(rough) do shapes[#shapes + 1] = { poly = p.poly } end
  -- in contact at some point of the move: the base grown by the contact margin meets it
  if not G.fits(r + lib.CONTACT, { { sx, sy }, { x, y } }, shapes) then return len, allow // 2 end
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

-- Is a move of unit u to (x, y) legal (how: "move", "fly", "charge")?
-- Returns ok, or false and why. ctx: M.context(u, how) when known.
function M.legal(u, x, y, how, limit, ctx)
  ctx = ctx or M.context(u, how)
  local ok, why = M.path_ok(u, x, y, how, ctx)
  if not ok then return false, "blocked by " .. why end
  local cost, allow = M.cost(u, x, y, how, ctx.pieces)
  if limit and limit < allow then allow = limit end
  if cost > allow then return false, "beyond " .. lib.inches(allow) end
  if how ~= "charge" and ctx.seen then
    local pok, e = M.pinned_ok(u, x, y, ctx.pieces, ctx.seen)
    if not pok then return false, "Pinned: it may not move closer to " .. cv.name(e) end
  end
  return true
end

-- The farthest legal point of unit u's move from where it is toward (tx,
-- ty), at most 'want' units along it: x, y, or nil when it cannot move 1".
local function farthest(u, tx, ty, want, how, limit, ctx)
  local sx, sy = lib.pos(u)
  local dist = G.distance(sx, sy, tx, ty)
  if dist == 0 then return nil end
  if want > dist then want = dist end
  local lo, hi = 0, want
  local function point(d) return G.toward(sx, sy, tx, ty, d) end
  local bx, by = point(hi)
  if M.legal(u, bx, by, how, limit, ctx) then return bx, by end
  while hi - lo > 50 do
    local mid = (lo + hi) // 2
    local mx, my = point(mid)
    if M.legal(u, mx, my, how, limit, ctx) then lo = mid else hi = mid end
  end
  if lo < lib.INCH then return nil end
  return point(lo)
end

-- Spots in base contact with piece p for unit u: the middle of each edge,
-- moved out by the base's radius (and a unit), in order.
function M.contact_spots(u, p)
  local out = {}
  local r = lib.radius(u) + 2
  local poly = p.poly
  local n = #poly
  local cx, cy = M.centroid(poly)
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

-- The vertex average of a polygon.
function M.centroid(poly)
  local x, y = 0, 0
  for _, v in ipairs(poly) do x, y = x + v[1], y + v[2] end
  return x // #poly, y // #poly
end

-- The destinations of a move of unit u (how: "move", "fly"; limit: a
-- shorter allowance, Reposition's 2"): { label, x, y } each legal: toward
-- the nearest enemy (stopping 1" short), toward the nearest objective its
-- side does not hold, into contact with the two nearest pieces of Cover
-- (the side away from the nearest enemy), away from the nearest enemy, and
-- to each named mark of the table.
function M.destinations(u, how, limit)
  local out = {}
  local pieces = T.pieces()
  local ctx = M.context(u, how, pieces)
  local sx, sy = lib.pos(u)
  local allow = M.allowance(u, how)
  if limit and limit < allow then allow = limit end
  local function add(label, x, y)
    if not x then return end
    if G.dist2(sx, sy, x, y) < 500 * 500 then return end
    for _, o in ipairs(out) do
      if G.dist2(o.x, o.y, x, y) < 250 * 250 then return end
    end
    out[#out + 1] = { label = label .. " to " .. "(" .. lib.inches(x) .. ", " .. lib.inches(y) .. ")", x = x, y = y }
  end
  local e, eg = lib.nearest(u, lib.enemies(u))
  if e and not limit then
    local ex, ey = lib.pos(e)
    local want = eg - lib.INCH
    if want > 0 then
      add("toward " .. cv.name(e), farthest(u, ex, ey, want < allow and want or allow, how, limit, ctx))
    end
  end
  if not limit then
    local best, bd
    for _, o in ipairs(T.objectives()) do
      if o.seat ~= cv.owner(u) then
        local d = G.dist2(sx, sy, o.x, o.y)
        if not bd or d < bd then best, bd = o, d end
      end
    end
    if best then
      local want = G.distance(sx, sy, best.x, best.y) - lib.radius(u) - best.r - 1
      if want > 0 then add("toward objective " .. best.i, farthest(u, best.x, best.y, want < allow and want or allow, how, limit, ctx)) end
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
    for _, s in ipairs(M.contact_spots(u, p)) do
      if M.legal(u, s[1], s[2], how, allow, ctx) then
        local score = 0
        if e then
          local ex, ey = lib.pos(e)
          score = G.dist2(s[1], s[2], ex, ey)
        end
        if not bscore or score > bscore then best, bscore = s, score end
      end
    end
    if best then add("into contact with " .. T.name(p), best[1], best[2]) end
  end
  if e and not limit then
    local ex, ey = lib.pos(e)
    local ax, ay = G.toward(ex, ey, sx, sy, G.distance(ex, ey, sx, sy) + allow)
    add("away from " .. cv.name(e), farthest(u, ax, ay, allow, how, limit, ctx))
  end
  for _, m in ipairs(T.marks()) do
    if M.legal(u, m.x, m.y, how, allow, ctx) then add("to mark " .. m.name .. ":", m.x, m.y) end
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
-- with jump=travel); a jump that does not fit is a fall into the gap.
function M.plan(u, x, y, how, pieces)
  local sx, sy, z = lib.pos(u)
  local h = lib.height(u)
  local events = {}
  if how == "fly" then return events end
  local prof = M.profile(sx, sy, x, y, pieces)
  local allow = M.allowance(u, how)
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
      local ok = lib.test(u, lib.stat(u, "ld"), "TN (LD) test for " .. T.name(p) .. " (Dangerous)")
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

-- Moves unit u to (x, y) as part of action act (ACTIONS: Move, Charge, Fly,
-- Reposition): Parting Blow may answer its start, Dangerous ground is
-- tested, then it goes in steps of at most 2", each followed by a chance
-- for an Ambush; a unit Pinned mid-move stops where it would come closer
-- to an enemy it sees (option pinned_mid_move=continue) or at once (stop);
-- falls and jumps as M.plan says. Returns whether it got there.
function M.run(u, act, x, y, how)
  local pieces = T.pieces()
  local sx, sy, z0 = lib.pos(u)
  local total = G.distance(sx, sy, x, y)
  local plan = M.plan(u, x, y, how, pieces)
  cv.log("%s moves from %s toward (%s, %s), %s", cv.name(u), lib.where_text(u), lib.inches(x), lib.inches(y), lib.inches(total))
  if act then ns.X.move_start(act) end
  if not lib.alive(u) then return false end
  if how ~= "fly" then M.dangerous(u) end
  if not lib.alive(u) then return false end
  local nsteps = (total + M.STEP - 1) // M.STEP
  if nsteps < 1 then nsteps = 1 end
  local z = z0
  local ev = 1
  local was_pinned = lib.pinned(u)
  local done_at = 0
  for k = 1, nsteps do
    local d = total * k // nsteps
    local px, py = G.toward(sx, sy, x, y, d)
    if k < nsteps then px, py = M.free_spot(u, sx, sy, x, y, d) end
    -- the height events passed on the way
    local jumping = false
    while ev <= #plan and plan[ev].at <= d do
      local e = plan[ev]
      if e.kind == "jump" then
        if e.land > d then jumping = true break end
        cv.because("rule: JUMPING", cv.log, "%s jumps a gap of %s", cv.name(u), lib.inches(e.land - e.at))
        z = e.z
      elseif e.kind == "fall" then
        px, py = M.free_spot(u, sx, sy, x, y, d)
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
      local ok, why = M.path_ok(u, x, y, how)
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
        local fx, fy = M.free_spot(u, sx, sy, x, y, d)
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

-- The point farthest along the path from (sx, sy) to (x, y), at most d
-- from the start, where unit u's base overlaps no other base (a move
-- stopped part-way may not end on a base it was passing over).
function M.free_spot(u, sx, sy, x, y, d)
  local r = lib.radius(u)
  local shapes = {}
  for _, v in ipairs(lib.all_units()) do
    if v ~= u then shapes[#shapes + 1] = { circle = lib.circle(v) } end
  end
  while d > 0 do
    local px, py = G.toward(sx, sy, x, y, d)
    if G.fits(r, { { px, py } }, shapes) then return px, py end
    d = d - 100
  end
  return sx, sy
end

-- ---- Charge ------------------------------------------------------------------------------

-- Where unit u ends a Charge at enemy t: in base contact on the straight
-- line from t's centre toward u's (with option reach_charge=reach and a
-- Reach (X) weapon, within X of it). Returns x, y.
function M.charge_spot(u, t)
  local ux, uy = lib.pos(u)
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

-- Unit u's Charge at enemy t (how: "charge" or "fly"), { target, x, y },
-- or nil: t in Clear or Obstructed LOS, its charge spot reachable within
-- the allowance along a straight path. 'checked': M.may_charge(u) holds.
function M.charge_option(u, t, how, pieces, checked)
  if not checked and not M.may_charge(u) then return nil end
  pieces = pieces or T.pieces()
  local ux, uy = lib.pos(u)
  local tx, ty = lib.pos(t)
  local reach = M.allowance(u, how) + lib.radius(u) + lib.radius(t) + 2 * lib.INCH
  if G.dist2(ux, uy, tx, ty) > reach * reach then return nil end
  if not L.sees(u, t, pieces) then return nil end
  local x, y = M.charge_spot(u, t)
  if (x ~= ux or y ~= uy) and M.legal(u, x, y, how == "fly" and "fly" or "charge", nil, M.context(u, how == "fly" and "fly" or "charge", pieces)) then
    return { target = t, x = x, y = y }
  end
  return nil
end

-- A Charge (ACTIONS: Charge; Fly as a Charge): the move to the target,
-- which must be completed, then a free Strike Action with the Charge
-- bonus (C.strike_tn). Returns the Strike's attack, or nil when there was none.
function M.charge(u, t, x, y, act, how)
  cv.because("rule: ACTIONS", cv.log, "%s charges %s", cv.name(u), cv.name(t))
  if act then act.target = t end
  local r = L.check(u, t)
  L.record(r)
  M.run(u, act, x, y, how == "fly" and "fly" or "charge")
  if not lib.alive(u) then return end
  t = act and act.target or t
  return M.charge_strike(u, t, act)
end

-- The Charge's free Strike Action at t, if t is engaged (or within Reach);
-- returns its attack, or nil.
function M.charge_strike(u, t, act)
  if not lib.alive(t) or not lib.alive(u) then return end
  local opts = {}
  for _, o in ipairs(ns.C.strike_options(u, true)) do
    if o.target == t then opts[#opts + 1] = o end
  end
  if #opts == 0 then
    cv.because("rule: ACTIONS", cv.log, "%s did not reach %s: no Strike", cv.name(u), cv.name(t))
    return
  end
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

-- ---- Climb -------------------------------------------------------------------------------

-- How far unit u climbs in one Climb action on piece p: half its MV, its
-- full MV on a Climbable piece (TERRAIN: Climbable), doubled by Gymnastic.
function M.climb_rate(u, p)
  local mv = lib.stat(u, "mv") * lib.INCH
  local rate = p.traits.Climbable and mv or mv // 2
  return rate * A.max(u, "climb_factor", 1)
end

-- A spot on top of piece p for unit u's base, nearest to where it is: from
-- its centre toward the piece's centre, the first point where the base
-- lies wholly within the piece (and on no other base); nil if none.
function M.top_spot(u, p)
  local ux, uy = lib.pos(u)
  local cx, cy = M.centroid(p.poly)
  local r = lib.radius(u)
  local function fits(x, y)
    if not T.within({ x, y, r }, p.poly) then return false end
    local ends = M.obstacles(u, "fly", true)
    return G.fits(r, { { x, y } }, ends)
  end
  if not fits(cx, cy) then
    -- the middle is taken: try a few spots about it
    for _, o in ipairs({ { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } }) do
      local x, y = cx + o[1] * (2 * r + 10), cy + o[2] * (2 * r + 10)
      if fits(x, y) then return x, y end
    end
    return nil
  end
  local lo, hi = 0, G.distance(ux, uy, cx, cy)
  while hi - lo > 20 do
    local mid = (lo + hi) // 2
    local x, y = G.toward(cx, cy, ux, uy, mid)
    if fits(x, y) then lo = mid else hi = mid end
  end
  return G.toward(cx, cy, ux, uy, lo)
end

-- The Climb options of unit u: { label, run }. Up a solid piece it is in
-- contact with that is too high to step onto; on up or back down while
-- halfway (a climbing unit may end its Activation there); down from the
-- piece it stands on.
function M.climb_options(u)
  local out = {}
  local x, y, z = lib.pos(u)
  local h = lib.height(u)
  local cp = cv.var(u, "climb_piece")
  if cp then
    local p = T.piece(cp)
    out[#out + 1] = { label = "Climb on up " .. T.name(p), run = function() M.climb(u, p, 1) end }
    out[#out + 1] = { label = "Climb back down " .. T.name(p), run = function() M.climb(u, p, -1) end }
    return out
  end
  local pieces = T.pieces()
  for _, p in ipairs(pieces) do
    if p.solid and not p.traits.Enclosed and p.height > z + h and T.touches(lib.circle(u), p) and M.top_spot(u, p) then
      out[#out + 1] = { label = "Climb up " .. T.name(p) .. " (" .. lib.inches(p.height) .. " high)", run = function() M.climb(u, p, 1) end }
    end
  end
  if z > 0 then
    for _, p in ipairs(pieces) do
      if p.solid and p.height == z and G.point_in_poly(x, y, p.poly) > 0 then
        for _, s in ipairs(M.contact_spots(u, p)) do
          local ground = T.surface(s[1], s[2], pieces)
          if ground < z - h and M.on_table(s[1], s[2], lib.radius(u)) then
            local shapes = M.obstacles(u, "fly", true, pieces)
            if G.fits(lib.radius(u), { { s[1], s[2] } }, shapes) then
              out[#out + 1] = { label = "Climb down " .. T.name(p) .. " at (" .. lib.inches(s[1]) .. ", " .. lib.inches(s[2]) .. ")",
                run = function() M.climb_down(u, p, s) end }
              break
            end
          end
        end
      end
    end
  end
  return out
end

-- CLIMB up (dir 1) or back down (dir -1) piece p: the climbed height is
-- kept in the unit's variable climb_h until it reaches the top (placed on
-- it) or the ground.
function M.climb(u, p, dir)
  cv.because("rule: ACTIONS", function()
    local rate = M.climb_rate(u, p)
    local at = cv.var(u, "climb_h") or 0
    local to = at + dir * rate
    if dir > 0 and to >= p.height then
      local x, y = M.top_spot(u, p)
      cv.set_var(u, "climb_h", nil, "quiet")
      cv.set_var(u, "climb_piece", nil, "quiet")
      if not x then
        cv.log("%s finds no room on top of %s", cv.name(u), T.name(p))
        return
      end
      lib.place(u, x, y, p.height)
      cv.log("%s climbs to the top of %s, at %s", cv.name(u), T.name(p), lib.where_text(u))
      M.moved(u)
    elseif dir < 0 and to <= 0 then
      cv.set_var(u, "climb_h", nil, "quiet")
      cv.set_var(u, "climb_piece", nil, "quiet")
      cv.log("%s climbs back down %s", cv.name(u), T.name(p))
    else
      cv.set_var(u, "climb_h", to, "quiet")
      cv.set_var(u, "climb_piece", p.i, "quiet")
      cv.log("%s climbs %s on %s: %s of %s", cv.name(u), dir > 0 and "up" or "down", T.name(p), lib.inches(to), lib.inches(p.height))
    end
  end)
end

-- CLIMB down from the top of piece p to the foot at spot s.
function M.climb_down(u, p, s)
  cv.because("rule: ACTIONS", function()
    local rate = M.climb_rate(u, p)
    local ground = T.surface(s[1], s[2])
    local left = p.height - ground - rate
    lib.place(u, s[1], s[2], ground)
    if left > 0 then
      cv.set_var(u, "climb_h", left, "quiet")
      cv.set_var(u, "climb_piece", p.i, "quiet")
      cv.log("%s climbs down %s: %s above the ground", cv.name(u), T.name(p), lib.inches(left))
    else
      cv.log("%s climbs down %s to %s", cv.name(u), T.name(p), lib.where_text(u))
    end
    M.moved(u)
  end)
end

-- ---- Enclosed terrain ------------------------------------------------------------------

-- A free spot inside Enclosed piece p for unit u (its centre, or beside
-- it), or nil.
function M.inside_spot(u, p)
  local cx, cy = M.centroid(p.poly)
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
      local ok = lib.test(u, lib.stat(u, "ld"), "TN (LD) test to enter " .. T.name(p) .. " held by enemies")
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
-- to 2", free, to end in base contact with terrain. Returns destinations.
function M.reposition_options(u)
  local out = {}
  if lib.engaged(u) or cv.var(u, "repositioned") or cv.var(u, "climb_piece") or T.inside(u) then return out end
  if not A.allowed(u, "reposition") then return out end
  local pieces = T.pieces()
  local near = {}
  for _, p in ipairs(pieces) do
    local g = G.gap_cp(lib.circle(u), p.poly)
    if g > lib.CONTACT and g <= 2 * lib.INCH then near[#near + 1] = { p = p, g = g } end
  end
  table.sort(near, function(a, b) return a.g < b.g or (a.g == b.g and a.p.i < b.p.i) end)
  local ctx = #near > 0 and M.context(u, "move", pieces)
  for k = 1, (#near < 2 and #near or 2) do
    local p = near[k].p
    for _, s in ipairs(M.contact_spots(u, p)) do
      if M.legal(u, s[1], s[2], "move", 2 * lib.INCH, ctx) then
        out[#out + 1] = { label = "into contact with " .. T.name(p) .. " at (" .. lib.inches(s[1]) .. ", " .. lib.inches(s[2]) .. ")", x = s[1], y = s[2] }
        break
      end
    end
  end
  return out
end

-- ---- deployment -------------------------------------------------------------------------

-- The spots where unit u may be deployed in area (DEPLOYMENT): bases fully
-- within the area, on no base or solid piece, not in base contact with an
-- enemy or an objective; 'near': units within 6" of which it must be (a
-- Group). A grid of 3" steps, thinned to at most 8 spots, after the
-- table's marks inside the area. Returns { { label, x, y } }.
function M.deploy_spots(u, area, near)
  local r = lib.radius(u)
  local pieces = T.pieces()
  local shapes = {}
  for _, p in ipairs(pieces) do
    if p.solid then shapes[#shapes + 1] = { poly = p.poly } end
  end
  for _, v in ipairs(lib.all_units()) do shapes[#shapes + 1] = { circle = lib.circle(v) } end
  local function ok(x, y)
    local c = { x, y, r }
    if not M.on_table(x, y, r) or not T.within(c, area.polygon) then return false end
    if not G.fits(r, { { x, y } }, shapes) then return false end
    for _, e in ipairs(lib.units(lib.opponent(cv.owner(u)))) do
      if G.within(c, lib.circle(e), lib.CONTACT) then return false end
    end
    for _, o in ipairs(T.objectives()) do
      if G.within(c, { o.x, o.y, o.r }, lib.CONTACT) then return false end
    end
    for _, v in ipairs(near or {}) do
      if not G.within(c, lib.circle(v), 6 * lib.INCH) then return false end
    end
    return true
  end
  local out = {}
  for _, m in ipairs(T.marks()) do
    if ok(m.x, m.y) then out[#out + 1] = { label = "mark " .. m.name .. " (" .. lib.inches(m.x) .. ", " .. lib.inches(m.y) .. ")", x = m.x, y = m.y } end
  end
  local minx, miny, maxx, maxy
  for _, v in ipairs(area.polygon) do
    if not minx or v[1] < minx then minx = v[1] end
    if not maxx or v[1] > maxx then maxx = v[1] end
    if not miny or v[2] < miny then miny = v[2] end
    if not maxy or v[2] > maxy then maxy = v[2] end
  end
  local grid = {}
  local step = 3 * lib.INCH
  local y = miny + 1500
  while y <= maxy - r do
    local x = minx + 1500
    while x <= maxx - r do
      if ok(x, y) then grid[#grid + 1] = { x, y } end
      x = x + step
    end
    y = y + step
  end
  local keep = 8
  if #grid <= keep then
    for _, g in ipairs(grid) do out[#out + 1] = { label = "(" .. lib.inches(g[1]) .. ", " .. lib.inches(g[2]) .. ")", x = g[1], y = g[2] } end
  else
    for k = 0, keep - 1 do
      local g = grid[1 + k * (#grid - 1) // (keep - 1)]
      out[#out + 1] = { label = "(" .. lib.inches(g[1]) .. ", " .. lib.inches(g[2]) .. ")", x = g[1], y = g[2] }
    end
  end
  return out
end

return M
