-- Halo: ships (SHIP; VITALITY: Armor; COMPANY PHASE: Characters on ships),
-- ships in the ASSIGNMENT PHASE, and the ENGAGEMENT PHASE(S), with the
-- rulebook's Pillar of Autumn examples. Games start from the position files
-- tests/halo/positions/ships_*.lua.
local H = dofile(ROOT .. "/tests/halo/common.lua")

local function position(name)
  return game{ rules = "halo", position = "tests/halo/positions/" .. name .. ".lua" }
end

-- The ids of the cards titled 'title' owned by 'seat', wherever they are,
-- in id order.
local function ids(g, title, seat)
  local s = g:query(string.format(
    "(function() local t = {} for _, z in ipairs(cv.zone_names(%d)) do " ..
    "for _, c in ipairs(cv.zone(z, %d)) do if cv.def(c).title == %q then t[#t + 1] = c end end end " ..
    "table.sort(t) return table.concat(t, ' ') end)()", seat, seat, title))
  local out = {}
  for n in s:gmatch("%d+") do out[#out + 1] = tonumber(n) end
  return out
end

local function damage(g, c) return H.num(g, "cv.pool(" .. c .. ", 'damage')") end
local function where(g, c) return g:query("(cv.where(" .. c .. "))") end

-- Ann assigns the Autumn to the first Seraph; Bob must assign the leftover
-- Seraph to the only defending ship, the Autumn.
local function autumn_takes_both(g, autumn, seraphs)
  eq(g:prompt(), "Assign defending ships")
  g:choose("assign Pillar of Autumn [" .. autumn .. "] to Seraph [" .. seraphs[1] .. "]")
  eq(H.num(g, "cv.link(" .. seraphs[2] .. ", 'assigned')"), autumn, "Bob's leftover Seraph on the Autumn")
end

test("ENGAGEMENT PHASE(S), Resolve that engagement: the Autumn (13) beats two Seraphs (12): each Seraph takes one damage", function()
  local g = position("ships_two_seraphs")
  local autumn = ids(g, "Pillar of Autumn", 1)[1]
  local seraphs = ids(g, "Seraph", 2)
  autumn_takes_both(g, autumn, seraphs)
  -- The engagement window: Ann could play Broadside, Bob a Plasma Torpedo.
  g:choose("pass")
  g:choose("pass")
  has(g:log(), "weapons 13 (Free Peoples) against 12 (Shadow): the Free Peoples side wins")
  hasnt(g:log(), "overwhelming")
  eq(damage(g, seraphs[1]), 1, "first Seraph's damage")
  eq(damage(g, seraphs[2]), 1, "second Seraph's damage")
  eq(damage(g, autumn), 0, "the Autumn's damage")
end)

test("ENGAGEMENT PHASE(S), Resolve that engagement: the Autumn with damage +1: each Seraph takes two damage", function()
  local g = position("ships_two_seraphs")
  local autumn = ids(g, "Pillar of Autumn", 1)[1]
  local seraphs = ids(g, "Seraph", 2)
  autumn_takes_both(g, autumn, seraphs)
  g:choose("play Broadside")
  eq(H.num(g, "cv.value(" .. autumn .. ", 'damage')"), 1, "damage +1 during the engagement")
  g:choose("pass") -- Bob
  eq(damage(g, seraphs[1]), 2, "first Seraph's damage")
  eq(damage(g, seraphs[2]), 2, "second Seraph's damage")
  -- An engagement action lasts for that engagement only.
  eq(H.num(g, "cv.value(" .. autumn .. ", 'damage')"), 0, "damage after the engagement")
end)

test("ENGAGEMENT PHASE(S), Resolve that engagement; Armor: two Seraphs with damage +1 and weapons 7 (14 > 13): the Autumn takes three damage", function()
  local g = position("ships_armada")
  local autumn = ids(g, "Pillar of Autumn", 1)[1]
  local seraphs = ids(g, "Seraph", 2)
  has(g:log(), "weapons 13 (Free Peoples) against 14 (Shadow): the Shadow side wins")
  eq(damage(g, autumn), 3, "one for losing, one per damage +1")
  eq(where(g, autumn), "support", "armor 5: the Autumn survives")
  eq(damage(g, seraphs[1]) + damage(g, seraphs[2]), 0, "the Seraphs' damage")
end)

test("ENGAGEMENT PHASE(S), Perform engagement actions; Resolve that engagement: ties go to the Shadow side (13 against 13, a Plasma Torpedo)", function()
  local g = position("ships_two_seraphs")
  local autumn = ids(g, "Pillar of Autumn", 1)[1]
  local seraphs = ids(g, "Seraph", 2)
  autumn_takes_both(g, autumn, seraphs)
  g:choose("pass") -- Ann
  g:choose("play Plasma Torpedo")
  g:choose("Seraph [" .. seraphs[1] .. "]")
  g:choose("pass") -- Ann again, after Bob's action; then Bob has nothing left
  has(g:log(), "weapons 13 (Free Peoples) against 13 (Shadow): the Shadow side wins")
  eq(damage(g, autumn), 1, "the Autumn's damage")
  eq(damage(g, seraphs[1]) + damage(g, seraphs[2]), 0, "the Seraphs' damage")
  eq(H.num(g, "cv.value(" .. seraphs[1] .. ", 'weapons')"), 6, "weapons +1 for that engagement only")
end)

test("ENGAGEMENT PHASE(S), Resolve that engagement: overwhelmed at double weapons, destroyed regardless of armor", function()
  local g = position("ships_one_seraph")
  local seraph = ids(g, "Seraph", 2)[1]
  has(g:log(), "weapons 13 (Free Peoples) against 6 (Shadow): the Free Peoples side wins, overwhelming")
  has(g:log(), "Seraph [" .. seraph .. "] is destroyed")
  eq(where(g, seraph), "discard", "a destroyed Shadow ship goes to the discard pile")
  eq(damage(g, seraph), 0, "no damage tokens left on it")
end)

test("ENGAGEMENT PHASE(S), Resolve that engagement: weapons against zero overwhelm; VITALITY Armor: a destroyed Free Peoples ship goes to the dead pile", function()
  local g = position("ships_zero")
  local pelican = ids(g, "Pelican Dropship", 1)[1]
  has(g:log(), "weapons 0 (Free Peoples) against 6 (Shadow): the Shadow side wins, overwhelming")
  eq(where(g, pelican), "dead", "the Pelican (armor 2) in Ann's dead pile")
end)

test("ENGAGEMENT PHASE(S), Resolve that engagement: both sides at zero weapons: the Shadow side wins without overwhelming", function()
  local g = position("ships_two_engagements")
  local pelican = ids(g, "Pelican Dropship", 1)[1]
  g:choose("Pelican Dropship")
  g:choose("pass") -- Ann keeps her MAC Round
  has(g:log(), "weapons 0 (Free Peoples) against 0 (Shadow): the Shadow side wins")
  hasnt(g:log(), "overwhelming")
  eq(damage(g, pelican), 1, "one damage, not destroyed")
  eq(where(g, pelican), "support", "the Pelican stays in play")
end)

test("ENGAGEMENT PHASE(S), ENGAGEMENT PHASE OUTLINE: the Free Peoples player chooses the order of the engagements", function()
  local g = position("ships_two_engagements")
  local autumn = ids(g, "Pillar of Autumn", 1)[1]
  local pelican = ids(g, "Pelican Dropship", 1)[1]
  local seraph = ids(g, "Seraph", 2)[1]
  eq(g:prompt(), "Choose the next engagement")
  has(g:options(), "Pillar of Autumn")
  has(g:options(), "Pelican Dropship")
  g:choose("Pelican Dropship")
  g:choose("pass")
  -- The second engagement follows without a choice: only one is left.
  g:choose("pass")
  local log = table.concat(g:log(), "\n")
  local first = log:find("engagement: Pelican Dropship", 1, true)
  local second = log:find("engagement: Pillar of Autumn", 1, true)
  ok(first and second and first < second, "the Pelican's engagement first")
  eq(where(g, seraph), "discard", "13 against 6: the Seraph is overwhelmed")
  eq(H.num(g, "cv.link(" .. seraph .. ", 'assigned') or 0"), 0, "assignments cleared")
  eq(damage(g, autumn), 0, "the Autumn's damage")
  eq(damage(g, pelican), 1, "the Pelican's damage")
end)

test("ENGAGEMENT PHASE(S), Resolve that engagement: all ships of one side removed before the engagement begins: no engagement", function()
  local g = position("ships_two_engagements")
  local pelican = ids(g, "Pelican Dropship", 1)[1]
  local phantom = ids(g, "Phantom Dropship", 2)[1]
  g:choose("Pillar of Autumn")
  -- During the Autumn's engagement, the MAC Round destroys the Phantom
  -- (armor 1), the only Shadow ship of the Pelican's engagement.
  g:choose("play MAC Round")
  g:choose("Phantom Dropship")
  eq(where(g, phantom), "discard", "the Phantom is destroyed")
  has(g:log(), "the engagement of Pelican Dropship [" .. pelican .. "] does not occur")
  hasnt(g:log(), "engagement: Pelican Dropship")
  eq(damage(g, pelican), 0, "the Pelican's damage")
end)

test("ENGAGEMENT PHASE(S), Perform engagement actions; Resolve that engagement: all ships of one side removed during the engagement (a MAC Round): it resolves at zero", function()
  local g = position("ships_two_engagements")
  g:choose("Pelican Dropship")
  -- Ann destroys the Phantom during the Pelican's own engagement: the
  -- Shadow side has zero weapons, the Free Peoples side zero too, and the
  -- Shadow side wins at zero (the rulebook's literal outcome).
  g:choose("play MAC Round")
  g:choose("Phantom Dropship")
  has(g:log(), "weapons 0 (Free Peoples) against 0 (Shadow): the Shadow side wins")
end)

test("ASSIGNMENT PHASE, Assign defenders: Shadow ships with no Free Peoples ship to defend are not assigned", function()
  local g = position("ships_no_fp_ship")
  local seraph = ids(g, "Seraph", 2)[1]
  has(g:log(), "no Free Peoples ship: the Shadow ships are not assigned")
  has(g:log(), "nothing is assigned: straight to the regroup phase")
  hasnt(g:log(), "Engagement phase begins")
  eq(where(g, seraph), "support", "the Seraph stays in play")
end)

test("VITALITY Armor: a ship is repaired one damage; a ship with no damage cannot be repaired", function()
  local g = position("ships_repair")
  local autumn = ids(g, "Pillar of Autumn", 1)[1]
  local pelican = ids(g, "Pelican Dropship", 1)[1]
  eq(g:query("rules.can_repair(" .. autumn .. ")"), "false", "the undamaged Autumn")
  -- Only the Pelican can be repaired, so it is chosen without asking.
  g:choose_any("play Emergency Repairs")
  eq(damage(g, pelican), 0, "the Pelican is repaired")
  eq(damage(g, autumn), 0, "the Autumn")
  eq(g:query("rules.can_repair(" .. pelican .. ")"), "false", "the repaired Pelican")
  -- Nothing is damaged now: the second Emergency Repairs may still be played
  -- (COSTS AND EFFECTS, Effects: a card with no effect), and repairs nothing.
  local pool = H.num(g, "rules.twilight()")
  g:choose("play Emergency Repairs")
  eq(H.num(g, "rules.twilight()"), pool + 1, "its cost is paid")
  eq(damage(g, pelican), 0, "the Pelican")
  eq(damage(g, autumn), 0, "the Autumn")
end)

test("COMPANY PHASE: Characters on ships - staffing companions leave the company; killed, they go to the dead pile flipped", function()
  local g = position("ships_staffing")
  local chief = ids(g, "Master Chief", 1)[1]
  local odst = ids(g, "ODST Helljumper", 1)[1]
  local pelican = ids(g, "Pelican Dropship", 1)[1]
  g:choose("play All Hands to Stations")
  g:choose("ODST Helljumper")
  eq(H.num(g, "cv.link(" .. odst .. ", 'staffing')"), pelican, "the Helljumper staffs the Pelican")
  eq(where(g, odst), "support", "beside the ship, out of the company")
  eq(H.num(g, "#rules.companions(1)"), 1, "the company: Master Chief alone")
  -- Ann has nothing more to do: the company moves.
  -- Moving to Outskirts: Shadow number 2, plus one companion (not the crew).
  eq(H.num(g, "rules.twilight()"), 3, "twilight after the move")
  -- Assignment: the Helljumper cannot defend against the Grunt.
  eq(g:prompt(), "Assign defenders")
  hasnt(g:options(), "ODST Helljumper")
  g:choose("assign Master Chief [" .. chief .. "]")
  -- Ann leaves the Pelican unassigned; Bob's Seraph must take it.
  g:choose("done assigning ships")
  -- 6 against 0: the Pelican is destroyed, its crew killed with it.
  eq(where(g, pelican), "dead", "the Pelican in the dead pile")
  eq(where(g, odst), "dead", "the Helljumper in the dead pile")
  eq(g:query("cv.var(" .. odst .. ", 'flipped')"), "1", "turned upside-down (true is stored as 1)")
  eq(g:query("cv.link(" .. odst .. ", 'staffing')"), "nil", "no longer staffing")
  -- Flipped, the Helljumper does not count toward the company limit.
  eq(H.num(g, "#rules.companions(1)"), 1, "Master Chief still in the company")
end)
