-- Warzone Eternal: what people see: the summary lines of `state` and
-- `view` (R.describe), each unit's values (R.card_values: where it stands,
-- its counters, the nearest enemy and the line of sight to it) and the
-- table as a picture (R.board: `show board FILE.svg`). All of it only
-- reads the game.

local cv, ipairs = cv, ipairs
local B = {}
local ns, lib, T, L, C

function B.init(n) ns, lib, T, L, C = n, n.lib, n.T, n.L, n.C end

-- The summary: the turn, the Initiative, VPs and Pass counters, the
-- objectives, the table, the unit being activated.
function B.describe()
  local lines = {}
  local parts = {}
  for s = 1, cv.nplayers() do
    local t = string.format("%s %d VP, %d on the table", cv.player_name(s), lib.vp(s), #lib.units(s))
    local r = #cv.zone("reserve", s)
    if r > 0 then t = t .. ", " .. r .. " to deploy" end
    local pass = cv.pool(cv.player(s), "pass")
    if pass > 0 then t = t .. ", " .. pass .. " Pass counter" .. (pass > 1 and "s" or "") end
    local faith = lib.faith(s)
    if faith > 0 then t = t .. ", Faith Pool " .. faith end
    parts[#parts + 1] = t
  end
  local ini = lib.initiative()
  lines[1] = "Warzone Eternal: " .. table.concat(parts, "; ") ..
    (ini and ("; Initiative: " .. cv.player_name(ini)) or "")
  local tc = T.card()
  local objs = {}
  for _, o in ipairs(T.objectives()) do
    objs[#objs + 1] = o.i .. " (" .. lib.inches(o.x) .. ", " .. lib.inches(o.y) .. ")" .. (o.seat and (" held by " .. cv.player_name(o.seat)) or "")
  end
  lines[2] = "table: " .. (tc and cv.def(tc).title or "none") .. (#objs > 0 and ("; objectives " .. table.concat(objs, ", ")) or "")
  local a = lib.active_unit()
  if a and lib.alive(a) then lines[3] = "activated: " .. cv.name(a) .. " at " .. lib.where_text(a) end
  local clouds = cv.zone("markers")
  if #clouds > 0 then
    local cs = {}
    for _, m in ipairs(clouds) do
      cs[#cs + 1] = cv.name(m) .. " at (" .. lib.inches(cv.var(m, "x") or 0) .. ", " .. lib.inches(cv.var(m, "y") or 0) .. ") r " .. lib.inches(cv.var(m, "r") or 0)
    end
    lines[#lines + 1] = "clouds and smoke: " .. table.concat(cs, ", ")
  end
  return table.concat(lines, "\n")
end

-- A unit's values: where it stands, its counters, W, and the nearest
-- enemy with the gap and the line of sight to it.
function B.card_values(c)
  local d = cv.def(c)
  if d.kind == "cloud" or d.kind == "smoke" then
    return { { "at", "(" .. lib.inches(cv.var(c, "x") or 0) .. ", " .. lib.inches(cv.var(c, "y") or 0) .. ")" },
      { "radius", lib.inches(cv.var(c, "r") or 0) } }
  end
  if d.kind ~= "unit" or not lib.alive(c) then return nil end
  local out = { { "at", lib.where_text(c) } }
  out[#out + 1] = { "W", lib.wounds(c) .. "/" .. lib.stat(c, "w") }
  for _, k in ipairs({ "pinned", "reload", "activation", "reaction", "entrenched" }) do
    local n = cv.pool(c, k)
    if n > 0 then out[#out + 1] = { k, n } end
  end
  if cv.var(c, "climb_h") then out[#out + 1] = { "climbing", lib.inches(cv.var(c, "climb_h")) } end
  if lib.engaged(c) then out[#out + 1] = { "engaged", "yes" } end
  local e, g = lib.nearest(c, lib.enemies(c))
  if e then
    out[#out + 1] = { "nearest enemy", cv.name(e) .. " " .. lib.inches(g) .. " " .. L.check(c, e).state }
  end
  return out
end

local SEAT_COLOUR = { "blue", "red" }
local GRADE_COLOUR = { [0] = "white", "green", "yellow", "magenta" }

-- The table as a plane: the Deployment Areas, the terrain (coloured by its
-- obstruction: green Light, yellow Heavy, white blocking), the objectives,
-- the clouds and smoke, each unit (blue seat 1, red seat 2; bold: the one being
-- activated) and the lines of sight last checked.
function B.board(viewer)
  local tc = T.card()
  if not tc then return nil end
  local w, h = T.size()
  local shapes = {}
  for _, a in ipairs(T.areas()) do
    shapes[#shapes + 1] = { polygon = a.polygon, text = a.name, colour = "dim" }
  end
  for _, p in ipairs(T.pieces()) do
    local col = p.grade >= T.BLOCK and "white" or (p.grade == T.HEAVY and "yellow" or (p.grade == T.LIGHT and "green" or "dim"))
    if p.traits.Dangerous then col = "magenta" end
    shapes[#shapes + 1] = { polygon = p.poly, text = (p.name or "terrain") .. " " .. lib.inches(p.height), colour = col }
  end
  for _, o in ipairs(T.objectives()) do
    shapes[#shapes + 1] = { circle = { o.x, o.y, o.r }, text = "O" .. o.i, colour = o.seat and SEAT_COLOUR[o.seat] or "cyan" }
  end
  for _, m in ipairs(cv.zone("markers")) do
    local smoke = cv.def(m).kind == "smoke"
    shapes[#shapes + 1] = { circle = { cv.var(m, "x") or 0, cv.var(m, "y") or 0, cv.var(m, "r") or 0 }, text = smoke and "smoke" or "cloud",
      colour = smoke and "white" or "magenta" }
  end
  local active = lib.active_unit()
  for _, u in ipairs(lib.all_units()) do
    local x, y = lib.pos(u)
    shapes[#shapes + 1] = { circle = { x, y, lib.radius(u) }, text = tostring(u),
      colour = u == active and "bold" or SEAT_COLOUR[cv.owner(u)] }
  end
  for _, ln in ipairs(L.last()) do
    shapes[#shapes + 1] = { segment = { { ln[1], ln[2] }, { ln[3], ln[4] } }, colour = GRADE_COLOUR[ln[5]] or "white" }
  end
  local names = {}
  for s = 1, cv.nplayers() do names[#names + 1] = SEAT_COLOUR[s] .. ": " .. cv.player_name(s) end
  return { plane = { width = w, height = h, shapes = shapes },
    legend = cv.def(tc).title .. " (36\" = " .. w .. " units); " .. table.concat(names, ", ") ..
      "; terrain: green Light, yellow Heavy (Cover), white blocks sight, magenta Dangerous; a unit's number is its id" }
end

return B
