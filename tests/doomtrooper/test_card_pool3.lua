-- Doomtrooper: cards for the rules no card exercised before - killing your
-- own warrior, extra (Tactical) actions, Multiple Sabotages, Hand Limit
-- changes, a card annihilated even if countered - and the Crescentian Nomad.
-- Each test plays a card's game text from a position
-- (tests/doomtrooper/positions/card_*.lua) and names the rulebook section it
-- checks (the Doomtrooper rulebook (gEngine Edition)).
local H = dofile(ROOT .. "/tests/doomtrooper/common.lua")

-- Is card id x among the list the Lua expression 'expr' gives?
local function among(g, expr, x)
  return g:eval("(function() for _, c in ipairs(" .. expr .. ") do if c == " .. x .. " then return true end end " ..
    "return false end)()")
end

-- ---- killing your own warrior ------------------------------------------------------------

test("Killing your own warrior: Blood Offering kills Mike's Templar Warrior (V4, +1 V from its Warhorse) and earns its Value 5 as Destiny Points only (Attack (Tactical Action), 8) AWARD POINTS)", function()
  -- "You never get Promotion Points for killing your own warriors, even if
  -- forced to by your opponents."
  local g = H.pos("card_blood_offering")
  local t = g:id("Templar Warrior")
  g:choose("play Blood Offering")
  local o = g:options()
  has(o, "Templar Warrior") has(o, "Infantry")
  hasnt(o, "Necromutant") -- only your own warriors
  g:choose("Templar Warrior")
  eq(H.find(g, "Templar Warrior", "discard", 1), t, "the Templar Warrior is killed: in Mike's discard pile")
  ok(H.find(g, "Dark Eden Warhorse", "discard", 1) > 0, "its Warhorse goes with it")
  eq(H.count(g, "outpost", 1), 0, "nothing left in the Outpost")
  eq(H.dp(g, 1), 5, "the modified Value 5 as Destiny Points")
  eq(H.pp(g, 1), 0, "no Promotion Points")
  ok(g:prompt():find("^Action 1") ~= nil, "no Promotion/Destiny split was offered: " .. g:prompt())
  has(g:log(), "is killed by Blood Offering")
  has(g:log(), "earns 5 points for killing your own Templar Warrior: 0 Promotion, 5 Destiny")
  ok(H.find(g, "Blood Offering", "discard", 1) > 0, "Blood Offering is discarded once played")
end)

test("Killing your own warrior: after Culling the Weak Mike's Necromutant may attack his own wounded Infantry and kills it; Mike earns only Destiny Points (Attack (Tactical Action), 1) ANNOUNCE ATTACKER AND DEFENDER, 8) AWARD POINTS)", function()
  -- "Your warriors may not attack your own warriors. However you may 'force'
  -- your warriors to attack your warriors (through Special card play ...)."
  local g = H.pos("card_culling_the_weak")
  local n, inf, sl = g:id("Necromutant"), g:id("Infantry"), g:id("Sea Lions")
  local leg = g:id("Undead Legionnaire")
  eq(among(g, "rules.combat.defenders(" .. n .. ")", inf), false, "without the card: not his own Infantry")
  eq(among(g, "rules.combat.defenders(" .. n .. ")", leg), true, "Nick's Legionnaire")
  g:choose("play Culling the Weak")
  eq(among(g, "rules.combat.defenders(" .. n .. ")", inf), true, "forced: his own Infantry")
  eq(among(g, "rules.combat.defenders(" .. sl .. ")", n), true, "the Sea Lions may attack his own Necromutant")
  -- the other restrictions still hold: Capitol never attacks Capitol
  eq(among(g, "rules.combat.defenders(" .. sl .. ")", inf), false, "not the Capitol Infantry")
  g:choose("attack with Necromutant")
  g:choose("Infantry")
  g:choose("shoot") -- S5 against A4: the wounded Infantry is killed; its S4 misses A5
  eq(H.find(g, "Infantry", "discard", 1), inf, "Mike's Infantry is killed")
  eq(g:eval("rules.wounded(" .. n .. ")"), false, "the Necromutant is unharmed")
  eq(H.dp(g, 1), 2, "the Infantry's Value 2 as Destiny Points")
  eq(H.pp(g, 1), 0, "never Promotion Points for killing your own warriors")
  has(g:log(), "earns 2 points for killing Infantry: 0 Promotion, 2 Destiny")
  eq(g:prompt(), "Discard a card?", "the attack was the Tactical Action")
end)

-- ---- extra actions and Tactical Actions ----------------------------------------------------

test("Extra Tactical Actions: Combined Assault - after his Tactical Action Mike attacks again with the same warrior against the same warrior; his Standard action left is lost (Attack (Tactical Action))", function()
  -- "you may attack with the same warrior more than once, and you may attack
  -- the same warrior more than once"
  local g = H.pos("card_combined_assault")
  local leg = g:id("Undead Legionnaire")
  g:choose("play Combined Assault")
  ok(g:prompt():find("(3 left; 1 additional Tactical Action)", 1, true) ~= nil, g:prompt())
  g:choose("meditate")
  g:choose("attack with Venusian Ranger")
  g:choose("shoot") -- S6 against A3: wounded; its S3 misses A5
  eq(g:eval("rules.wounded(" .. leg .. ")"), true, "the Legionnaire is wounded by the first attack")
  local o = g:options()
  has(o, "attack with Venusian Ranger")
  hasnt(o, "meditate") -- "any unused actions are lost"
  ok(g:prompt():find("(0 left; 1 additional Tactical Action)", 1, true) ~= nil, g:prompt())
  g:choose("attack with Venusian Ranger")
  g:choose("shoot")
  g:choose("2 Promotion, 0 Destiny")
  eq(H.find(g, "Undead Legionnaire", "discard", 2), leg, "the second attack kills it")
  eq(H.pp(g, 1), 2, "2 Promotion Points")
  eq(H.dp(g, 1), 1, "the one meditate")
  eq(g:prompt(), "Discard a card?", "no Tactical Action left")
  -- without the card: one attack, then the Discard step
  local g2 = H.pos("card_combined_assault")
  g2:choose("attack with Venusian Ranger")
  g2:choose("shoot")
  g2:choose("pass") -- Combined Assault could still be played in the combat
  hasnt(g2:options(), "attack with") -- one Tactical Action a turn
  has(g2:options(), "play Combined Assault") -- until the card gives another
end)

test("Extra Tactical Actions: Combined Assault cannot be played on a player's first turn - no T-Actions then, gained ones included (Step Two: Actions, Special)", function()
  -- "No player may perform any Tactical Actions during his first turn. This
  -- includes T-Actions gained by Special cards and other effects."
  local g = H.pos("card_combined_assault_first")
  local o = g:options()
  hasnt(o, "play Combined Assault")
  hasnt(o, "attack with")
  has(o, "meditate")
  eq(g:eval("rules.first_turn(1)"), true, "Mike's first turn")
  ok(H.find(g, "Combined Assault", "hand", 1) > 0, "still in hand")
end)

test("Extra actions: Forced March gives Mike five actions this turn; the gained actions do not carry over to his next turn (Step Two: Actions)", function()
  -- "several card effects will give you more actions to use during your turn
  -- ... Any unused actions are lost, and do not carry over to your next turn."
  local g = H.pos("card_forced_march")
  g:choose("play Forced March")
  ok(g:prompt():find("(5 left)", 1, true) ~= nil, "3 + 2: " .. g:prompt())
  for _ = 1, 5 do g:choose("meditate") end
  eq(H.dp(g, 1), 5, "five meditate actions")
  eq(g:prompt(), "Discard a card?", "no sixth action")
  g:choose("discard nothing")
  -- Nick's turn
  eq(g:seat(), 2, "Nick's turn")
  g:choose("end actions")
  g:choose("discard nothing")
  -- Mike's next turn: three actions again
  eq(g:seat(), 1, "Mike's turn")
  ok(g:prompt():find("(3 left)", 1, true) ~= nil, "back to three: " .. g:prompt())
end)

test("Extra actions: Forced March is not offered after the Tactical Action - any unused actions are lost for that turn (Step Two: Actions)", function()
  -- "As soon as you perform a Tactical Action with one of your warriors, any
  -- unused actions are lost for that turn."
  local g = H.pos("card_forced_march")
  g:choose("attack with Venusian Ranger")
  g:choose("shoot") -- nothing to play in the combat: Forced March is not offered
  eq(g:prompt(), "Discard a card?", "the actions are over")
  ok(H.find(g, "Forced March", "hand", 1) > 0, "Forced March stays in hand")
end)

-- ---- Multiple Sabotages -------------------------------------------------------------------

test("Multiple Sabotages: Covert Operation's extra Tactical Action may only be a Sabotage, and not of Nick again without the option (Optional Rule: Multiple Sabotages)", function()
  -- Sabotage: "Even if you gain more Tactical Actions, you may not Sabotage
  -- more than once per turn (however, see the Multiple Sabotages optional rule)".
  local g = H.pos("card_covert_operation")
  g:choose("play Covert Operation")
  g:choose("sabotage Nick with Venusian Ranger")
  g:choose("2 Promotion, 0 Destiny") -- half of V4
  local o = g:options()
  hasnt(o, "sabotage Nick")
  has(o, "sabotage Ann with Venusian Ranger")
  hasnt(o, "attack with") -- Bob's Necromutant: the gained action is Sabotage only
  g:choose("sabotage Ann with Venusian Ranger")
  g:choose("2 Promotion, 0 Destiny")
  eq(H.pp(g, 1), 4, "two sabotages, 2 points each")
  eq(g:prompt(), "Discard a card?", "no Tactical Action left")
end)

test("Multiple Sabotages: with the option Mike sabotages Nick twice in one turn, using the Tactical Action Covert Operation gave him - and only then (Optional Rule: Multiple Sabotages)", function()
  -- "a player may sabotage each player more than once per turn ... You must
  -- gain additional Tactical Actions to do this."
  local g = H.pos("card_covert_operation", { "multiple_sabotage=yes" })
  g:choose("play Covert Operation")
  g:choose("sabotage Nick with Venusian Ranger")
  g:choose("2 Promotion, 0 Destiny")
  has(g:options(), "sabotage Nick with Venusian Ranger")
  g:choose("sabotage Nick with Venusian Ranger")
  g:choose("2 Promotion, 0 Destiny")
  eq(H.pp(g, 1), 4, "Nick sabotaged twice")
  eq(g:prompt(), "Discard a card?", "no Tactical Action left")
  -- the option alone gives no second Tactical Action; the card played after
  -- the first one does
  local g2 = H.pos("card_covert_operation", { "multiple_sabotage=yes" })
  g2:choose("sabotage Nick with Venusian Ranger")
  g2:choose("2 Promotion, 0 Destiny")
  hasnt(g2:options(), "sabotage") -- one Tactical Action without the card
  ok(g2:prompt():find("(0 left)", 1, true) ~= nil, g2:prompt())
  g2:choose("play Covert Operation")
  has(g2:options(), "sabotage Nick with Venusian Ranger")
  g2:choose("end actions")
  eq(H.pp(g2, 1), 2, "one sabotage")
end)

-- ---- Hand Limit ---------------------------------------------------------------------------

test("Hand Limit: Mike's Command Post raises his Hand Limit to 8 - he draws six cards to 8; Nick's stays 7 (Step One: Draw)", function()
  -- "Your standard Hand Limit is 7 cards, but this can change via card play."
  local g = H.pos("card_command_post")
  eq(H.count(g, "hand", 1), 8, "2 + 6 drawn")
  eq(H.count(g, "draw", 1), 4, "10 - 6")
  eq(g:eval("rules.hand_limit(1)"), 8, "Mike's Hand Limit")
  eq(g:eval("rules.hand_limit(2)"), 7, "Nick's: the Command Post is Mike's")
  -- Nick's next Draw step: to 7
  g:choose("end actions")
  g:choose("discard nothing")
  eq(H.count(g, "hand", 2), 7, "Nick draws to 7")
end)

test("Hand Limit: the Prophet of Muawijhe lowers each opponent's Hand Limit to 6 - Nick draws one card to 6; Mike's own stays 7 (Step One: Draw)", function()
  local g = H.pos("card_prophet_draw")
  eq(H.count(g, "hand", 2), 6, "5 + 1")
  eq(H.count(g, "draw", 2), 4, "one card drawn")
  eq(g:eval("rules.hand_limit(2)"), 6, "Nick's Hand Limit")
  eq(g:eval("rules.hand_limit(1)"), 7, "Mike's: the Prophet is his")
end)

test("Hand Limit: with the Prophet of Muawijhe in play Nick holds 8 cards, two above his Hand Limit of 6 - he draws none and discards only the one card he chooses, keeping 7 (Step Three: Discard)", function()
  -- Step Three: Discard: "You may discard one card from your hand to your
  -- discard pile (no matter how many cards are in your hand)."
  local g = H.pos("card_prophet_discard")
  eq(g:eval("rules.hand_limit(2)"), 6, "Nick's Hand Limit, lowered by Mike's Prophet")
  eq(H.count(g, "hand", 2), 8, "no card drawn above the Hand Limit")
  eq(H.count(g, "draw", 2), 5, "the draw pile untouched")
  g:choose("end actions")
  eq(g:prompt(), "Discard a card?")
  has(g:options(), "discard nothing") -- even above the Hand Limit the discard is optional
  g:choose_any("discard Security Alert")
  eq(H.count(g, "hand", 2), 7, "one card discarded, 7 kept above the limit of 6")
  eq(H.count(g, "discard", 2), 1, "one card in the discard pile")
  eq(g:seat(), 1, "the turn is over: Mike's turn")
end)

-- ---- annihilated even if countered --------------------------------------------------------

test("Annihilated even if countered: Nick counters Cardinal's Blessing with Countermeasures - no card is drawn, yet it is removed from the game and its 1 D stays spent (Post-play icon (4))", function()
  -- ANNIHILATE: "If you play a card with the annihilate symbol on it, and that
  -- card's effect is somehow 'countered' it is STILL removed from the game,
  -- even though the effect did not occur!"
  local g = H.pos("card_cardinals_blessing")
  local b = g:id("Cardinal's Blessing")
  g:choose("play Cardinal's Blessing")
  eq(g:seat(), 2, "Nick may answer the play")
  g:choose("play Countermeasures")
  eq(H.find(g, "Cardinal's Blessing", "annihilated", 1), b, "annihilated")
  eq(H.count(g, "discard", 1), 0, "not discarded")
  eq(H.count(g, "hand", 1), 0, "its effect did not occur: no card drawn")
  eq(H.count(g, "draw", 1), 3, "the draw pile untouched")
  eq(H.dp(g, 1), 1, "its 1 D stays spent")
  eq(H.dp(g, 2), 0, "Countermeasures cost Nick 1 D")
  ok(H.find(g, "Countermeasures", "discard", 2) > 0, "Countermeasures is discarded")
  has(g:log(), "the effect of Cardinal's Blessing")
end)

test("Annihilated even if countered: Cardinal's Blessing not countered draws two cards and is annihilated, never discarded (Post-play icon (4))", function()
  local g = H.pos("card_cardinals_blessing")
  local b = g:id("Cardinal's Blessing")
  g:choose("play Cardinal's Blessing")
  g:choose("pass") -- Nick keeps Countermeasures
  eq(H.count(g, "hand", 1), 2, "two cards drawn")
  eq(H.find(g, "Cardinal's Blessing", "annihilated", 1), b, "annihilated")
  eq(H.count(g, "discard", 1), 0, "not discarded")
  eq(H.dp(g, 1), 1, "2 - 1 D")
  ok(H.find(g, "Countermeasures", "hand", 2) > 0, "Nick still holds Countermeasures")
end)

-- ---- Crescentian Nomad --------------------------------------------------------------------

test("Crescentian Nomad: Tribal - mustered to the Outpost, never Transfers, and attacks Nick's like-affiliated Crescentian Nomad in his Outpost, not his Centurion in the Kohort (Attack (Tactical Action))", function()
  -- "The warriors of the various TRIBAL affiliations may attack and be
  -- attacked by any other warrior, regardless of affiliation, even other
  -- like-affiliated warriors"; "Warriors in your Outpost may only attack
  -- warriors in other Outposts."
  local g = H.pos("card_crescentian_nomad")
  local theirs = H.find(g, "Crescentian Nomad", "outpost", 2)
  g:choose("muster Crescentian Nomad (3 DP) to the outpost")
  local mine = H.find(g, "Crescentian Nomad", "outpost", 1)
  ok(mine > 0, "in Mike's Outpost")
  eq(g:eval("rules.is_tribal(" .. mine .. ")"), true, "Tribal")
  eq(H.dp(g, 1), 0, "its Value 3 paid")
  hasnt(g:options(), "transfer Crescentian Nomad") -- TRIBAL warriors may not Transfer
  eq(g:eval("#rules.combat.defenders(" .. mine .. ")"), 1, "one Defender")
  eq(g:eval("rules.combat.defenders(" .. mine .. ")[1]"), theirs, "the other Crescentian Nomad")
  g:choose("attack with Crescentian Nomad")
  g:choose("shoot") -- S5 against A4 both ways
  eq(g:eval("rules.wounded(" .. theirs .. ")"), true, "Nick's Nomad is wounded")
  eq(g:eval("rules.wounded(" .. mine .. ")"), true, "and Mike's")
end)
