-- Doomtrooper: Step Two: Actions and the actions (rulebook sections named).
local H = dofile(ROOT .. "/tests/doomtrooper/common.lua")

test("Muster Warrior: Mike musters the Venusian Ranger for 4 Destiny Points as his first action, two actions left", function()
  local g = H.pos("muster_ranger")
  g:choose("muster Venusian Ranger")
  eq(H.dp(g, 1), 1, "5 - 4 Destiny Points")
  ok(H.find(g, "Venusian Ranger", "squad", 1) > 0, "the Ranger is in Mike's Squad")
  has(g:options(), "meditate")
  ok(g:prompt():find("2 left") ~= nil, "two actions left: " .. g:prompt())
  hasnt(g:options(), "muster Infantry (2 DP)") -- 1 DP left
end)

test("Meditate: one Destiny Point per action, three actions a turn", function()
  local g = H.pos("muster_ranger")
  g:choose("meditate") g:choose("meditate") g:choose("meditate")
  eq(H.dp(g, 1), 8, "5 + 3")
  eq(g:prompt(), "Discard a card?", "the Actions step is over after three")
end)

test("Step Two: Actions, Special: no Tactical Action on a player's first turn", function()
  local g = H.pos("first_turn")
  hasnt(g:options(), "attack with")
  hasnt(g:options(), "sabotage")
  has(g:options(), "meditate")
end)

test("Attack (Tactical Action): the attack is the last action; unused actions are lost", function()
  local g = H.pos("gallagher_nepharite")
  g:choose("meditate")
  g:choose("attack with Sean Gallagher")
  g:choose("fight")
  g:choose_any("Promotion") -- Mike's points for Sean
  eq(g:prompt(), "Discard a card?", "no action after the attack")
end)

test("Sabotage (Tactical Action): half the warrior's Value rounded up, only against a player with no combatant", function()
  -- "you earn a number of points equal to one-half the modified Value (V) of
  -- your sabotaging warrior (rounded up)": the Sea Lions' V3 earns 2.
  local g = H.pos("sabotage")
  has(g:options(), "sabotage Nick with Sea Lions")
  g:choose("sabotage Nick with Sea Lions")
  has(g:options(), "2 Promotion, 0 Destiny") -- 3 / 2 = 1.5, rounded up to 2
  hasnt(g:options(), "3 Promotion")
  g:choose("1 Promotion, 1 Destiny")
  eq(H.pp(g, 1), 1, "Promotion") eq(H.dp(g, 1), 1, "Destiny")
  eq(g:prompt(), "Discard a card?", "a Tactical Action ends the actions")
  eq(g:query("cv.var(cv.player(1), 'sabotaged:2')"), "1", "Nick was sabotaged this turn")
  -- "If a player has no warriors in play that may participate in combat at
  -- all": Nick's Nepharite may, so Mike may not sabotage him.
  local g2 = H.pos("gallagher_nepharite")
  has(g2:options(), "attack with Sean Gallagher")
  hasnt(g2:options(), "sabotage")
end)

test("Sabotage (Tactical Action): a card that prevents it makes it fail", function()
  local g = H.pos("sabotage_alert")
  g:choose("sabotage Nick")
  g:choose("play Security Alert")
  eq(H.pp(g, 1) + H.dp(g, 1), 0, "no points")
  has(g:log(), "the sabotage by")
end)

test("Seek / Exit cover: +3 Armor, not the last warrior out of cover, no attack after exiting", function()
  local g = H.pos("cover")
  local r = H.find(g, "Venusian Ranger", "squad", 1)
  g:choose("seek cover: Venusian Ranger")
  eq(H.num(g, "rules.armor(" .. r .. ")"), 8, "5 + 3 in cover")
  hasnt(g:options(), "seek cover: Infantry")
  hasnt(g:options(), "attack with Venusian Ranger")
  g:choose("exit cover: Venusian Ranger")
  hasnt(g:options(), "attack with Venusian Ranger")
  has(g:options(), "attack with Infantry")
end)

test("Seek / Exit cover: when all your warriors are in cover, the next action must be Exit Cover", function()
  local g = H.pos("all_in_cover")
  for _, o in ipairs(g:options()) do
    ok(o:find("exit cover") or o:find("end actions"), "only Exit Cover: " .. o)
  end
end)

test("Transfer Warrior: no Transfer before any warrior entered an Outpost", function()
  local g = H.pos("transfer_closed")
  hasnt(g:options(), "transfer")
end)

test("Transfer Warrior: an opponent's Outpost warrior obliges a Transfer; once per turn; no mixing; a VEHICLE costs two actions", function()
  local g = H.pos("transfer")
  -- the spies rule: only transfers to the Outpost are offered
  has(g:options(), "transfer Venusian Ranger to the outpost")
  hasnt(g:options(), "meditate")
  g:choose("transfer Venusian Ranger")
  -- a Doomtrooper is in the Outpost: no Dark Legion may join it
  hasnt(g:options(), "transfer Necromutant")
  hasnt(g:options(), "transfer Venusian Ranger") -- once per turn
  g:choose("equip Mitch Hunter with Hussar Tank")
  g:choose("outside")
  eq(g:prompt():find("1 left") ~= nil, true, g:prompt())
  hasnt(g:options(), "transfer Mitch Hunter") -- 2 actions needed, 1 left
end)

test("Equip Warrior: one ARMOR, Relics unique in play, a VEHICLE placed inside or outside", function()
  local g = H.pos("equipment")
  hasnt(g:options(), "equip Venusian Ranger with Combat Armor")
  hasnt(g:options(), "Relic of the Cardinal")
  g:choose("equip Venusian Ranger with Hussar Tank")
  g:choose("inside")
  local r = H.find(g, "Venusian Ranger", "squad", 1)
  eq(H.num(g, "rules.shoot(" .. r .. ")"), 9, "6 + 3 inside the tank")
  eq(H.num(g, "rules.armor(" .. r .. ")"), 10, "5 + 2 armor + 3 tank")
  hasnt(g:options(), "Capitol Airship") -- one VEHICLE
  eq(H.dp(g, 1), 3, "the tank cost 2 D")
end)

test("Enter / Exit Vehicle: one action each; inside an AIRSHIP no Fight combat", function()
  local g = H.pos("vehicle")
  g:choose("attack with Mitch Hunter") -- the one Defender is taken without asking
  -- Fight is not offered: only Shoot, taken without asking; the Ezoghoul
  -- (Shoot -) could not be attacked at all
  has(g:log(), "standing: Mitch Hunter [1] shoot 11")
  local g2 = H.pos("vehicle")
  hasnt(g2:options(), "seek cover: Mitch") -- inside a VEHICLE
  g2:choose("exit vehicle")
  ok(g2:prompt():find("2 left") ~= nil, "exiting cost an action")
  g2:choose("enter vehicle")
  ok(g2:prompt():find("1 left") ~= nil, "entering cost another")
  has(g2:options(), "exit vehicle") -- "as many times it wants during a turn"
end)

test("Wrangle Beast: only a warrior in the Outpost; its modifiers; no voluntary Transfer out", function()
  local g = H.pos("beast")
  hasnt(g:options(), "wrangle Dark Eden Warhorse for Necromutant")
  g:choose("wrangle Dark Eden Warhorse for Templar Warrior")
  local t = H.find(g, "Templar Warrior", "outpost", 1)
  eq(H.num(g, "rules.fight(" .. t .. ")"), 8, "6 + 2")
  eq(H.num(g, "rules.value(" .. t .. ")"), 5, "4 + 1")
  -- no voluntary Transfer out: the Ranger rides a Beast, the Infantry beside it does not
  local g2 = H.pos("missing_beast")
  has(g2:options(), "transfer Infantry to the squad")
  hasnt(g2:options(), "transfer Venusian Ranger")
end)

test("Build Fortification: one copy per player; Establish Warzone; the Defender's Warzone replaces Fortifications", function()
  local g = H.pos("fort_warzone")
  g:choose("build Bunker in the kohort")
  hasnt(g:options(), "build Bunker")
  local n = H.find(g, "Necromutant", "kohort", 1)
  eq(H.num(g, "rules.armor(" .. n .. ")"), 6, "Bunker +1 A")
  g:choose("attack with Necromutant")
  g:choose("shoot")
  g:choose("defend from Venusian Jungle")
  -- Ranger: 5 A + 2 (Jungle), Bunker not used; Necromutant 5 A, own Bunker off too
  has(g:log(), "shoot 5 against Armor 7")
  has(g:log(), "shoot 6 against Armor 5")
end)

test("Bestow Dark Symmetry: MINOR GIFT on Dark Legion, MINOR HERETIC GIFT on a HERETIC, MAJOR GIFT on a FOLLOWER; Bestow Ki Power on Mishima", function()
  local g = H.pos("gifts")
  has(g:options(), "bestow Distort on Necromutant") -- a FOLLOWER OF ALGEROTH
  hasnt(g:options(), "bestow Distort on Undead Legionnaire")
  hasnt(g:options(), "bestow Heretic's Cloak on Necromutant")
  has(g:options(), "bestow Heretic's Cloak on Heretic")
  has(g:options(), "bestow Ki of the Tiger on Mishima Samurai")
  g:choose("bestow Dark Strength on Undead Legionnaire")
  local u = H.find(g, "Undead Legionnaire", "kohort", 1)
  eq(H.num(g, "rules.fight(" .. u .. ")"), 5, "3 + 2")
  hasnt(g:options(), "bestow Dark Strength") -- no second copy... only one in hand anyway
end)

test("Assign Mission: no duplicate on one warrior; fulfilled when its warrior kills a Dark Legion warrior, then discarded", function()
  local g = H.pos("mission")
  g:choose("proclaim Brotherhood Alliance") -- Proclaim Alliance: no action
  ok(g:prompt():find("3 left") ~= nil, "no action spent: " .. g:prompt())
  hasnt(g:options(), "proclaim")
  g:choose_any("assign Search and Destroy")
  hasnt(g:options(), "assign Search and Destroy")
  g:choose("attack with Sean Gallagher")
  g:choose("fight")
  g:choose("3 Promotion, 0 Destiny")        -- the mission (its trigger resolves first)
  g:choose("2 Promotion, 0 Destiny")        -- the Legionnaire's Value
  eq(H.pp(g, 1), 5, "2 + 3")
  has(g:log(), "Search and Destroy [")
  eq(H.count(g, "discard", 1), 1, "the mission is discarded")
end)

test("Transfer Warrior: Tainted keeps a Doomtrooper in the Outpost; Dark Visitation forces it to the Kohort", function()
  local g = H.pos("heretics")
  g:choose("play Dark Visitation")
  g:choose("Infantry")
  for _, o in ipairs(g:options()) do
    ok(o:find("transfer Infantry") or o:find("end actions"), "only the forced transfer: " .. o)
  end
  g:choose("transfer Infantry")
  ok(H.find(g, "Infantry", "kohort", 1) > 0, "in the Kohort")
  g:choose("play Tainted") -- the only pure Doomtrooper left: the Ranger
  local r = H.find(g, "Venusian Ranger", "outpost", 1)
  eq(g:query("rules.is_doomtrooper(" .. r .. ") and rules.is_legion(" .. r .. ")"), "true", "both")
  has(g:options(), "meditate") -- no forced transfer: a Tainted Doomtrooper may stay
end)

test("Multi-Player Games: Option 2: Primary Targets - a Secondary Target costs 2 Destiny Points", function()
  local g = H.pos("primary", { "multiplayer=primary" })
  g:choose("attack with Venusian Ranger")
  g:choose("Centurion")
  g:choose("fight")
  eq(H.dp(g, 1) >= 0, true)
  has(g:log(), "pays 2 Destiny Points to attack a Secondary Target")
end)
