-- Doomtrooper: `state` for disputes (issue 14) - every warrior's current
-- Fight, Shoot, Armor and Value beside it, its equipment listed under it,
-- and during a combat each combatant's rating against the other's Armor,
-- which is what the resolution then reads. The lines are compared exactly.
-- The position is tests/doomtrooper/positions/state_combat.lua.
local H = dofile(ROOT .. "/tests/doomtrooper/common.lua")

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

test("Attack (Tactical Action): state shows the combat's standing - each combatant's rating against the other's Armor - and every warrior's current ratings, equipment under its bearer; the resolution reads the same", function()
  local g = H.pos("state_combat")
  local st = g:state()
  lines(st, { "  squad (5)",
    "    Venusian Ranger [3] (fight 5, shoot 6, armor 7, value 4)",
    "      Combat Armor [5]",
    "      Violator Sword [6]",
    "      Assault Rifle [7]",
    "    Infantry [4] (fight 3, shoot 4, armor 4, value 2)",
    "  kohort (0)" }, "Mike's squad before the combat")
  g:choose("attack with Venusian Ranger")
  lines(g:state(), { "combat: Venusian Ranger [3] attacks Undead Legionnaire [8] (Battle Tactic not chosen yet)",
    "in: turn > phase > actions > combat" }, "before the Battle Tactic")
  g:choose("fight")
  -- ANNOUNCE BATTLE TACTICS, Determine Combat Standing: in a Fight only the
  -- FIGHT WEAPON counts (the Violator Sword, +3).
  st = g:state()
  lines(st, { "combat: Venusian Ranger [3] attacks Undead Legionnaire [8] (fight)",
    "standing: Venusian Ranger [3] fight 8 against Armor 3 (wounds); Undead Legionnaire [8] fight 3 against Armor 7 (resisted)" },
    "the header")
  lines(st, { "    Venusian Ranger [3] (fight 8, shoot 6, armor 7, value 4)" }, "the Ranger in the Fight")
  lines(st, { "  kohort (1)", "    Undead Legionnaire [8] (fight 3, shoot 3, armor 3, value 2)" }, "the Legionnaire")
  -- Modify Combat Ratings: Combat Reflexes changes the standing at once.
  g:choose_any("play Combat Reflexes")
  st = g:state()
  lines(st, { "standing: Venusian Ranger [3] fight 10 against Armor 3 (wounds); Undead Legionnaire [8] fight 3 against Armor 9 (resisted)" },
    "the header after Combat Reflexes")
  lines(st, { "    Venusian Ranger [3] (fight 10, shoot 8, armor 9, value 4)" }, "the Ranger")
  g:choose("pass")
  has(g:log(), "resolve: Venusian Ranger [3] hits, Undead Legionnaire [8] misses")
  ok(not g:state():find("\ncombat:", 1, true), "no combat line after the combat")
end)
