-- Warzone Eternal: line of sight (OPEN on the facts sheet; docs/warzone.md,
-- Line of sight). The default (option los=tangents) draws three lines
-- between the two bases: the centre line and the two outer tangents. Each
-- line is graded by what it crosses: nothing (clear), Light or Heavy
-- Obstruction, or something that blocks it. The line of sight is
--   Clear       when all the lines are clear,
--   Blocked     when every line is blocked,
--   Obstructed  otherwise, and the Shoot modifier is the worst grade of the
--               lines (option obstruction=worst) or of the obstruction
--               nearest the target (obstruction=nearest); a blocked line
--               beside one that reaches counts as Heavy Obstruction (the
--               target is partly hidden).
-- Option los=centre uses the centre line alone.
--
-- What a line crosses: a piece of terrain higher than the lower of the two
-- units stands (a piece of height 0 never), except one a unit stands on;
-- its grade is its obstruction (Cover: Heavy). A Zone (Dense) blocks a
-- line with more than 2" of it inside the Zone (TERRAIN: Zone (Dense)).
-- A unit inside an Enclosed piece sees out and is seen through its walls
-- as through Heavy Obstruction. With option models_block=yes other units'
-- bases are Light Obstruction. A line drawn into or through a Smoke marker
-- (WEAPON SPECIAL ABILITIES: Smoke; crossing its circle, not grazing it) is
-- blocked, whatever the heights ("of infinite height").

local cv, ipairs = cv, ipairs
local L = {}
local ns, lib, T, G

function L.init(n) ns, lib, T, G = n, n.lib, n.T, n.G end

L.NAMES = { [0] = "Clear", "Obstructed", "Obstructed", "Blocked" }
L.GRADE_NAMES = { [0] = "no obstruction", "Light Obstruction", "Heavy Obstruction", "blocked" }

-- The lines of sight between circles a and b: the centre line, and with
-- option los=tangents the two outer tangents. Each line is { ax, ay, bx, by }.
function L.lines(a, b)
  local out = { { a[1], a[2], b[1], b[2] } }
  if cv.options.los ~= "centre" and (a[3] > 0 or b[3] > 0) then
    local t = G.tangents(a, b)
    if t then
      out[2] = { t[1], t[2], t[3], t[4] }
      out[3] = { t[5], t[6], t[7], t[8] }
    end
  end
  return out
end

-- The grade of one line from an end at height za (ea: the circle it starts
-- from) to one at zb (eb), over 'pieces', and how far from the target end
-- the nearest obstruction is (for obstruction=nearest). 'others': the bases
-- that obstruct (option models_block=yes).
local function grade_line(ln, pieces, za, zb, ea, eb, others, smokes)
  local worst, near, near_grade = 0, nil, 0
  local low = za < zb and za or zb
  local ax, ay, bx, by = ln[1], ln[2], ln[3], ln[4]
  for _, c in ipairs(smokes) do
    if G.seg_circle(ax, ay, bx, by, c) >= 2 then return T.BLOCK, 0 end
  end
  local total = G.distance(ax, ay, bx, by)
  for _, p in ipairs(pieces) do
    if p.height > low and (p.grade > 0 or p.dense) then
      local kind, spans = G.seg_poly(ax, ay, bx, by, p.poly)
      if kind >= 2 then
        local g = p.grade
        -- a unit standing on the piece, or inside it (Enclosed)
        local in_a = G.point_in_poly(ea[1], ea[2], p.poly) > 0
        local in_b = G.point_in_poly(eb[1], eb[2], p.poly) > 0
        if (in_a and za >= p.height) or (in_b and zb >= p.height) then
          g = 0
        elseif (in_a or in_b) and p.traits.Enclosed then
          g = T.HEAVY
        end
        if p.dense then
          local inside = 0
          for _, s in ipairs(spans) do inside = inside + (s[2] - s[1]) end
          if inside > 2 * lib.INCH then g = T.BLOCK end
        end
        if g > 0 then
          if g > worst then worst = g end
          local last = spans[#spans] and spans[#spans][2] or total
          local from_target = total - last
          if g < T.BLOCK and (not near or from_target < near) then near, near_grade = from_target, g end
        end
      end
    end
  end
  for _, o in ipairs(others or {}) do
    if G.seg_circle(ax, ay, bx, by, o) >= 2 then
      if worst < T.LIGHT then worst = T.LIGHT end
      if not near then near, near_grade = 0, T.LIGHT end
    end
  end
  return worst, near_grade
end

-- The Smoke markers on the table, as circles { x, y, r }.
function L.smokes()
  local out = {}
  for _, m in ipairs(cv.zone("markers")) do
    if cv.def(m).kind == "smoke" then out[#out + 1] = { cv.var(m, "x") or 0, cv.var(m, "y") or 0, cv.var(m, "r") or 0 } end
  end
  return out
end

-- The line of sight from circle a (standing at height za) to circle b (at
-- zb): { state = "Clear" | "Obstructed" | "Blocked", grade = the Shoot
-- modifier's grade (0, T.LIGHT, T.HEAVY; T.BLOCK when Blocked), lines =
-- { { ax, ay, bx, by, grade } ... }, crossed = the pieces crossed }.
-- skip: units whose bases never obstruct (the two ends).
function L.between(a, za, b, zb, skip, pieces)
  pieces = pieces or T.pieces()
  local others
  if cv.options.models_block == "yes" then
    others = {}
    for _, u in ipairs(lib.all_units()) do
      if not (skip and skip[u]) then others[#others + 1] = lib.circle(u) end
    end
  end
  local smokes = L.smokes()
  local lines = L.lines(a, b)
  local blocked, reach, worst, nearest = 0, 0, 0, 0
  for _, ln in ipairs(lines) do
    local g, ng = grade_line(ln, pieces, za, zb, a, b, others, smokes)
    ln[5] = g
    if g >= T.BLOCK then blocked = blocked + 1
    else
      reach = reach + 1
      if g > worst then worst = g end
      if ng > nearest then nearest = ng end
    end
  end
  local r = { lines = lines }
  if reach == 0 then
    r.state, r.grade = "Blocked", T.BLOCK
  elseif blocked == 0 and worst == 0 then
    r.state, r.grade = "Clear", 0
  else
    r.state = "Obstructed"
    local g = cv.options.obstruction == "nearest" and nearest or worst
    if blocked > 0 and g < T.HEAVY then g = T.HEAVY end -- partly hidden
    if g == 0 then g = T.LIGHT end
    r.grade = g
  end
  return r
end

-- The line of sight from unit u to unit t (a circle { x, y, r } with its
-- height z instead of a unit: a spot).
function L.check(u, t, tz, pieces)
  local skip = { [u] = true }
  local b, zb
  if type(t) == "table" then
    b, zb = t, tz or 0
  else
    skip[t] = true
    b = lib.circle(t)
    zb = select(3, lib.pos(t))
  end
  return L.between(lib.circle(u), select(3, lib.pos(u)), b, zb, skip, pieces)
end

-- Is the line of sight from unit u to t not Blocked?
function L.sees(u, t, pieces) return L.check(u, t, nil, pieces).state ~= "Blocked" end

-- Keeps the lines of the line of sight last checked for an action, so the
-- board draws them (game variable 'los_last': "ax ay bx by grade;...").
function L.record(r)
  local parts = {}
  for _, ln in ipairs(r.lines) do parts[#parts + 1] = table.concat(ln, " ", 1, 5) end
  cv.set_var(cv.GAME, "los_last", table.concat(parts, ";"), "quiet")
end

-- The lines kept by L.record, as { { ax, ay, bx, by, grade } ... }.
function L.last()
  local s = cv.var(cv.GAME, "los_last")
  local out = {}
  if type(s) ~= "string" then return out end
  for part in s:gmatch("[^;]+") do
    local ln = {}
    for n in part:gmatch("%-?%d+") do ln[#ln + 1] = tonumber(n) end
    if #ln == 5 then out[#out + 1] = ln end
  end
  return out
end

return L
