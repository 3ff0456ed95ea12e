-- Halo: `state` for disputes (issue 14) - every character's current values
-- beside it, what it bears listed under it, and during a skirmish or an
-- engagement the running total of each side, which is what the resolution
-- then counts. The lines are compared exactly. Positions are
-- tests/halo/positions/state_*.lua.

local function pos(name)
  return game{ rules = "halo", position = "tests/halo/positions/" .. name .. ".lua" }
end

-- Fails unless 'want' are consecutive whole lines of 'text', showing both.
local function lines(text, want, what)
  local all = {}
  for l in (text .. "\n"):gmatch("(.-)\n") do all[#all + 1] = l end
  for i = 1, #all - #want + 1 do
    local same = true
    for j = 1, #want do
      if all[i + j - 1] ~= want[j] then same = false break end
    end
    if same then return end
  end
  ok(false, (what or "lines") .. ": not in the state:\n" .. table.concat(want, "\n") ..
    "\n-- the state:\n" .. text)
end

local function no_line_starting(text, prefix, what)
  ok(not ("\n" .. text):find("\n" .. prefix, 1, true), what .. ": a line starts with '" .. prefix .. "'")
end

test("SKIRMISH PHASE(S), Resolve that skirmish: state shows each side's running total and every participant's strength, vitality and wounds, possessions under their bearer; the resolution counts the same totals", function()
  local g = pos("state_skirmish")
  local st = g:state()
  lines(st, { "Free Peoples: Ann (move 0 of 2)",
    "skirmish: Sergeant Mobuto [4] 6 against Elite Veteran [9] 9 + Elite Veteran [10] 7 = 16" }, "the header")
  lines(st, { "  company (5)",
    "    Master Chief [3] (strength 8, vitality 5, wounds 0, damage +1)",
    "      MJOLNIR Powered Assault Armor [6]",
    "    Sergeant Mobuto [4] (strength 6, vitality 3, wounds 1, defender +1) { wounds=1 }",
    "      BR55 Battle Rifle [5]",
    "      Crazed [7]",
    "  support (0)" }, "Ann's company")
  lines(st, { "  shadow (3)",
    "    Elite Veteran [9] (strength 9, vitality 2, wounds 0, site 2) assigned: Sergeant Mobuto [4]",
    "      Energy Sword [11]",
    "    Elite Veteran [10] (strength 7, vitality 2, wounds 0, site 2) assigned: Sergeant Mobuto [4]",
    "  discard (0)" }, "Bob's minions")
  lines(st, { "  path (2)",
    "    Autumn Bridge [12] (site 1, shadow 0)",
    "    Outskirts [13] (site 2, shadow 2)" }, "the sites")
  -- A skirmish action changes the running total at once.
  g:choose_any("play Hold the Line")
  st = g:state()
  lines(st, { "skirmish: Sergeant Mobuto [4] 8 against Elite Veteran [9] 9 + Elite Veteran [10] 7 = 16" },
    "the header after Hold the Line")
  lines(st, { "    Sergeant Mobuto [4] (strength 8, vitality 3, wounds 1, defender +1) { wounds=1 }" }, "Mobuto")
  g:choose("pass")
  has(g:log(), "strength 8 (Free Peoples) against 16 (Shadow): the Shadow side wins, overwhelming")
  no_line_starting(g:state(), "skirmish:", "after the skirmish")
end)

test("ENGAGEMENT PHASE(S), Resolve that engagement: state shows each side's running weapons total and every ship's weapons, armor and damage, a possession under its ship; the resolution counts the same totals", function()
  local g = pos("state_engagement")
  local st = g:state()
  lines(st, { "engagement: Pillar of Autumn [3] 15 against Seraph [6] 6 + Seraph [7] 6 = 12" }, "the header")
  lines(st, { "  support (2)",
    "    Pillar of Autumn [3] (weapons 15, armor 5, damage 1) { damage=1 }",
    "      Archer Missile Pods [4]",
    "  shadow (0)" }, "Ann's ship")
  lines(st, { "  support (2)",
    "    Seraph [6] (weapons 6, armor 3, damage 0) assigned: Pillar of Autumn [3]",
    "    Seraph [7] (weapons 6, armor 3, damage 0) assigned: Pillar of Autumn [3]" }, "Bob's ships")
  g:choose("play Broadside")
  has(g:log(), "weapons 15 (Free Peoples) against 12 (Shadow): the Free Peoples side wins")
  no_line_starting(g:state(), "engagement:", "after the engagement")
end)

