-- Halo: `why CARD` (g:why, cvaux.h's cv_aux_explain) names each adjustment of a value with its
-- source, as a judge needs (issue 5: "each modifier with its source").
local function why(g, title) return g:why(title) end

test("Playing possessions and artifacts: why Master Chief names the BR55 Battle Rifle he bears (+2 strength)", function()
  local g = game{ rules = "halo", position = "tests/halo/positions/sec_possessions.lua" }
  local w = why(g, "Master Chief")
  ok(w:find("strength: printed 8\n    +2 from BR55 Battle Rifle [7]\n    = 10", 1, true), w)
  hasnt({ w }, "from the rules")
end)

test("Modifiers: a card's modifier is named with its duration in why", function()
  local g = game{ rules = "halo", position = "tests/halo/positions/mobuto_two_veterans.lua" }
  g:choose("assign Master Chief [5] to Elite Veteran [9]")
  g:choose("done assigning")
  g:choose("Master Chief [5]") -- Bob's leftover Veteran: one skirmish
  g:choose("use Master Chief")
  local w = why(g, "Master Chief")
  ok(w:find("strength: printed 8\n    +2 from Master Chief [5]: skirmish until the end of the skirmish\n    = 10", 1, true), w)
end)
