-- Warzone Eternal: the Climb action (ACTIONS: Climb; TERRAIN: Climbable):
-- up or down a piece of scenery too high to step onto, half the MV a
-- Climb action (full MV on a Climbable piece, doubled by Gymnastic), ending
-- the Activation halfway if need be; a unit that reaches the top or the
-- ground with MV to spare may use it to finish its move. While it climbs
-- its variables climb_h (how high it is) and climb_piece (on which piece)
-- are set; a unit that gains a Pinned or Wound counter then falls
-- (move.lua: M.check_fall).

local cv, ipairs = cv, ipairs
local K = {}
local ns, lib, A, T, G, M

function K.init(n) ns, lib, A, T, G, M = n, n.lib, n.A, n.T, n.G, n.M end

local MOVE = "rule: MOVEMENT"

-- How far unit u climbs in one Climb action on piece p: half its MV, its
-- full MV on a Climbable piece (TERRAIN: Climbable), doubled by Gymnastic.
function K.climb_rate(u, p)
  local mv = lib.stat(u, "mv") * lib.INCH
  local rate = p.traits.Climbable and mv or mv // 2
  return rate * A.max(u, "climb_factor", 1)
end

-- A spot on top of piece p for unit u's base, nearest to where it is: from
-- its centre toward the piece's centre, the first point where the base
-- lies wholly within the piece (and on no other base); nil if none.
function K.top_spot(u, p)
  local ux, uy = lib.pos(u)
  local cx, cy = G.centroid(p.poly)
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
function K.climb_options(u)
  local out = {}
  local x, y, z = lib.pos(u)
  local h = lib.height(u)
  local cp = cv.var(u, "climb_piece")
  if cp then
    local p = T.piece(cp)
    out[#out + 1] = { label = "Climb on up " .. T.name(p), run = function(act) K.climb(u, p, 1, act) end }
    out[#out + 1] = { label = "Climb back down " .. T.name(p), run = function(act) K.climb(u, p, -1, act) end }
    return out
  end
  local pieces = T.pieces()
  for _, p in ipairs(pieces) do
    if p.solid and not p.traits.Enclosed and p.height > z + h and T.touches(lib.circle(u), p) and K.top_spot(u, p) then
      out[#out + 1] = { label = "Climb up " .. T.name(p) .. " (" .. lib.inches(p.height) .. " high)", run = function(act) K.climb(u, p, 1, act) end }
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
                run = function(act) K.climb_down(u, p, s, act) end }
              break
            end
          end
        end
      end
    end
  end
  return out
end

-- The MV left after a Climb action that climbed 'used' of its 'rate'
-- (ACTIONS: Climb: "May use leftover MV to finish move"): the unclimbed
-- part of the rate, as the same part of the unit's MV.
function K.leftover(u, rate, used)
  if used >= rate then return 0 end
  return (rate - used) * lib.stat(u, "mv") * lib.INCH // rate
end

-- After a Climb that reached the top or the ground with MV left: the unit
-- may finish its move with it (M.destinations within the MV left; act: the
-- Climb action, which Reactions may answer), or stay.
function K.finish_move(u, left, act)
  if left < 500 or not lib.alive(u) or cv.over() then return end
  local opts = { { label = "stay" } }
  for _, d in ipairs(M.destinations(u, "move", left, true)) do
    opts[#opts + 1] = { label = "use the leftover MV (" .. lib.inches(left) .. "): Move " .. d.label, d = d }
  end
  if #opts == 1 then return end
  local pick = cv.choose(cv.owner(u), "Climb: " .. cv.name(u) .. " has " .. lib.inches(left) .. " of MV left: finish the move?", opts)
  if pick.d then cv.because(MOVE, M.run, u, act, pick.d.x, pick.d.y, "move", pick.d.via) end
end

-- CLIMB up (dir 1) or back down (dir -1) piece p: the climbed height is
-- kept in the unit's variable climb_h until it reaches the top (placed on
-- it) or the ground, where the MV left may finish the move (K.finish_move).
function K.climb(u, p, dir, act)
  local left = 0
  cv.because("rule: ACTIONS", function()
    local rate = K.climb_rate(u, p)
    local at = cv.var(u, "climb_h") or 0
    local to = at + dir * rate
    if dir > 0 and to >= p.height then
      local x, y = K.top_spot(u, p)
      cv.set_var(u, "climb_h", nil, "quiet")
      cv.set_var(u, "climb_piece", nil, "quiet")
      if not x then
        cv.log("%s finds no room on top of %s", cv.name(u), T.name(p))
        return
      end
      lib.place(u, x, y, p.height)
      cv.log("%s climbs to the top of %s, at %s", cv.name(u), T.name(p), lib.where_text(u))
      M.moved(u)
      left = K.leftover(u, rate, p.height - at)
    elseif dir < 0 and to <= 0 then
      cv.set_var(u, "climb_h", nil, "quiet")
      cv.set_var(u, "climb_piece", nil, "quiet")
      cv.log("%s climbs back down %s", cv.name(u), T.name(p))
      left = K.leftover(u, rate, at)
    else
      cv.set_var(u, "climb_h", to, "quiet")
      cv.set_var(u, "climb_piece", p.i, "quiet")
      cv.log("%s climbs %s on %s: %s of %s", cv.name(u), dir > 0 and "up" or "down", T.name(p), lib.inches(to), lib.inches(p.height))
    end
  end)
  K.finish_move(u, left, act)
end

-- CLIMB down from the top of piece p to the foot at spot s; reaching the
-- ground with MV left, the unit may finish its move (K.finish_move).
function K.climb_down(u, p, s, act)
  local rest = 0
  cv.because("rule: ACTIONS", function()
    local rate = K.climb_rate(u, p)
    local ground = T.surface(s[1], s[2])
    local left = p.height - ground - rate
    lib.place(u, s[1], s[2], ground)
    if left > 0 then
      cv.set_var(u, "climb_h", left, "quiet")
      cv.set_var(u, "climb_piece", p.i, "quiet")
      cv.log("%s climbs down %s: %s above the ground", cv.name(u), T.name(p), lib.inches(left))
    else
      cv.log("%s climbs down %s to %s", cv.name(u), T.name(p), lib.where_text(u))
      rest = K.leftover(u, rate, p.height - ground)
    end
    M.moved(u)
  end)
  K.finish_move(u, rest, act)
end

return K
