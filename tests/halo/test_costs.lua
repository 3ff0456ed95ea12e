-- Halo: COSTS AND EFFECTS (Costs; Effects) and Sniping fire with allies
-- (ALLIES). Each test is named by the rulebook section it checks
-- (the Halo TCG rulebook). Positions are
-- tests/halo/positions/audit_cost_*.lua.
local H = dofile(ROOT .. "/tests/halo/common.lua")

local function pos(name, opts)
  return game{ rules = "halo", position = "tests/halo/positions/" .. name .. ".lua", options = opts }
end

local function id(g, title, zone, seat) return H.find(g, title, zone or "company", seat or 1) end
local function where(g, c) return g:query("return (cv.where(" .. c .. "))") end
local function wounds(g, c) return H.num(g, "rules.wounds(" .. c .. ")") end
local function count(g, zone, seat) return H.num(g, "#cv.zone('" .. zone .. "', " .. seat .. ")") end

-- How many cards titled 'title' are in zone (name, seat).
local function count_titled(g, title, zone, seat)
  return H.num(g, string.format(
    "(function() local n = 0 for _, c in ipairs(cv.zone(%q, %d)) do if cv.def(c).title == %q then n = n + 1 end end return n end)()",
    zone, seat, title))
end

-- The ids of the cards titled 'title' in zone (name, seat), in zone order.
local function ids(g, title, zone, seat)
  local out = {}
  local s = g:query(string.format(
    "(function() local t = {} for _, c in ipairs(cv.zone(%q, %d)) do if cv.def(c).title == %q then t[#t + 1] = c end end return table.concat(t, ',') end)()",
    zone, seat, title))
  for n in s:gmatch("%d+") do out[#out + 1] = tonumber(n) end
  return out
end

-- The log lines containing 'text'.
local function lines_with(g, text)
  local out = {}
  for _, l in ipairs(g:log()) do
    if l:find(text, 1, true) then out[#out + 1] = l end
  end
  return out
end

-- Is the first (the event's) ability of card c usable by 'seat' now?
local function usable(g, c, seat)
  return g:query(string.format(
    "return cv.usable(%d, cv.def(%d).abilities[1], { player = %d })", c, c, seat))
end

-- ---- Costs ------------------------------------------------------------------------------

test("Costs: each payment serves one card - two exertions of Mobuto pay for two Covering Fires, not a third", function()
  local g = pos("audit_cost_one_payment")
  local mobuto = id(g, "Sergeant Mobuto")
  local v1, v2 = table.unpack(ids(g, "Elite Veteran", "shadow", 2))
  -- The first Covering Fire: Mobuto is the only UNSC companion able to
  -- exert (Master Chief is exhausted), so he pays.
  g:choose_any("play Covering Fire")
  eq(wounds(g, mobuto), 1, "Mobuto exerted once for the first Covering Fire")
  g:choose("Elite Veteran [" .. v1 .. "]")
  eq(wounds(g, v1), 1, "the first Veteran wounded")
  -- That exertion does not pay for the second card: it needs its own.
  eq(g:seat(), 1, "Ann may act again (Bob can only pass)")
  has(g:options(), "play Covering Fire", "Mobuto can still exert once")
  g:choose_any("play Covering Fire")
  eq(wounds(g, mobuto), 2, "Mobuto exerted a second time for the second Covering Fire")
  g:choose("Elite Veteran [" .. v2 .. "]")
  eq(wounds(g, v2), 1, "the second Veteran wounded")
  -- Mobuto is now exhausted (2 wounds of 3) and Master Chief was already:
  -- the third Covering Fire cannot be paid for, so Ann has only "pass" and
  -- the maneuver phase ends.
  local third = id(g, "Covering Fire", "hand")
  ok(third > 0, "the third Covering Fire is still in hand")
  eq(usable(g, third, 1), "false", "the third Covering Fire is not playable")
  eq(g:prompt(), "Assign defenders", "the maneuver window closed without a third play")
  eq(count_titled(g, "Covering Fire", "discard", 1), 2, "two Covering Fires played")
  eq(count_titled(g, "Covering Fire", "hand", 1), 1, "one left in hand")
  eq(H.num(g, "rules.twilight()"), 2, "two events of cost 1")
  eq(wounds(g, id(g, "Master Chief")), 3, "Master Chief paid nothing")
end)

test("Costs; Twilight Cost: twilight short by one - with 1 twilight Bob may play Plasma Grenade (1) but not Fuel Rod Cannon (2) nor use Sesa's Remove (2)", function()
  local g = pos("audit_cost_twilight_short")
  local vet = id(g, "Elite Veteran", "shadow", 2)
  local sesa = id(g, "Sesa 'Refumee", "shadow", 2)
  g:choose("pass") -- Ann
  eq(g:seat(), 2, "Bob holds priority")
  has(g:options(), "play Plasma Grenade", "cost 1, payable from the pool of 1")
  hasnt(g:options(), "Fuel Rod Cannon", "cost 2: one twilight short")
  hasnt(g:options(), "use Sesa 'Refumee", "Remove (2): one twilight short")
  g:choose("play Plasma Grenade")
  eq(H.num(g, "rules.twilight()"), 0, "1 - 1")
  eq(H.num(g, "rules.strength(" .. vet .. ")"), 10, "the Veteran: 7 + 3")
  eq(H.num(g, "rules.strength(" .. sesa .. ")"), 9, "Sesa unchanged")
  eq(count_titled(g, "Fuel Rod Cannon", "hand", 2), 1, "Fuel Rod Cannon stays in hand")
end)

test("Costs: the roaming penalty is part of the cost - a Blue Elite roaming at site 3 (4 + 2) is not offered with 5 twilight", function()
  local g = pos("audit_cost_roaming_short")
  local elite = id(g, "Blue Elite", "hand", 2)
  eq(g:seat(), 2, "Bob's Shadow actions")
  has(g:options(), "play Elite Veteran [", "cost 2, no roaming at site 3")
  hasnt(g:options(), "Blue Elite", "6 twilight needed, 5 in the pool")
  eq(g:query("rules.can_play_card(" .. elite .. ", 2)"), "false", "can_play refuses the Blue Elite")
  g:choose("play Elite Veteran")
  eq(H.num(g, "rules.twilight()"), 3, "5 - 2")
  eq(where(g, elite), "hand", "the Blue Elite stays in hand")
  eq(count(g, "shadow", 2), 1, "one minion in play")
end)

-- ---- Effects: as much as you can --------------------------------------------------------

test("Effects: Combat Medic heals twice a companion with one wound - one wound is healed, the rest ignored", function()
  local g = pos("audit_cost_medic_one_wound")
  local mobuto, chief = id(g, "Sergeant Mobuto"), id(g, "Master Chief")
  g:choose("play Combat Medic")
  g:choose_any("exert no more") -- pay the full 2 twilight
  -- Mobuto is the only wounded UNSC companion: healed without asking.
  eq(wounds(g, mobuto), 0, "one wound healed")
  eq(wounds(g, chief), 0, "Master Chief untouched")
  -- The event's effect changed one wound count, once.
  local changes = {}
  for _, l in ipairs(lines_with(g, "[Combat Medic [")) do
    if l:find("wounds", 1, true) then changes[#changes + 1] = l end
  end
  eq(#changes, 1, "one wound change by Combat Medic")
  ok(changes[1] and changes[1]:find("Sergeant Mobuto [" .. mobuto .. "]'s wounds: 1 -> 0", 1, true),
    "Mobuto healed once: " .. tostring(changes[1]))
  eq(H.num(g, "rules.twilight()"), 2, "Combat Medic's cost")
  eq(where(g, id(g, "Combat Medic", "discard")), "discard", "the event is discarded")
  eq(#g:warnings(), 0, "no warning")
end)

test("Effects: a card with no effect may still be played - Combat Medic with no wounded UNSC companion", function()
  local g = pos("audit_cost_medic_none")
  g:choose("play Combat Medic")
  g:choose_any("exert no more") -- pay the full 2 twilight
  eq(H.num(g, "rules.twilight()"), 2, "Combat Medic's cost is paid")
  eq(where(g, id(g, "Combat Medic", "discard")), "discard", "the event is discarded")
  eq(wounds(g, id(g, "Master Chief")) + wounds(g, id(g, "Sergeant Mobuto")), 0, "nobody healed or hurt")
end)

test("Effects: a card with no effect may still be played - Infestation with a Flood minion but no companion except the Hero", function()
  local g = pos("audit_cost_infestation_none")
  g:choose("play Infestation")
  eq(H.num(g, "rules.twilight()"), 3, "5 - Infestation's 2")
  eq(where(g, id(g, "Infestation", "discard", 2)), "discard", "the event is discarded")
  eq(wounds(g, id(g, "Master Chief")), 0, "the Hero is not wounded")
end)

test("Effects: Containment Protocols Violated spots 2 cultures with one Flood minion to play - it plays the one, ignores the rest", function()
  local g = pos("audit_cost_containment_one")
  local spore = id(g, "Flood Spore", "discard", 2)
  local combat = id(g, "Flood Combat Form", "hand", 2)
  g:choose("play Containment Protocols Violated")
  g:choose("2")
  has(g:log(), "Bob spots 2 Shadow cultures")
  -- The Flood Spore in the discard pile is the only choice: played without
  -- asking, paying its 1 twilight. The second minion cannot be played.
  eq(where(g, spore), "shadow", "the Spore is played")
  eq(where(g, combat), "hand", "a Flood minion in hand is not played by it")
  eq(count(g, "shadow", 2), 3, "two minions + one")
  eq(H.num(g, "rules.twilight()"), 9, "10 - 1 (the Spore)")
  eq(g:seat(), 2, "Bob's Shadow phase goes on")
  has(g:options(), "play Flood Combat Form", "the Combat Form may still be played from hand")
end)

test("Effects: Containment Protocols Violated spots 2 cultures with 4 twilight - a Combat Form (3) is played, the Carrier Form (2) cannot be paid for", function()
  local g = pos("audit_cost_containment_twilight")
  local combat = id(g, "Flood Combat Form", "draw", 2)
  local carrier = id(g, "Flood Carrier Form", "draw", 2)
  g:choose("play Containment Protocols Violated")
  g:choose("2")
  eq(g:prompt(), "Containment Protocols Violated: play which Flood minion?")
  has(g:options(), "Flood Combat Form")
  has(g:options(), "Flood Carrier Form")
  g:choose("Flood Combat Form")
  eq(where(g, combat), "shadow", "the Combat Form is played")
  eq(H.num(g, "rules.twilight()"), 1, "4 - 3")
  -- 1 twilight cannot pay the Carrier Form's 2: the second play is skipped.
  eq(where(g, carrier), "draw", "the Carrier Form stays in the draw deck")
  eq(count(g, "shadow", 2), 3, "two minions + one")
  has(g:log(), "Bob's draw is shuffled")
end)

-- ---- Effects: a choice of effects ----------------------------------------------------------

test("Effects: a chain of two Flood Spores with 1 twilight - the first must wound the second, which may then remove what there is", function()
  local g = pos("audit_cost_spore_chain")
  local s1, s2 = table.unpack(ids(g, "Flood Spore", "shadow", 2))
  has(g:log(), "sniping totals: minions 0, company 1")
  g:choose("Flood Spore [" .. s1 .. "]") -- Bob assigns Linda's wound
  -- The first Spore: remove (2) cannot be fully performed with 1 twilight,
  -- wounding the other Spore can: it is the only choice, made without asking.
  has(g:log(), "Bob chooses: wound another minion")
  eq(where(g, s1), "discard", "the first Spore is killed")
  eq(where(g, s2), "discard", "the second Spore is killed by its wound")
  -- The second Spore: no other minion and 1 twilight; neither choice can be
  -- fully performed, so both are offered.
  eq(g:prompt(), "Flood Spore: remove (2) or wound another minion?")
  has(g:options(), "remove (2)")
  has(g:options(), "wound another minion")
  g:choose("remove (2)")
  eq(H.num(g, "rules.twilight()"), 0, "the one token there was is removed")
  eq(#lines_with(g, "Bob chooses: remove (2)"), 1, "the second Spore's choice")
  has(g:log(), "Regroup phase begins")
end)

-- ---- Effects: a card with no effect ------------------------------------------------------------

test("Effects: a card with no effect may still be played - Containment Protocols Violated with no Flood minion to play", function()
  local g = pos("audit_cost_containment_none")
  local cpv = id(g, "Containment Protocols Violated", "hand", 2)
  local spore = id(g, "Flood Spore", "hand", 2)
  -- No Flood minion in the draw deck or the discard pile: it is offered.
  has(g:options(), "play Containment Protocols Violated")
  g:choose("play Containment Protocols Violated")
  g:choose("2")
  eq(where(g, cpv), "discard", "the event was played")
  eq(count(g, "shadow", 2), 2, "no minion played")
  eq(where(g, spore), "hand", "the Spore in hand is not a source")
  eq(H.num(g, "rules.twilight()"), 10, "nothing paid")
  eq(g:seat(), 2, "Bob's Shadow phase goes on")
end)

test("Effects: an ability with no effect may still be used - Installation Protocols plays a Sentinel (the cost), the draw from an empty deck does nothing", function()
  local g = pos("audit_cost_protocols_empty")
  local escort = id(g, "Sentinel Escort", "hand")
  g:choose("use Installation Protocols")
  eq(where(g, escort), "company", "the Sentinel Escort is played as the cost")
  eq(H.num(g, "rules.twilight()"), 2, "the Escort's cost is paid")
  eq(count(g, "hand", 1), 1, "nothing drawn (the draw deck is empty): the Helljumper alone")
  eq(#lines_with(g, "moves from Ann's draw"), 0, "no card drawn")
  eq(g:prompt(), "company action, or pass", "Ann's company phase goes on")
  ok(not g:over(), "drawing from an empty deck does not lose")
end)

-- ---- Sniping fire and allies -----------------------------------------------------------------

test("Sniping fire: an ally at his home site takes part - Admiral Jeromi at site 6 may take minion sniping wounds, Cortana (AI) may not", function()
  local g = pos("audit_cost_sniping_ally_home")
  local chief, jeromi = id(g, "Master Chief"), id(g, "Admiral Jeromi", "support")
  local cortana = id(g, "Cortana", "support")
  has(g:log(), "sniping totals: minions 2, company 0")
  eq(g:prompt(), "Assign a minion sniping wound")
  has(g:options(), "Admiral Jeromi [" .. jeromi .. "]")
  has(g:options(), "Master Chief [" .. chief .. "]")
  hasnt(g:options(), "Cortana", "an AI does not take part even at her home")
  g:choose("Admiral Jeromi")
  g:choose("Admiral Jeromi")
  eq(wounds(g, jeromi), 2, "both wounds on Jeromi")
  eq(wounds(g, chief), 0, "Master Chief spared")
  eq(wounds(g, cortana), 0, "Cortana")
end)

test("Sniping fire: an ally away from his home does not take part - the one sniping wound goes to Master Chief, not Admiral Jeromi", function()
  local g = pos("audit_cost_sniping_ally_away")
  has(g:log(), "sniping totals: minions 1, company 0")
  -- One eligible character: the wound is placed without asking.
  eq(wounds(g, id(g, "Master Chief")), 1, "Master Chief")
  eq(wounds(g, id(g, "Admiral Jeromi", "support")), 0, "Jeromi, at home 6, the company at 5")
  eq(g:prompt(), "Assign defenders")
  hasnt(g:options(), "Admiral Jeromi")
end)

test("Sniping fire: an AI ally at her home does not take part - the sniping wound goes to Master Chief, not Cortana", function()
  local g = pos("audit_cost_sniping_ai_home")
  has(g:log(), "sniping totals: minions 1, company 0")
  eq(wounds(g, id(g, "Master Chief")), 1, "Master Chief")
  eq(wounds(g, id(g, "Cortana", "support")), 0, "Cortana")
end)

test("Sniping fire: a sniper ally counts toward the company sniping total at his home, not away from it", function()
  local home = pos("audit_cost_sniper_ally_home")
  has(home:log(), "sniping totals: minions 0, company 1")
  eq(where(home, id(home, "Unggoy Grunt", "discard", 2)), "discard", "the Grunt killed by the company's wound")
  local away = pos("audit_cost_sniper_ally_away")
  has(away:log(), "sniping totals: minions 0, company 0")
  eq(where(away, id(away, "Unggoy Grunt", "shadow", 2)), "shadow", "the Grunt unharmed")
end)
