-- Doomtrooper: the card pool and the four decks (cards/doomtrooper/), and
-- the game text of the cards not covered by the other test files. Test
-- names cite the rulebook's sections (the Doomtrooper rulebook (gEngine Edition)).
local H = dofile(ROOT .. "/tests/doomtrooper/common.lua")

local DECKS = { "doomtroopers", "legion", "corporate", "tribes" }
local function deck(name) return "cards/doomtrooper/decks/" .. name .. ".deck" end

-- Every card file of the pool, by key (cv.def_of reads a definition).
local KEYS = {
  "alakhai_the_cunning", "assault_rifle", "atlantean_reaver", "attila_iii", "bauhaus_blitzers", "bounty",
  "bounty_hunter", "brotherhood_alliance", "brotherhood_archivist", "brotherhood_mystic", "bunker",
  "capitol_airship", "centurion", "chemiman", "combat_armor", "combat_reflexes", "crenshaw_mortificator",
  "crenshaw_redeemer", "crescentian_nomad", "cybertronic_alliance", "cybertronic_exoskeleton", "dark_eden_warhorse",
  "dark_pact", "dark_strength", "dark_visitation", "desecrate", "desperate_times", "distort", "ezoghoul",
  "field_quartermaster",
  "gehenna_puker", "heretic", "heretic_preacher", "heretics_cloak", "heroic_deed", "holy_fire", "hussar_tank",
  "imperial_quartermaster", "improve_self", "infantry", "inquisitor", "ki_of_the_crane", "ki_of_the_tiger",
  "kinetic_shield", "luna_city_streets", "lutheran_triad", "mercenary", "mishima_kraken", "mishima_samurai",
  "mitch_hunter", "necromutant", "nepharite_of_ilian", "pestilence", "pretorian_stalker", "punisher_blade",
  "rasputin_guardsman", "razide", "razorback_boar", "relic_of_the_cardinal", "sea_lions", "sean_gallagher",
  "search_and_destroy", "second_sight", "security_alert", "sergeant_jacobs", "sergeant_kohl", "shadow_walker",
  "sword_of_saint_dominic", "tainted", "templar_warrior", "trench_line", "trenchers", "undead_legionnaire",
  "valkyrie", "venusian_jungle", "venusian_ranger", "vince_diamond", "violator_sword",
  -- tests/doomtrooper/test_card_pool3.lua
  "blood_offering", "cardinals_blessing", "combined_assault", "command_post", "countermeasures", "covert_operation",
  "culling_the_weak", "forced_march", "prophet_of_muawijhe" }

test("The cards: every card of cards/doomtrooper loads without a warning; the pool has at least 60 cards", function()
  local g = game{ rules = "doomtrooper", seed = 1 }
  eq(#g:warnings(), 0, "warnings: " .. table.concat(g:warnings(), "; "))
  local n = 0
  for _, t in ipairs(g:titles()) do if t ~= "Side Board" then n = n + 1 end end
  ok(n >= 60, n .. " cards in the pool")
  eq(n, #KEYS, "the pool's cards (keep KEYS in step with the card files)")
  for _, k in ipairs(KEYS) do
    eq(g:query("cv.def_of('" .. k .. "') ~= nil"), "true", k .. " is in the pool")
  end
end)

test("Designations: the pool covers every card type and every designation at least twice", function()
  local g = game{ rules = "doomtrooper", seed = 1 }
  local list = "{'" .. table.concat(KEYS, "','") .. "'}"
  local function count(expr)
    return H.num(g, "(function() local n = 0 for _, k in ipairs(" .. list .. ") do local d = cv.def_of(k) " ..
      "if " .. expr .. " then n = n + 1 end end return n end)()")
  end
  local function has_kw(kw)
    return "(function() for _, x in ipairs(d.designations or {}) do if x == '" .. kw .. "' then return true end end " ..
      "for _, x in ipairs(d.grants or {}) do if x == '" .. kw .. "' then return true end end return false end)()"
  end
  for _, t in ipairs({ "warrior", "equipment", "relic", "beast", "fortification", "art", "symmetry", "ki",
      "mission", "warzone", "special", "alliance" }) do
    ok(count("d.type == '" .. t .. "'") >= 2, "type " .. t)
  end
  for _, gift in ipairs({ "minor", "heretic", "major" }) do ok(count("d.gift == '" .. gift .. "'") >= 1, gift) end
  for _, kw in ipairs({ "WEAPON", "ARMOR", "VEHICLE" }) do
    local e = kw == "WEAPON" and "d.weapon ~= nil" or has_kw(kw)
    ok(count("d.type == 'equipment' and " .. e) >= 2, "equipment " .. kw)
  end
  for _, kw in ipairs({ "BLESSED", "FIRST STRIKE", "FREELANCER", "ART IMMUNITY", "MINOR SYMMETRY IMMUNITY",
      "COMPLETE SYMMETRY IMMUNITY", "PERSONALITY", "HERO", "PROFANE", "SERGEANT", "SLAYER", "ASSASSIN",
      "NON-COMBATANT", "PERSISTENT" }) do
    ok(count(has_kw(kw)) >= 2, kw .. " on two cards")
  end
  for _, a in ipairs({ "bauhaus", "capitol", "cybertronic", "imperial", "mishima", "brotherhood", "crescentia",
      "lutheran", "rasputin", "templars", "atlanteans", "legion" }) do
    ok(count("d.type == 'warrior' and d.affiliation == '" .. a .. "'") >= 1, a .. " warriors")
  end
end)

test("Deck limit (5): the four decks are tournament-legal - 60 cards, the Deck Limit, a Side Board of 25", function()
  for _, d in ipairs(DECKS) do
    local g = game{ rules = "doomtrooper", seed = 1, options = { "deck_rules=tournament" },
      decks = { deck(d), deck("legion") } }
    eq(#g:warnings(), 0, d .. ": no warnings")
    ok(H.count(g, "draw", 1) + H.count(g, "hand", 1) >= 60, d .. ": 60 cards")
    eq(H.count(g, "sideboard", 1), 25, d .. ": Side Board")
  end
end)

test("The play of the game: each pair of the four decks plays a two-player game to a winner", function()
  for i = 1, #DECKS do
    for j = i + 1, #DECKS do
      local g = game{ rules = "doomtrooper", seed = 3, decks = { deck(DECKS[i]), deck(DECKS[j]) } }
      g:auto(5000, 3)
      ok(g:over(), DECKS[i] .. " v " .. DECKS[j] .. " ends")
      ok((g:result() or ""):find(" wins") ~= nil, DECKS[i] .. " v " .. DECKS[j] .. ": " .. tostring(g:result()))
    end
  end
end)

-- ---- the new cards' texts ----------------------------------------------------

test("Assassin: the Shadow Walker (Mishima) attacks a Mishima Samurai; First Strike: it kills it before it strikes back", function()
  local g = H.pos("pool_shadow_walker")
  g:choose("attack with Shadow Walker")
  g:choose("fight")
  has(g:log(), "Shadow Walker")
  g:choose("4 Promotion, 0 Destiny")
  ok(H.find(g, "Mishima Samurai", "discard", 2) > 0, "the wounded Samurai is killed")
  local s = H.find(g, "Shadow Walker", "squad", 1)
  eq(g:query("rules.wounded(" .. s .. ")"), "false", "no strike back")
  eq(H.pp(g, 1), 4, "the Samurai's Value 4")
end)

test("Immunity: MINOR SYMMETRY IMMUNITY - against a Chemiman, Dark Strength (MINOR GIFT) is off, Distort (MAJOR GIFT) stays on", function()
  local g = H.pos("pool_immunity")
  local n = H.find(g, "Necromutant", "kohort", 1)
  eq(H.num(g, "rules.fight(" .. n .. ")"), 10, "5 + 2 + 3 out of combat")
  g:choose("attack with Necromutant")
  g:choose("Chemiman")
  g:choose("fight")
  has(g:log(), "fight 8 against Armor 6 (wounds)")   -- 5 + Distort 3; Chemiman's A6
  has(g:log(), "fight 4 against Armor 5 (resisted)") -- the Necromutant's A5 without Dark Strength
  eq(H.num(g, "rules.fight(" .. n .. ")"), 10, "on again after the combat")
end)

test("Immunity: COMPLETE SYMMETRY IMMUNITY - against Attila III every Dark Symmetry gift is off", function()
  local g = H.pos("pool_immunity")
  g:choose("attack with Necromutant")
  g:choose("Attila III")
  g:choose("fight")
  has(g:log(), "fight 5 against Armor 8 (resisted)")
  has(g:log(), "fight 7 against Armor 5 (wounds)")
end)

test("Blessed: the Valkyrie casts Second Sight, an Art of Premonition her card does not list", function()
  local g = H.pos("pool_persistent")
  g:choose("attack with Valkyrie")
  g:choose("shoot")
  has(g:options(), "cast Second Sight with Valkyrie")
  has(g:options(), "cast Kinetic Shield with Valkyrie")
end)

test("Persistent: Second Sight and Kinetic Shield stay in effect throughout the combat, then are spent", function()
  local g = H.pos("pool_persistent")
  local v = H.find(g, "Valkyrie", "squad", 1)
  g:choose("attack with Valkyrie")
  g:choose("shoot")
  g:choose("cast Second Sight with Valkyrie")
  eq(H.num(g, "rules.shoot(" .. v .. ")"), 8, "6 + 2")
  eq(H.num(g, "rules.fight(" .. v .. ")"), 8, "6 + 2")
  g:choose("cast Kinetic Shield with Valkyrie")
  -- the combat resolves: Valkyrie S8 wounds the Centurion (A5); the Centurion's S6 misses A9
  local c = H.find(g, "Centurion", "kohort", 2)
  eq(g:query("rules.wounded(" .. c .. ")"), "true", "the Centurion is wounded")
  eq(g:query("rules.wounded(" .. v .. ")"), "false", "Kinetic Shield held: A 6 + 3")
  eq(H.dp(g, 1), 0, "Kinetic Shield cost 1 D")
  eq(H.num(g, "rules.shoot(" .. v .. ")"), 6, "spent after the combat")
  eq(H.num(g, "rules.armor(" .. v .. ")"), 6, "spent after the combat")
  ok(H.find(g, "Second Sight", "discard", 1) > 0 and H.find(g, "Kinetic Shield", "discard", 1) > 0, "discarded")
end)

test("Profane: the Heretic Preacher never casts its Art; Desecrate makes a Brotherhood Mystic PROFANE", function()
  local g = H.pos("pool_profane")
  local p = H.find(g, "Heretic Preacher", "kohort", 1)
  local i = H.find(g, "Improve Self", "hand", 1)
  eq(g:query("rules.can_cast(" .. p .. ", " .. i .. ")"), "false", "PROFANE with the Art of Mentalism")
  hasnt(g:options(), "cast Improve Self")
  local m = H.find(g, "Brotherhood Mystic", "squad", 2)
  eq(g:query("rules.can_cast(" .. m .. ", " .. i .. ")"), "true", "a Mystic casts Mentalism")
  g:choose("play Desecrate")
  g:choose("Brotherhood Mystic")
  eq(g:query("rules.has(" .. m .. ", 'PROFANE')"), "true", "PROFANE")
  eq(g:query("rules.can_cast(" .. m .. ", " .. i .. ")"), "false", "no longer casts")
  eq(H.dp(g, 1), 1, "1 D spent")
end)

test("Hero: Heroic Deed gives a HERO combatant +3 F and +3 S; not playable for a warrior that is no HERO", function()
  local g = H.pos("pool_hero")
  local v = H.find(g, "Vince Diamond", "squad", 1)
  g:choose("attack with Vince Diamond")
  g:choose("shoot")
  g:choose("play Heroic Deed")
  has(g:log(), "shoot +3 until the end of the combat")
  -- Vince S 8 + 3 wounds the Razide (A6); the Razide's S4 misses A7
  local r = H.find(g, "Razide", "kohort", 2)
  eq(g:query("rules.wounded(" .. r .. ")"), "true", "the Razide is wounded")
  eq(H.num(g, "rules.shoot(" .. v .. ")"), 8, "back to 8 after the combat")
  eq(H.dp(g, 1), 0, "1 D spent")
  local g2 = H.pos("pool_hero")
  g2:choose("attack with Chemiman")
  g2:choose("shoot")
  -- the Chemiman is no HERO: the combat resolves without a combat action
  eq(g2:prompt(), "Discard a card?")
  ok(H.find(g2, "Heroic Deed", "hand", 1) > 0, "still in hand")
end)

test("Sergeant: Sergeant Kohl gives the warrior group he is assigned to +1 F and +1 A", function()
  local g = H.pos("pool_sergeant")
  local r = H.find(g, "Venusian Ranger", "squad", 1)
  g:choose("assign Sergeant Kohl to the Bauhaus Blitzers")
  for _, b in ipairs({ H.num(g, "cv.zone('squad', 1)[2]"), H.num(g, "cv.zone('squad', 1)[3]") }) do
    eq(g:query("cv.def(" .. b .. ").title"), "Bauhaus Blitzers", "a Blitzer")
    eq(H.num(g, "rules.fight(" .. b .. ")"), 6, "5 + 1")
    eq(H.num(g, "rules.armor(" .. b .. ")"), 6, "5 + 1")
    eq(H.num(g, "rules.shoot(" .. b .. ")"), 5, "Shoot unchanged")
  end
  eq(H.num(g, "rules.fight(" .. r .. ")"), 5, "the Ranger is not in the group")
  local k = H.find(g, "Sergeant Kohl", "squad", 1)
  eq(H.num(g, "rules.fight(" .. k .. ")"), 6, "not the Sergeant himself")
end)

test("Step One: Draw: the Imperial Quartermaster gives 1 Destiny Point before the draw, once; Non-Combatant: it is never attacked", function()
  local g = H.pos("pool_quartermaster")
  eq(g:prompt(), "predraw action, or pass")
  g:choose("gain 1 Destiny Point")
  eq(H.dp(g, 1), 1, "1 D")
  ok(g:prompt():find("Action 1") ~= nil, "used once, then the draw: " .. g:prompt())
  eq(H.count(g, "hand", 1), 7, "drawn to 7")
  local q = H.find(g, "Imperial Quartermaster", "squad", 1)
  local n = H.find(g, "Necromutant", "kohort", 2)
  eq(g:query("rules.combat.may_attack(" .. n .. ", " .. q .. ")"), "false", "NON-COMBATANT")
  hasnt(g:options(), "attack with Imperial Quartermaster")
end)

test("Equip Warrior: Gehenna Puker only for the Dark Legion, Cybertronic Exoskeleton only for Cybertronic, the Sword of Saint Dominic (a Relic WEAPON) for Doomtroopers", function()
  local g = H.pos("pool_equip")
  has(g:options(), "equip Necromutant with Gehenna Puker")
  hasnt(g:options(), "equip Chemiman with Gehenna Puker")
  has(g:options(), "equip Chemiman with Cybertronic Exoskeleton")
  hasnt(g:options(), "equip Infantry with Cybertronic Exoskeleton")
  has(g:options(), "equip Infantry with Sword of Saint Dominic")
  hasnt(g:options(), "equip Necromutant with Sword of Saint Dominic")
  local c = H.find(g, "Chemiman", "squad", 1)
  g:choose("equip Chemiman with Cybertronic Exoskeleton")
  eq(H.num(g, "rules.armor(" .. c .. ")"), 9, "6 + 3")
  eq(H.num(g, "rules.fight(" .. c .. ")"), 5, "4 + 1")
  g:choose("equip Chemiman with Sword of Saint Dominic")
  eq(H.num(g, "rules.fight(" .. c .. ")"), 5, "a WEAPON counts only in combat")
  hasnt(g:options(), "Sword of Saint Dominic") -- Relics are unique in play
end)

test("Proclaim Alliance: the Cybertronic Alliance gives your Cybertronic warriors +1 S, no action", function()
  local g = H.pos("pool_equip")
  local c = H.find(g, "Chemiman", "squad", 1)
  local i = H.find(g, "Infantry", "squad", 1)
  g:choose("proclaim Cybertronic Alliance")
  eq(H.num(g, "rules.shoot(" .. c .. ")"), 7, "6 + 1")
  eq(H.num(g, "rules.shoot(" .. i .. ")"), 4, "Capitol unchanged")
  ok(g:prompt():find("3 left") ~= nil, "no action spent")
end)

test("Enter / Exit Vehicle: inside the Mishima Kraken (SUBMARINE) no Fight combat; only a Mishima warrior may be equipped with it", function()
  local g = H.pos("pool_submarine")
  hasnt(g:options(), "equip Chemiman with Mishima Kraken")
  local s = H.find(g, "Shadow Walker", "squad", 1)
  eq(H.num(g, "rules.armor(" .. s .. ")"), 7, "4 + 3 inside")
  g:choose("attack with Shadow Walker") -- Shoot only, taken without asking
  has(g:log(), "standing: Shadow Walker [" .. s .. "] shoot 6")
end)

test("Wrangle Beast: the Razorback Boar gives its rider FIRST STRIKE", function()
  local g = H.pos("pool_tribes")
  local t = H.find(g, "Templar Warrior", "outpost", 1)
  g:choose("wrangle Razorback Boar for Templar Warrior")
  eq(g:query("rules.has(" .. t .. ", 'FIRST STRIKE')"), "true", "granted")
  eq(H.num(g, "rules.fight(" .. t .. ")"), 7, "6 + 1")
  g:choose("attack with Templar Warrior")
  g:choose("fight")
  g:choose("5 Promotion, 0 Destiny")
  ok(H.find(g, "Atlantean Reaver", "discard", 2) > 0, "the wounded Reaver is killed first")
  eq(g:query("rules.wounded(" .. t .. ")"), "false", "the SLAYER never strikes back")
end)

test("Muster Warrior: Tribal affiliations will not work together - no Lutheran Triad into a Templar Outpost", function()
  local g = H.pos("pool_tribes")
  has(g:options(), "muster Templar Warrior")
  hasnt(g:options(), "muster Lutheran Triad")
end)

test("Build Fortification: the Trench Line is built only in the Squad and gives its warriors +1 S, +1 A", function()
  local g = H.pos("pool_fortification")
  hasnt(g:options(), "build Trench Line in the kohort")
  g:choose("build Trench Line in the squad")
  local t = H.find(g, "Trenchers", "squad", 1)
  local n = H.find(g, "Necromutant", "kohort", 1)
  eq(H.num(g, "rules.shoot(" .. t .. ")"), 5, "4 + 1")
  eq(H.num(g, "rules.armor(" .. t .. ")"), 5, "4 + 1")
  eq(H.num(g, "rules.armor(" .. n .. ")"), 5, "the Kohort unchanged")
end)

test("Assign Mission: Bounty, a TACTIC assigned to a player, pays 4 points when one of your warriors kills a PERSONALITY", function()
  local g = H.pos("pool_bounty")
  g:choose("assign Bounty to Nick")
  g:choose("attack with Nepharite of Ilian")
  g:choose("fight")
  g:choose("4 Promotion, 0 Destiny") -- Bounty
  g:choose("7 Promotion, 0 Destiny") -- Vince Diamond's Value
  eq(H.pp(g, 1), 11, "4 + 7")
  ok(H.find(g, "Bounty", "discard", 1) > 0, "fulfilled and discarded")
  has(g:log(), "Bounty [")
end)

test("Bestow Dark Symmetry: Pestilence only on a FOLLOWER OF DEMNOGONIS, Dark Pact only on a HERETIC; Bestow Ki Power: Ki of the Crane on Mishima", function()
  local g = H.pos("pool_gifts")
  has(g:options(), "bestow Pestilence on Ezoghoul")
  hasnt(g:options(), "bestow Pestilence on Necromutant")
  has(g:options(), "bestow Dark Pact on Heretic Preacher")
  hasnt(g:options(), "bestow Dark Pact on Necromutant")
  has(g:options(), "bestow Ki of the Crane on Shadow Walker")
  local e = H.find(g, "Ezoghoul", "kohort", 1)
  g:choose("bestow Pestilence on Ezoghoul")
  eq(H.num(g, "rules.fight(" .. e .. ")"), 9, "7 + 2")
  eq(H.num(g, "rules.armor(" .. e .. ")"), 7, "5 + 2")
  local s = H.find(g, "Shadow Walker", "squad", 1)
  g:choose("bestow Ki of the Crane on Shadow Walker")
  eq(H.num(g, "rules.armor(" .. s .. ")"), 6, "4 + 2")
end)

test("Special cards: a card ability for 'during your turn' is used in the Actions step without spending an action", function()
  local g = game{ rules = "doomtrooper", position = "tests/doomtrooper/positions/turn_ability.lua" }
  g:choose("use Field Quartermaster")
  eq(H.num(g, "cv.pool(cv.player(1), 'destiny')"), 1, "Vince's Destiny Points")
  ok(g:prompt():find("Action 1 (3 left)", 1, true), "still three actions: " .. g:prompt())
  hasnt(g:options(), "use Field Quartermaster", "once per turn")
end)
