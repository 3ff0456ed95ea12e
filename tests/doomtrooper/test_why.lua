-- Doomtrooper: `why CARD` (g:why, cvaux.h's cv_aux_explain) names each adjustment of a rating
-- with its source: equipment, VEHICLEs, cover (issue 5).
local H = dofile(ROOT .. "/tests/doomtrooper/common.lua")
local function why(g, title) return g:why(title) end

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

test("Step Three: Discard: the card discarded face down is named in Mike's log, not in Nick's ('You do not have to reveal which card you discarded')", function()
  local g = H.pos("discard_step")
  g:choose("discard Violator Sword")
  ok(H.find(g, "Violator Sword", "discard", 1) > 0, "in Mike's discard pile")
  has(g:log(1), "Violator Sword [3] moves from Mike's hand to Mike's discard")
  hasnt(g:log(2), "Violator Sword")
  has(g:log(2), "a card moves from Mike's hand to Mike's discard")
  has(g:log(), "Violator Sword [3] moves from Mike's hand to Mike's discard", "a judge sees it all")
end)

test("Step One: Draw: the cards a player draws are named only in his own log", function()
  local g = H.pos("discard_step")
  g:choose("discard nothing") -- Nick's turn: he draws to 7
  has(g:log(2), "Necromutant [5] moves from Nick's draw to Nick's hand")
  hasnt(g:log(1), "Necromutant [5] moves from Nick's draw")
  has(g:log(1), "a card moves from Nick's draw to Nick's hand")
end)

test("Immunity: why names the spell behind each modifier with its kind and duration, and shows it off against an ART IMMUNE opponent", function()
  local g = H.pos("improve_self_alakhai")
  g:choose("cast Improve Self with Brotherhood Mystic")
  local w = why(g, "Brotherhood Mystic")
  ok(w:find("fight: printed 2\n    +2 from Improve Self [1] (art) until the end of the turn\n    = 4", 1, true), w)
  g:choose("attack with Brotherhood Mystic")
  g:choose("fight")
  w = why(g, "Brotherhood Mystic")
  ok(w:find("fight: printed 2\n    (+2 from Improve Self [1] (art) until the end of the turn: off for this card)\n    = 2", 1, true), w)
  -- the modifiers are the kernel's: one per stat, gone at the end of the turn
  eq(g:query("#cv.modifiers_of(" .. H.find(g, "Brotherhood Mystic", "squad", 1) .. ")"), "3", "three modifiers")
  eq(g:query("(function() for k in pairs(cv.vars_of(" .. H.find(g, "Brotherhood Mystic", "squad", 1) ..
    ")) do if k:find('fx') then return k end end return 'none' end)()"), "none", "no fx variables")
end)
