-- Doomtrooper: Attack (Tactical Action), 1) ANNOUNCE ATTACKER AND DEFENDER -
-- the affiliation restrictions, in both directions and for every pair of
-- affiliations. The expected answers below are written from the rulebook's
-- bullets, not from scripts/doomtrooper/combat.lua.
local H = dofile(ROOT .. "/tests/doomtrooper/common.lua")

local function id(g, title, zone, seat)
  local c = H.find(g, title, zone, seat)
  ok(c > 0, title .. " in " .. zone .. " of seat " .. seat)
  return c
end
local function may(g, a, d) return g:query(string.format("rules.combat.may_attack(%d, %d)", a, d)) end
-- The titles rules.combat.defenders offers to Attacker a, in order.
local function defenders(g, a)
  return g:query("(function() local t = {} for _, d in ipairs(rules.combat.defenders(" .. a ..
    ")) do t[#t+1] = cv.def(d).title end return table.concat(t, ',') end)()")
end

test("Attack (Tactical Action): ANNOUNCE ATTACKER AND DEFENDER - a Tainted Capitol warrior may not attack a Capitol Doomtrooper: a shared corporate membership forbids both directions", function()
  -- "If a warrior shares any type of corporate membership with another, it
  -- may not be attacked." Tainted keeps the corporation (Transfer Warrior: "a
  -- HERETIC which is still considered a Doomtrooper").
  local g = H.pos("tainted_attacker")
  local sl = id(g, "Sea Lions", "squad", 1)
  local inf, r = id(g, "Infantry", "squad", 2), id(g, "Venusian Ranger", "squad", 2)
  eq(may(g, inf, sl), "false", "the Capitol Infantry may not attack the Tainted Capitol Sea Lions")
  eq(may(g, sl, inf), "false", "nor the Tainted Sea Lions the Capitol Infantry")
  eq(may(g, sl, r), "true", "a Bauhaus warrior shares nothing with it")
  g:choose("attack with Sea Lions")
  eq(g:prompt(), "Attack: which Defender?")
  has(g:options(), "Venusian Ranger")
  has(g:options(), "Centurion")
  hasnt(g:options(), "Infantry")
end)

test("Attack (Tactical Action): ANNOUNCE ATTACKER AND DEFENDER - a Tainted Brotherhood member may still only attack Dark Legion and Tribal warriors", function()
  -- "Brotherhood members may only attack Dark Legion and Tribal warriors";
  -- the reverse, "A Doomtrooper may never attack a member of the
  -- Brotherhood", already holds for a Tainted Brother.
  local g = H.pos("tainted_attacker")
  local inq = id(g, "Inquisitor", "squad", 1)
  local inf, r = id(g, "Infantry", "squad", 2), id(g, "Venusian Ranger", "squad", 2)
  eq(may(g, inf, inq), "false", "the Capitol Infantry may not attack the Tainted Inquisitor")
  eq(may(g, inq, inf), "false", "nor the Tainted Inquisitor the Capitol Infantry")
  eq(may(g, inq, r), "false", "nor the Bauhaus Ranger")
  eq(defenders(g, inq), "Centurion", "the Dark Legion only")
end)

test("Attack (Tactical Action): ANNOUNCE ATTACKER AND DEFENDER - a Tainted Doomtrooper is still a Doomtrooper: it may never attack a member of the Brotherhood", function()
  -- "A Doomtrooper may never attack a member of the Brotherhood": the Dark
  -- Legion affiliation Tainted adds lifts none of its Doomtrooper
  -- restrictions (a FREELANCER given an affiliation "must also adhere to
  -- the rules for attacking based on this new affiliation").
  local g = H.pos("tainted_attacker")
  local sl = id(g, "Sea Lions", "squad", 1)
  local m = id(g, "Brotherhood Mystic", "squad", 2)
  eq(may(g, sl, m), "false", "the Tainted Sea Lions may not attack the Brotherhood Mystic")
  eq(defenders(g, sl), "Venusian Ranger,Centurion", "another corporation and the Dark Legion")
end)

-- Each kind of warrior in positions/affiliation_pairs.lua (its card
-- variable 'spec'): its corporations, and whether it is a member of the
-- Brotherhood, Dark Legion, Tribal, a FREELANCER, an ASSASSIN, a
-- NON-COMBATANT. The Affiliation icon section says which affiliations are
-- corporate, Doomtroopers, Tribal; Tainted "keeps its affiliations" and adds
-- the Dark Legion; Dark Visitation replaces them by the Dark Legion; a
-- FREELANCER given an affiliation "is no longer considered a FREELANCER".
local function set(...) local t = {} for _, k in ipairs({ ... }) do t[k] = true end return t end
local SPEC = {
  ["bauhaus"] = { corp = set("bauhaus") },
  ["capitol"] = { corp = set("capitol") },
  ["cybertronic"] = { corp = set("cybertronic") },
  ["imperial"] = { corp = set("imperial") },
  ["mishima"] = { corp = set("mishima") },
  ["brotherhood"] = { brother = true },
  ["freelancer"] = { freelancer = true },
  ["mishima assassin"] = { corp = set("mishima"), assassin = true },
  ["capitol non-combatant"] = { corp = set("capitol"), nc = true },
  ["brotherhood non-combatant"] = { brother = true, nc = true },
  ["tainted bauhaus"] = { corp = set("bauhaus"), legion = true },
  ["tainted capitol"] = { corp = set("capitol"), legion = true },
  ["tainted cybertronic"] = { corp = set("cybertronic"), legion = true },
  ["tainted imperial"] = { corp = set("imperial"), legion = true },
  ["tainted mishima"] = { corp = set("mishima"), legion = true },
  ["tainted brotherhood"] = { brother = true, legion = true },
  ["visited capitol"] = { legion = true },
  ["bauhaus and capitol"] = { corp = set("bauhaus", "capitol") },
  ["freelancer made imperial"] = { corp = set("imperial") },
  ["legion"] = { legion = true },
  ["legion assassin"] = { legion = true, assassin = true },
  ["legion heretic"] = { legion = true },
  ["templars"] = { tribal = true },
  ["rasputin"] = { tribal = true },
  ["lutheran"] = { tribal = true },
  ["crescentia"] = { tribal = true },
  ["atlanteans"] = { tribal = true },
  ["bauhaus in the outpost"] = { corp = set("bauhaus") },
  ["brotherhood in the outpost"] = { brother = true },
  ["legion in the outpost"] = { legion = true },
  ["tainted capitol in the outpost"] = { corp = set("capitol"), legion = true },
  ["freelancer in the outpost"] = { freelancer = true },
}

local function doomtrooper(s) return s.brother or s.freelancer or next(s.corp or {}) ~= nil end

-- The rulebook's bullets under 1) ANNOUNCE ATTACKER AND DEFENDER (and
-- Freelancer, Assassin, Non-Combatant), in the order a judge applies them.
local function expected(a, d)
  if a.id == d.id then return false end
  -- "Any warrior designated as a NONCOMBATANT may never attack or be the target of an attack."
  if a.nc or d.nc then return false end
  -- "Your warriors may not attack your own warriors."
  if a.owner == d.owner then return false end
  -- "Warriors in your Outpost may only attack warriors in other Outposts ... Likewise, warriors in
  -- Squads and Kohorts may never attack warriors in Outposts."
  if a.outpost ~= d.outpost then return false end
  -- "A warrior designated as an ASSASSIN may attack any warrior in play, regardless of affiliation."
  if a.assassin then return true end
  -- TRIBAL warriors "may attack and be attacked by any other warrior, regardless of affiliation".
  if a.tribal or d.tribal then return true end
  -- FREELANCERS "may attack and be attacked by any warrior (even Brotherhood)".
  if a.freelancer or d.freelancer then return true end
  -- "If a warrior shares any type of corporate membership with another, it may not be attacked."
  for k in pairs(a.corp or {}) do if (d.corp or {})[k] then return false end end
  -- "A Doomtrooper may never attack a member of the Brotherhood."
  if doomtrooper(a) and d.brother then return false end
  -- "Brotherhood members may only attack Dark Legion and Tribal warriors."
  if a.brother and not d.legion then return false end
  -- "Dark Legion warriors may attack any other warrior in play": a permission that lifts no
  -- restriction another of the warrior's memberships puts on it.
  return true
end

test("Attack (Tactical Action): ANNOUNCE ATTACKER AND DEFENDER - every pair of affiliations, both directions, holds the rulebook's restrictions", function()
  local g = H.pos("affiliation_pairs")
  -- every warrior in play: id, owner, Outpost or not, spec
  local rows = g:query([[(function() local t = {}
    for _, c in ipairs(rules.all_warriors()) do
      t[#t + 1] = c .. "|" .. cv.owner(c) .. "|" .. (cv.where(c) == "outpost" and 1 or 0) .. "|" .. cv.var(c, "spec")
    end return table.concat(t, "\n") end)()]])
  local ws = {}
  for line in rows:gmatch("[^\n]+") do
    local i, o, out, spec = line:match("^(%d+)|(%d+)|(%d)|(.+)$")
    local s = SPEC[spec]
    ok(s ~= nil, "a spec for " .. spec)
    local w = { id = tonumber(i), owner = tonumber(o), outpost = out == "1", spec = spec }
    for k, v in pairs(s) do w[k] = v end
    ws[#ws + 1] = w
  end
  eq(#ws, 64, "32 kinds of warrior for each player")
  -- rules.combat.may_attack for every ordered pair, in one query
  local got = g:query([[(function() local ws, t = rules.all_warriors(), {}
    for _, a in ipairs(ws) do for _, d in ipairs(ws) do
      t[#t + 1] = rules.combat.may_attack(a, d) and "1" or "0" end end
    return table.concat(t) end)()]])
  eq(#got, #ws * #ws, "one answer per pair")
  local bad, n = {}, 0
  for i, a in ipairs(ws) do
    for j, d in ipairs(ws) do
      n = n + 1
      local want = expected(a, d)
      if (got:sub(n, n) == "1") ~= want then
        bad[#bad + 1] = string.format("%s (seat %d) -> %s (seat %d): want %s", a.spec, a.owner, d.spec, d.owner,
          want and "may attack" or "may not")
      end
    end
  end
  eq(#bad, 0, "pairs that break the restrictions:\n  " .. table.concat(bad, "\n  ", 1, math.min(#bad, 40)))
end)
