-- Doomtrooper: `why CARD` (cv.explain) names each adjustment of a rating
-- with its source: equipment, VEHICLEs, cover (issue 5).
local H = dofile(ROOT .. "/tests/doomtrooper/common.lua")
local function why(g, title) return g:query(string.format("cv.explain(%q)", title)) end

test("VEHICLES: why names the VEHICLE a warrior is inside; a warrior outside his VEHICLE gets nothing from it", function()
  local g = H.pos("missing_vehicle")
  local w = why(g, "Mitch Hunter")
  ok(w:find("armor: printed 7\n    +2 from Capitol Airship [3]\n    = 9", 1, true), w)
  local r = why(g, "Venusian Ranger")
  ok(not r:find("Hussar Tank", 1, true), r)
end)

test("Seek / Exit cover: why names the +3 Armor of a warrior in cover", function()
  local g = H.pos("all_in_cover")
  local w = why(g, "Venusian Ranger")
  ok(w:find("+3 from rule: Seek / Exit cover (+3 Armor in cover)", 1, true), w)
end)
