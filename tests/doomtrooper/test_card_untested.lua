-- Card tests for cards no other test names: each exercises the card's game
-- text, set up by a position (tests/doomtrooper/positions/card_*.lua).

local function pos(name)
  return game{ rules = "doomtrooper", position = "tests/doomtrooper/positions/" .. name .. ".lua" }
end

test("Equip Warrior: Punisher Blade, a Brotherhood FIGHT/SHOOT WEAPON, goes to any Doomtrooper and serves in Fight and Shoot combats", function()
  local g = pos("card_punisher_blade")
  local r, blade = g:id("Venusian Ranger"), g:id("Punisher Blade")
  g:choose("equip Venusian Ranger with Punisher Blade")
  eq(g:eval("rules.weapons(" .. r .. ", 'fight')[1]"), blade, "a weapon in a Fight combat")
  eq(g:eval("rules.weapons(" .. r .. ", 'shoot')[1]"), blade, "a weapon in a Shoot combat")
  local b = g:eval("cv.def(" .. blade .. ").bonus"); eq(b.fight, 1, "+1 F"); eq(b.shoot, 1, "+1 S")
end)

test("Card data: Luna City Streets is a general warzone giving the Defender +1 S, +1 A", function()
  local g = pos("card_punisher_blade")
  local text = g:show("Luna City Streets")
  ok(text:find("Warzone: the Defender +1 S, +1 A.", 1, true), "its text")
  local bonus = g:eval("cv.def(" .. g:id("Luna City Streets") .. ").bonus")
  eq(bonus.shoot, 1, "+1 S")
  eq(bonus.armor, 1, "+1 A")
end)
