-- Warzone Eternal: MELEE ATTACKS.
local W = dofile(ROOT .. "/tests/warzone/common.lua")

test("MELEE ATTACKS: a Strike's TN is CC + the weapon's + DEF + 1 for each other friend engaged with the enemy; its DAM ST + the weapon's + 1 each", function()
  -- two Free Marines engaged with an Undead Legionnaire (DEF +1)
  local g = W.game{ dice = "16 10",
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } }, { "Free Marines Trooper", ref = "c", at = { 11182, 11182 }, activation = 1 } },
    bob = { { "Undead Legionnaire", ref = "b", at = { 10000, 11182 } } } }
  g:choose("Strike Undead Legionnaire [3] with Punisher Shortsword")
  has(g:log(), "TN 16 (CC 13, DEF +1, weapon +1, friends engaged +1)")
  has(g:log(), "a hit")
  has(g:log(), "Armor Test of Undead Legionnaire [3]: TN 4 (AR 18, DAM 14)", "ST 6 + 7 + 1")
end)

test("MELEE ATTACKS: Strikes only at engaged enemies; a natural 1 is a critical hit; a roll at or above the Critical Failure value pins the striker", function()
  local g = W.game{ dice = "1 1 1",
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", ref = "b", at = { 10000, 11182 } } } }
  g:choose("Strike Undead")
  has(g:log(), "a critical hit (x1 Damage Multiplier)")
  has(g:log(), "Armor Test 2 of 2")
  g = W.game{ dice = "20",
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", ref = "b", at = { 10000, 11182 } } } }
  g:choose("Strike Undead")
  has(g:log(), "a miss and a critical failure")
  eq(W.pool(g, "a", "pinned"), 1, "a Pinned counter for the striker")
end)

test("MELEE ATTACKS: a unit may Move away when in base contact (the enemy may make a Parting Blow)", function()
  local g = W.game{ ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Undead Legionnaire", ref = "b", at = { 10000, 11182 } } } }
  has(g:options(), "Move away from Undead Legionnaire")
end)
