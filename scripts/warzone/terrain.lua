-- Warzone Eternal: the table and its terrain (TERRAIN, DEPLOYMENT): the
-- table card in the shared zone 'battlefield' (cards/warzone/table_*.lua)
-- holds the terrain pieces (polygons with a height, an obstruction and
-- traits), the two Deployment Areas, the objectives and named marks. What
-- changes in play is in game variables: destroyed_N (piece N destroyed),
-- structure_N (its damage), mount_N (its Weapon Mount used this turn),
-- objective_N (the seat controlling objective N).

local cv, ipairs = cv, ipairs
local T = {}
local ns, lib

function T.init(n) ns, lib = n, n.lib end

-- The obstruction grades of a line of sight (los.lua): none, Light and
-- Heavy Obstruction, Blocked.
T.CLEAR, T.LIGHT, T.HEAVY, T.BLOCK = 0, 1, 2, 3
local GRADE = { light = 1, heavy = 2, block = 3 }

-- The table card (the first card of the shared zone 'battlefield'), or nil.
function T.card() return cv.zone("battlefield")[1] end

-- The table's definition (an empty table when there is none).
local EMPTY = { terrain = {}, areas = {}, objectives = {}, marks = {} }
function T.def()
  local c = T.card()
  return c and cv.def(c) or EMPTY
end

-- The table's width and height in units (default 36" square).
function T.size()
  local d = T.def()
  return d.width or 36000, d.height or 36000
end

-- A piece of terrain as the rules read it: { i, name, poly, height,
-- grade (T.LIGHT ...), traits = { Name = X or true }, zone, dense, solid }.
local function piece(i, p)
  local t = { i = i, name = p.name, poly = p.polygon, height = p.height or 0, traits = {} }
  for _, s in ipairs(p.traits or {}) do
    local n, x = lib.parse_special(s)
    t.traits[n] = x == nil and true or x
  end
  t.zone = t.traits.Zone ~= nil
  t.dense = t.traits.Zone == "Dense"
  t.solid = not t.zone
  t.grade = GRADE[p.obstruction or ""] or 0
  if t.traits.Cover and t.grade < T.HEAVY then t.grade = T.HEAVY end -- Cover: Heavy Obstruction
  t.ar, t.w = p.ar, p.w
  return t
end

-- The pieces still on the table (a destroyed piece is gone), in order.
function T.pieces()
  local out = {}
  for i, p in ipairs(T.def().terrain or {}) do
    if not cv.var(cv.GAME, "destroyed_" .. i) then out[#out + 1] = piece(i, p) end
  end
  return out
end

-- Piece i (destroyed or not).
function T.piece(i) return piece(i, T.def().terrain[i]) end

-- Piece p's name for people: "Bunker (terrain 2)".
function T.name(p) return (p.name or "terrain") .. " (terrain " .. p.i .. ")" end

-- Does a base (circle {x, y, r}) touch or overlap piece p? A Zone's traits
-- apply to the entire Zone, so a base in a Zone touches it too (TERRAIN: Zone).
function T.touches(circle, p) return ns.G.within(circle, p.poly, lib.CONTACT) end

-- The pieces unit c is in base contact with (or in), among 'pieces'.
function T.touching(c, pieces)
  local out, circle = {}, lib.circle(c)
  for _, p in ipairs(pieces or T.pieces()) do
    if T.touches(circle, p) then out[#out + 1] = p end
  end
  return out
end

-- The pieces unit c touches that have trait 'name'.
function T.touching_trait(c, name, pieces)
  local out = {}
  for _, p in ipairs(T.touching(c, pieces)) do
    if p.traits[name] ~= nil then out[#out + 1] = p end
  end
  return out
end

-- The height of the ground at (x, y): the highest solid piece the point is
-- in, 0 outside every one.
function T.surface(x, y, pieces)
  local h = 0
  for _, p in ipairs(pieces or T.pieces()) do
    if p.solid and p.height > h and ns.G.point_in_poly(x, y, p.poly) > 0 then h = p.height end
  end
  return h
end

-- The solid piece whose polygon holds (x, y) and which is Enclosed, or nil.
function T.enclosed_at(x, y, pieces)
  for _, p in ipairs(pieces or T.pieces()) do
    if p.traits.Enclosed and ns.G.point_in_poly(x, y, p.poly) == 2 then return p end
  end
  return nil
end

-- The Enclosed piece unit c is inside, or nil.
function T.inside(c)
  local x, y = lib.pos(c)
  return T.enclosed_at(x, y)
end

-- Is unit c in base contact with a Rough piece (TERRAIN: Rough), unless it
-- ignores Rough ground (Trailblaze)?
function T.rough(c, pieces)
  if ns.A.ignores(c, "rough") then return false end
  return #T.touching_trait(c, "Rough", pieces) > 0
end

-- ---- Deployment Areas, objectives, marks ---------------------------------------------

-- The Deployment Areas: { { name =, polygon = } ... }.
function T.areas() return T.def().areas or {} end

-- Is base circle wholly within polygon poly (DEPLOYMENT: "fully within")?
function T.within(circle, poly)
  local G = ns.G
  if G.point_in_poly(circle[1], circle[2], poly) == 0 then return false end
  return G.within({ circle[1], circle[2], 0 }, poly, -circle[3])
end

-- The objectives: { { i, x, y, r, seat } }: seat controls it (nil: nobody).
function T.objectives()
  local out = {}
  for i, o in ipairs(T.def().objectives or {}) do
    out[#out + 1] = { i = i, x = o[1], y = o[2], r = lib.OBJECTIVE_R, seat = cv.var(cv.GAME, "objective_" .. i) }
  end
  return out
end

-- The named marks of the table: { { name, x, y } } in the order printed.
function T.marks()
  local out = {}
  for _, m in ipairs(T.def().marks or {}) do out[#out + 1] = { name = m.name, x = m.at[1], y = m.at[2] } end
  return out
end

-- ---- Destructible and Weapon Mount ----------------------------------------------------

-- Destroys piece p (TERRAIN: Destructible): it leaves the table.
function T.destroy(p)
  cv.set_var(cv.GAME, "destroyed_" .. p.i, true, "quiet")
  cv.log("%s is destroyed", T.name(p))
end

-- The Weapon Mounts unit c may use now (TERRAIN: Weapon Mount (X)): pieces
-- it touches with the trait whose mount is free this turn.
function T.mounts(c, pieces)
  local out = {}
  for _, p in ipairs(T.touching_trait(c, "Weapon Mount", pieces)) do
    if not cv.var(cv.GAME, "mount_" .. p.i) then out[#out + 1] = p end
  end
  return out
end

return T
