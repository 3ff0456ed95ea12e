-- Doomtrooper: Attack (Tactical Action), the eight steps, and the worked
-- examples of the rulebook.
local H = dofile(ROOT .. "/tests/doomtrooper/common.lua")

test("Attack (Tactical Action): Sean Gallagher (F10) fights the Nepharite of Ilian (A7, F8, SLAYER); the Nepharite is wounded, Sean killed", function()
  local g = H.pos("gallagher_nepharite")
  g:choose("attack with Sean Gallagher") -- the one Defender is taken
  g:choose("fight")
  has(g:log(), "fight 10 against Armor 7 (wounds)")
  has(g:log(), "fight 8 against Armor 8 (wounds)")
  -- AWARD POINTS: Mike chooses the split of Sean's Value 7
  g:choose("4 Promotion, 3 Destiny")
  eq(H.pp(g, 2), 4, "Mike's Promotion") eq(H.dp(g, 2), 5, "2 + 3 Destiny")
  eq(H.find(g, "Sean Gallagher", "discard", 1) > 0, true, "Slayer: Sean is killed outright")
  local n = H.find(g, "Nepharite of Ilian", "kohort", 2)
  eq(g:query("rules.wounded(" .. n .. ")"), "true", "CHANGE WARRIOR STATUS: the Nepharite is wounded")
end)

test("Immunity: Improve Self on Mike's Brotherhood warrior turns off in combat against Alakhai the Cunning (ART IMMUNITY)", function()
  local g = H.pos("improve_self_alakhai")
  local m = H.find(g, "Brotherhood Mystic", "squad", 1)
  g:choose("cast Improve Self with Brotherhood Mystic")
  eq(H.num(g, "rules.fight(" .. m .. ")"), 4, "2 + 2 before the combat")
  eq(H.dp(g, 1), 2, "1 D spent")
  g:choose("attack with Brotherhood Mystic")
  g:choose("fight")
  -- Modify Combat Ratings: Mike holds a combat card, so he is asked
  eq(g:prompt(), "combat action, or pass")
  eq(H.num(g, "rules.fight(" .. m .. ")"), 2, "Improve Self is off against Alakhai")
  eq(H.num(g, "rules.armor(" .. m .. ")"), 4, "Armor too")
  g:choose("pass")
  -- after the combat Improve Self is on again until the end of the turn
  eq(H.num(g, "rules.fight(" .. m .. ")"), 4, "on again after the combat")
  eq(g:query("rules.wounded(" .. m .. ")"), "true", "Alakhai F9 against Armor 4: wounded")
end)

test("Casting Spells of the Art: no Art spell during a combat against ART IMMUNITY", function()
  local g = game{ rules = "doomtrooper", position = "tests/doomtrooper/positions/improve_self_alakhai.lua" }
  g:choose("attack with Brotherhood Mystic")
  g:choose("fight")
  hasnt(g:options(), "Improve Self")
end)

test("Attack (Tactical Action): ANNOUNCE ATTACKER AND DEFENDER - the affiliation restrictions", function()
  local g = H.pos("affiliations")
  local function defenders(title, zone)
    local a = H.find(g, title, zone, 1)
    return g:query("(function() local t = {} for _, d in ipairs(rules.combat.defenders(" .. a ..
      ")) do t[#t+1] = cv.def(d).title end return table.concat(t, ',') end)()")
  end
  -- Bauhaus: not Bauhaus, never the Brotherhood, never a NON-COMBATANT, not an Outpost
  eq(defenders("Venusian Ranger", "squad"), "Trenchers,Centurion", "Bauhaus Ranger")
  eq(defenders("Inquisitor", "squad"), "Centurion", "the Brotherhood: only Dark Legion and Tribal")
  eq(defenders("Necromutant", "kohort"), "Bauhaus Blitzers,Brotherhood Mystic,Trenchers,Centurion", "Dark Legion: any")
  eq(defenders("Templar Warrior", "outpost"), "Rasputin Guardsman", "Outposts fight only Outposts")
  eq(defenders("Mercenary", "squad"), "Bauhaus Blitzers,Brotherhood Mystic,Trenchers,Centurion", "FREELANCER: any")
end)

test("First Strike / Strike First: the Pretorian Stalker strikes first; a killed opponent does not strike back", function()
  local g = H.pos("first_strike")
  g:choose("attack with Pretorian Stalker")
  g:choose("Infantry")
  g:choose("fight")
  has(g:log(), "strikes first: a hit")
  g:choose("2 Promotion, 0 Destiny")
  local s = H.find(g, "Pretorian Stalker", "kohort", 1)
  eq(g:query("rules.wounded(" .. s .. ")"), "false", "the Infantry never struck back")
end)

test("Attack (Tactical Action): the Defender in cover adds +3 Armor and stays in cover", function()
  local g = H.pos("cover")
  g:choose("seek cover: Venusian Ranger")
  g:choose("end actions") -- Mike has no card to discard
  -- Nick's turn: the Necromutant attacks the Ranger in cover
  g:choose("attack with Necromutant")
  g:choose("Venusian Ranger")
  g:choose("shoot")
  has(g:log(), "shoot 5 against Armor 8 (resisted)")
  local r = H.find(g, "Venusian Ranger", "squad", 1)
  eq(g:query("rules.in_cover(" .. r .. ")"), "true", "still in cover")
end)

test("Equip Warrior: WEAPONS - one WEAPON a combat, a FIGHT WEAPON has no effect in a Shoot combat", function()
  local g = H.pos("equipment")
  g:choose("attack with Venusian Ranger")
  g:choose("shoot")
  -- the Assault Rifle (SHOOT WEAPON) is the only weapon that fits: 6 + 2
  has(g:log(), "shoot 8 against Armor 3")
  local g2 = H.pos("equipment")
  g2:choose("attack with Venusian Ranger")
  g2:choose("fight")
  has(g2:log(), "fight 8 against Armor 3") -- 5 + 3 Violator Sword
end)

test("Slayer: a SLAYER kills any warrior it wounds", function()
  local g = H.pos("gallagher_nepharite")
  g:choose("attack with Sean Gallagher")
  g:choose("fight")
  has(g:log(), "is killed by Nepharite of Ilian")
end)
