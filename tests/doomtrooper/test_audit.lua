-- Doomtrooper: audit tests for rules that were implemented but not tested.
-- Test names start with the rulebook section they check
-- (the Doomtrooper rulebook (gEngine Edition)); positions are audit_*.lua.
local H = dofile(ROOT .. "/tests/doomtrooper/common.lua")

local function id(g, title, zone, seat)
  local c = H.find(g, title, zone, seat)
  ok(c > 0, title .. " in " .. zone .. " of seat " .. seat)
  return c
end
local function q(g, fmt, ...) return g:query(string.format(fmt, ...)) end
-- Answers "pass" while the pending decision is a window (combat, prediscard, ...).
local function pass_windows(g)
  for _ = 1, 10 do
    if g:over() or not g:prompt():find("or pass", 1, true) then return end
    g:choose("pass")
  end
end

test("Seek / Exit cover: a wounded warrior may seek cover and stays wounded; in cover it may be attacked but may not attack", function()
  local g = H.pos("audit_cover_wounded")
  local r = id(g, "Venusian Ranger", "squad", 1)
  local n = id(g, "Necromutant", "kohort", 2)
  g:choose("seek cover: Venusian Ranger")
  eq(q(g, "rules.in_cover(%d)", r), "true", "in cover")
  eq(q(g, "rules.wounded(%d)", r), "true", "still wounded")
  hasnt(g:options(), "attack with Venusian Ranger")
  has(g:options(), "attack with Infantry")
  eq(q(g, "rules.combat.may_attack(%d, %d)", n, r), "true", "the Necromutant may attack it in cover")
  g:choose("exit cover: Venusian Ranger")
  eq(q(g, "rules.in_cover(%d)", r), "false", "out of cover")
  eq(q(g, "rules.wounded(%d)", r), "true", "still sideways: wounded")
end)

test("Casting Spells of the Art: Art spells may be cast by a warrior in cover", function()
  local g = H.pos("audit_art_cover")
  local m = id(g, "Brotherhood Mystic", "squad", 1)
  g:choose("cast Improve Self with Brotherhood Mystic")
  eq(H.num(g, "rules.fight(" .. m .. ")"), 4, "F 2 + 2")
  eq(H.num(g, "rules.armor(" .. m .. ")"), 9, "A 4 + 2 + 3 in cover")
  eq(H.dp(g, 1), 1, "1 D spent")
  eq(q(g, "rules.in_cover(%d)", m), "true", "still in cover")
end)

-- Ends the current player's turn: no more actions, every window passed,
-- nothing discarded; stops when the next player's turn begins.
local function end_turn(g)
  local who = g:query("rules.active_player()")
  for _ = 1, 20 do
    if g:over() or g:query("rules.active_player()") ~= who then return end
    local p = g:prompt()
    if p:find("or pass", 1, true) then g:choose("pass")
    elseif p == "Discard a card?" then g:choose("discard nothing")
    elseif p:find("^Action") then g:choose("end actions")
    else error("unexpected decision: " .. p) end
  end
end

test("Personality: a PERSONALITY that is killed may be brought back into play later", function()
  local g = H.pos("audit_personality_relic")
  hasnt(g:options(), "muster Sean Gallagher") -- Sean is in play
  g:choose("attack with Sean Gallagher")
  g:choose("fight")
  pass_windows(g)
  g:choose("7 Promotion, 0 Destiny") -- Nick: the SLAYER kills Sean (F8 against A8)
  ok(H.find(g, "Sean Gallagher", "discard", 1) > 0, "Sean Gallagher is killed")
  end_turn(g) -- Mike
  end_turn(g) -- Nick
  ok(g:prompt():find("^Action 1") ~= nil and g:seat() == 1, "Mike's next turn: " .. g:prompt())
  has(g:options(), "muster Sean Gallagher")
  g:choose("muster Sean Gallagher")
  ok(H.find(g, "Sean Gallagher", "squad", 1) > 0, "Sean Gallagher is back in the Squad")
end)

test("Equip Warrior: Relics are unique in play; copies of discarded Relics may enter play again later", function()
  local g = H.pos("audit_personality_relic")
  hasnt(g:options(), "Relic of the Cardinal") -- an identical Relic is in play
  g:choose("attack with Infantry")
  g:choose("fight")
  pass_windows(g)
  g:choose("2 Promotion, 0 Destiny") -- Nick: the Nepharite kills the Infantry (F8 against A 4 + 1)
  ok(H.find(g, "Relic of the Cardinal", "discard", 1) > 0, "the Relic is discarded with its warrior")
  end_turn(g) -- Mike
  end_turn(g) -- Nick
  has(g:options(), "equip Sean Gallagher with Relic of the Cardinal")
  local s = id(g, "Sean Gallagher", "squad", 1)
  g:choose("equip Sean Gallagher with Relic of the Cardinal")
  eq(H.num(g, "rules.armor(" .. s .. ")"), 9, "A 8 + 1")
end)

test("Sergeant: never assigned to another SERGEANT; one SERGEANT per group; re-assigned once the last of its group is killed", function()
  local g = H.pos("audit_sergeants")
  local o = g:options()
  has(o, "assign Sergeant Kohl to the Sea Lions")
  has(o, "assign Sergeant Kohl to the Bauhaus Blitzers")
  has(o, "assign Sergeant Jacobs to the Sea Lions")
  hasnt(o, "assign Sergeant Kohl to the Sergeant Jacobs") -- Value 5 < 6, but a SERGEANT
  hasnt(o, "assign Sergeant Jacobs to the Sergeant Kohl")
  g:choose("assign Sergeant Jacobs to the Sea Lions")
  hasnt(g:options(), "assign Sergeant Kohl to the Sea Lions") -- the group has its SERGEANT
  has(g:options(), "assign Sergeant Kohl to the Bauhaus Blitzers")
  hasnt(g:options(), "assign Sergeant Jacobs") -- permanent
  end_turn(g) -- Mike
  pass_windows(g) -- Nick's pre-draw: Mike could still assign Kohl
  -- Nick's Nepharite kills the wounded Sea Lions, the last of the group
  g:choose("attack with Nepharite of Ilian")
  g:choose("Sea Lions")
  g:choose("fight")
  pass_windows(g)
  g:choose("3 Promotion, 0 Destiny")
  ok(H.find(g, "Sea Lions", "discard", 1) > 0, "the Sea Lions are killed")
  local j = id(g, "Sergeant Jacobs", "squad", 1)
  eq(q(g, "cv.link(%d, 'assigned') == nil", j), "true", "the assignment ends with the group")
  local labels = g:query("(function() local t = {} for _, x in ipairs(rules.T.sergeant_options(1)) do " ..
    "t[#t + 1] = x.label end return table.concat(t, ';') end)()")
  ok(labels:find("assign Sergeant Jacobs to the Bauhaus Blitzers", 1, true) ~= nil, "Jacobs may be re-assigned: " .. labels)
end)

test("First Strike / Strike First: a Defender with FIRST STRIKE strikes first; a killed Attacker does not strike back", function()
  local g = H.pos("audit_first_strike")
  g:choose("attack with Necromutant")
  g:choose("fight")
  pass_windows(g)
  has(g:log(), "Shadow Walker [")
  has(g:log(), "strikes first: a hit")
  g:choose("4 Promotion, 0 Destiny") -- Nick: the Necromutant (V4) is killed
  ok(H.find(g, "Necromutant", "discard", 1) > 0, "the wounded Necromutant is killed first")
  ok(H.find(g, "Shadow Walker", "squad", 2) > 0, "the wounded Shadow Walker survives: no strike back (F5 >= A4 would have killed it)")
end)

test("First Strike / Strike First: two warriors with FIRST STRIKE negate each other; the combat is resolved as normal", function()
  local g = H.pos("audit_first_strike")
  local s = id(g, "Pretorian Stalker", "kohort", 1)
  g:choose("attack with Pretorian Stalker")
  g:choose("fight")
  pass_windows(g)
  g:choose("5 Promotion, 0 Destiny") -- Mike: the Shadow Walker (V5)
  hasnt(g:log(), "strikes first")
  ok(H.find(g, "Shadow Walker", "discard", 2) > 0, "the Shadow Walker is killed")
  eq(q(g, "rules.wounded(%d)", s), "true", "the Shadow Walker still struck: F6 against A6")
end)

test("VEHICLES: inside its VEHICLE a warrior gains no Fortification and the Hussar Tank restricts its WEAPONS; outside it uses both", function()
  local g = H.pos("audit_vehicle_fort")
  local r = id(g, "Venusian Ranger", "squad", 1)
  local i = id(g, "Infantry", "squad", 1)
  eq(H.num(g, "rules.armor(" .. r .. ")"), 8, "A 5 + 3 Tank, no Bunker")
  eq(H.num(g, "rules.armor(" .. i .. ")"), 5, "A 4 + 1 Bunker for the Infantry")
  g:choose("attack with Venusian Ranger")
  g:choose("shoot")
  has(g:log(), "shoot 9 against Armor 5") -- S 6 + 3 Tank; the Assault Rifle is restricted
  local g2 = H.pos("audit_vehicle_fort")
  g2:choose("exit vehicle: Venusian Ranger")
  eq(H.num(g2, "rules.armor(" .. r .. ")"), 6, "outside: A 5 + 1 Bunker")
  g2:choose("attack with Venusian Ranger")
  g2:choose("shoot")
  has(g2:log(), "shoot 8 against Armor 5") -- S 6 + 2 Assault Rifle
end)

test("Meditate: you may meditate even with no warriors in play", function()
  local g = H.pos("audit_no_warriors_yet")
  eq(H.num(g, "#rules.warriors(1)"), 0, "no warriors")
  g:choose("meditate")
  eq(H.dp(g, 1), 5, "4 + 1")
end)

test("Muster Warrior: a warrior may attack in the same turn in which it is Mustered", function()
  local g = H.pos("audit_no_warriors_yet")
  hasnt(g:options(), "attack with")
  g:choose("muster Venusian Ranger")
  has(g:options(), "attack with Venusian Ranger")
end)

test("Sabotage (Tactical Action): NONCOMBATANTS may not Sabotage", function()
  local g = H.pos("audit_sabotage_nc")
  has(g:options(), "sabotage Nick with Venusian Ranger")
  hasnt(g:options(), "sabotage Nick with Field Quartermaster")
end)

test("Attack (Tactical Action): a wounded warrior hit again is killed; when both warriors are killed both players earn points", function()
  local g = H.pos("audit_both_killed")
  g:choose("attack with Bauhaus Blitzers")
  g:choose("fight")
  pass_windows(g)
  -- F5 against A5 both ways: both wounded warriors are killed
  g:choose("4 Promotion, 0 Destiny") -- Mike, for the Centurion
  g:choose("1 Promotion, 3 Destiny") -- Nick, for the Blitzers
  ok(H.find(g, "Bauhaus Blitzers", "discard", 1) > 0, "the Blitzers are killed")
  ok(H.find(g, "Centurion", "discard", 2) > 0, "the Centurion is killed")
  eq(H.pp(g, 1), 4, "Mike's Promotion")
  eq(H.pp(g, 2), 1, "Nick's Promotion") eq(H.dp(g, 2), 3, "Nick's Destiny")
end)

test("Transfer Warrior: TRIBAL warriors may not Transfer; Doomtroopers and Dark Legion may each join Tribal warriors", function()
  local g = H.pos("audit_tribal_outpost")
  local o = g:options()
  hasnt(o, "transfer Templar Warrior")
  has(o, "transfer Venusian Ranger to the outpost")
  has(o, "transfer Necromutant to the outpost")
  g:choose("transfer Venusian Ranger to the outpost")
  ok(H.find(g, "Venusian Ranger", "outpost", 1) > 0 and H.find(g, "Templar Warrior", "outpost", 1) > 0,
    "a Doomtrooper and a Tribal warrior share the Outpost")
  hasnt(g:options(), "transfer Necromutant to the outpost") -- now a Doomtrooper is there
end)

test("Bestow Ki Power: a warrior that loses its Mishima affiliation keeps its Ki Powers, but no more may be attached", function()
  local g = H.pos("audit_ki_lost")
  local s = id(g, "Shadow Walker", "squad", 1)
  has(g:options(), "bestow Ki of the Crane on Shadow Walker")
  g:choose("play Dark Visitation")
  eq(q(g, "rules.affiliated(%d, 'mishima')", s), "false", "no longer Mishima")
  eq(H.num(g, "rules.fight(" .. s .. ")"), 8, "F 6 + 2: Ki of the Tiger kept")
  hasnt(g:options(), "bestow Ki of the Crane")
end)

test("Immunity: a warrior with COMPLETE SYMMETRY IMMUNITY may still be bestowed with Gifts; they do not affect it", function()
  local g = H.pos("audit_immune_gift")
  local a = id(g, "Attila III", "squad", 1)
  has(g:options(), "bestow Dark Strength on Attila III")
  g:choose("bestow Dark Strength on Attila III")
  local d = id(g, "Dark Strength", "squad", 1)
  eq(q(g, "cv.link(%d, 'bearer') == %d", d, a), "true", "attached")
  eq(H.num(g, "rules.fight(" .. a .. ")"), 7, "F 7: +2 F has no effect")
  eq(H.num(g, "rules.armor(" .. a .. ")"), 8, "A 8: +1 A has no effect")
end)

test("Proclaim Alliance: all Alliance cards are unique - not while an identical Alliance is in play", function()
  local g = H.pos("audit_alliance_unique")
  hasnt(g:options(), "proclaim Cybertronic Alliance") -- Nick's is in play
  has(g:options(), "proclaim Brotherhood Alliance")
  g:choose("proclaim Brotherhood Alliance")
  hasnt(g:options(), "proclaim") -- one Alliance per player
end)

test("Equip Warrior: a VEHICLE given to a warrior in cover is placed outside; in cover it may not enter the VEHICLE", function()
  local g = H.pos("audit_vehicle_cover")
  local r = id(g, "Venusian Ranger", "squad", 1)
  g:choose("equip Venusian Ranger with Hussar Tank")
  ok(g:prompt():find("^Action 2") ~= nil, "no inside/outside question: " .. g:prompt())
  local t = id(g, "Hussar Tank", "squad", 1)
  eq(q(g, "cv.var(%d, 'inside') == nil", t), "true", "outside")
  eq(H.num(g, "rules.shoot(" .. r .. ")"), 6, "no Tank bonus outside")
  hasnt(g:options(), "enter vehicle: Venusian Ranger")
  g:choose("exit cover: Venusian Ranger")
  has(g:options(), "enter vehicle: Venusian Ranger")
end)

test("Assassin: other warriors are still held by their affiliation restrictions when attacking an ASSASSIN", function()
  local g = H.pos("audit_assassin_target")
  local sw = id(g, "Shadow Walker", "squad", 2)
  local i = id(g, "Inquisitor", "squad", 1)
  local m = id(g, "Mishima Samurai", "squad", 1)
  eq(q(g, "rules.combat.may_attack(%d, %d)", i, sw), "false", "the Brotherhood attacks only Dark Legion and Tribal")
  eq(q(g, "rules.combat.may_attack(%d, %d)", m, sw), "false", "Mishima does not attack Mishima")
  eq(q(g, "rules.combat.may_attack(%d, %d)", sw, m), "true", "the ASSASSIN attacks Mishima")
end)

test("Freelancer: a FREELANCER may be attacked by any warrior, even Brotherhood", function()
  local g = H.pos("audit_assassin_target")
  local i = id(g, "Inquisitor", "squad", 1)
  local f = id(g, "Mercenary", "squad", 2)
  eq(q(g, "rules.combat.may_attack(%d, %d)", i, f), "true", "the Inquisitor attacks the Mercenary")
  has(g:options(), "attack with Inquisitor")
  g:choose("attack with Inquisitor") -- the Mercenary is the one Defender
  has(g:log(), "combat: Inquisitor [" .. i .. "] attacks Mercenary [" .. f .. "]")
end)

test("Step One: Draw: when both draw piles are empty and the Promotion totals are tied, play continues until one leads", function()
  local g = H.pos("audit_piles_tie")
  has(g:log(), "every draw pile is empty")
  ok(not g:over(), "a tie: the game goes on")
  g:choose("attack with Infantry")
  g:choose("fight")
  pass_windows(g)
  g:choose("1 Promotion, 1 Destiny") -- the Undead Legionnaire's Value 2
  ok(g:over(), "Mike leads 4 to 3")
  eq(g:result(), "Mike wins with 4 Promotion Points: the draw piles are empty")
end)

test("Wrangle Beast: a warrior with a Beast may be in cover and gains the effects of Fortifications", function()
  local g = H.pos("audit_beast_cover")
  local t = id(g, "Templar Warrior", "outpost", 1)
  eq(H.num(g, "rules.armor(" .. t .. ")"), 7, "A 5 + 1 Warhorse + 1 Bunker")
  g:choose("seek cover: Templar Warrior")
  eq(H.num(g, "rules.armor(" .. t .. ")"), 10, "+3 in cover")
  ok(H.find(g, "Dark Eden Warhorse", "outpost", 1) > 0, "the Beast stays")
end)

test("Bestow Dark Symmetry: never more than one copy of the same card on a Dark Legion warrior", function()
  local g = H.pos("audit_gift_copy")
  hasnt(g:options(), "bestow Dark Strength on Necromutant")
  has(g:options(), "bestow Dark Strength on Undead Legionnaire")
end)

test("Multi-Player Games: Option 2: Primary Targets - attacking your Primary Target (the player to your left) costs nothing", function()
  local g = H.pos("primary", { "multiplayer=primary" })
  g:choose("attack with Venusian Ranger")
  g:choose("Undead Legionnaire")
  hasnt(g:log(), "Secondary Target")
  eq(H.dp(g, 1), 2, "no Destiny Points paid")
end)

-- ---- fixes found by the audit ------------------------------------------------------------------

-- Plays on with fixed answers: muster 'title' once when offered, else end
-- actions, pass windows and keep cards; stops when the game is over.
local function play_on(g, title, limit)
  local mustered = false
  for _ = 1, limit or 200 do
    if g:over() then return end
    local opts = g:options()
    local pick = nil
    for i, o in ipairs(opts) do
      if title and not mustered and o:find("muster " .. title, 1, true) then pick = i; mustered = true; break end
    end
    if not pick then
      for i, o in ipairs(opts) do
        if o == "end actions" or o == "pass" or o:find("^keep") or o:find("^discard nothing") then pick = i; break end
      end
    end
    g:answer(pick or 1)
  end
end

test("No Warriors in play and no Draw Pile: a NON-COMBATANT mustered does not meet the requirement", function()
  local g = H.pos("audit_nc_grace")
  play_on(g, "Field Quartermaster")
  ok(g:over(), "the game is over")
  has({ g:result() }, "Mike had no warrior for three turns")
  has(g:log(), "turn 9: Mike")
  hasnt(g:log(), "turn 11: Mike")
end)

test("Freelancer: a FREELANCER's sabotage earns Destiny Points only", function()
  local g = H.pos("audit_freelancer_sabotage")
  g:choose("sabotage Nick with Mercenary")
  eq(H.num(g, "rules.destiny(1)"), 2, "half of V3, rounded up, as Destiny")
  eq(H.num(g, "rules.promotion(1)"), 0, "no Promotion Points")
end)

test("Sabotage (Tactical Action): a warrior in cover may sabotage - cover forbids attacking, not sabotage", function()
  local g = H.pos("audit_freelancer_sabotage")
  has(g:options(), "sabotage Nick with Venusian Ranger")
end)

test("Attack (Tactical Action): ANNOUNCE ATTACKER AND DEFENDER - a Doomtrooper may not attack a Tainted warrior of its own corporation, nor a Tainted Brother", function()
  local g = H.pos("audit_tainted_defender")
  local r = id(g, "Venusian Ranger", "squad", 1)
  local b, m = id(g, "Bauhaus Blitzers", "squad", 2), id(g, "Brotherhood Mystic", "squad", 2)
  eq(q(g, "rules.combat.may_attack(%d, %d)", r, b), "false", "Tainted Bauhaus Blitzers")
  eq(q(g, "rules.combat.may_attack(%d, %d)", r, m), "false", "Tainted Brotherhood Mystic")
  hasnt(g:options(), "attack with Venusian Ranger")
end)

test("Transfer Warrior: the last warrior may not leave your Outpost while an opponent has one in his", function()
  local g = H.pos("audit_outpost_leave")
  hasnt(g:options(), "transfer Venusian Ranger")
end)

test("Sergeant: the assignment is broken when the SERGEANT loses his Corporate affiliation", function()
  local g = H.pos("audit_sergeant_affiliation")
  local kohl = id(g, "Sergeant Kohl", "squad", 1)
  ok(H.num(g, "cv.link(" .. kohl .. ", 'assigned') or 0") > 0, "assigned at the start")
  g:choose("play Dark Visitation")
  g:choose_any("Sergeant Kohl")
  eq(H.num(g, "cv.link(" .. kohl .. ", 'assigned') or 0"), 0, "the assignment is broken")
  has(g:log(), "Sergeant Kohl [" .. kohl .. "] has lost its corporate affiliation: its assignment is broken")
end)

test("Freelancer: a mission fulfilled by a FREELANCER earns Destiny Points only", function()
  local g = H.pos("freelancer_mission")
  g:choose("attack with Mercenary")
  g:choose("fight")
  has(g:log(), "Mike earns 3 points for Search and Destroy: 0 Promotion, 3 Destiny")
  eq(H.pp(g, 1), 0, "no Promotion Points")
end)

test("positions: a misspelled field is refused with file:line and the nearest names", function()
  fails(function() game{ rules = "doomtrooper", position = "tests/doomtrooper/positions/bad_field.lua" } end,
    "bad_field.lua:2: the position: unknown field 'phse' (nearest: 'phase'")
end)

test("The cards: a card file with a misspelled field is refused, naming the field", function()
  local g = H.pos("audit_freelancer_sabotage")
  ok(g:query("rules.check_card('x', { title = 'X', type = 'warrior', affiliation = 'bauhaus', fihgt = 5 })")
    :find("unknown field 'fihgt'", 1, true), "a misspelled rating")
end)
