-- ANNOUNCE ATTACKER AND DEFENDER: every kind of warrior the affiliation
-- restrictions tell apart, the same set for both players, in the Squad and
-- Kohort and in the Outpost. Each warrior's card variable 'spec' names its
-- kind for tests/doomtrooper/test_affiliations.lua.
local function side(p) -- p: a prefix that keeps the refs of the two players apart
  local function w(title, spec, extra)
    local t = { title, ref = p .. ":" .. spec, vars = { spec = spec } }
    for k, v in pairs(extra or {}) do t.vars[k] = v end
    return t
  end
  local squad, kohort, outpost = {}, {}, {}
  local function put(area, title, spec, attach, extra)
    local c = w(title, spec, extra)
    area[#area + 1] = c
    if attach then area[#area + 1] = { attach, bearer = c.ref } end
  end
  put(squad, "Venusian Ranger", "bauhaus")
  put(squad, "Infantry", "capitol")
  put(squad, "Chemiman", "cybertronic")
  put(squad, "Trenchers", "imperial")
  put(squad, "Mishima Samurai", "mishima")
  put(squad, "Brotherhood Mystic", "brotherhood")
  put(squad, "Mercenary", "freelancer")
  put(squad, "Shadow Walker", "mishima assassin")
  put(squad, "Field Quartermaster", "capitol non-combatant")
  put(squad, "Brotherhood Archivist", "brotherhood non-combatant")
  put(squad, "Bauhaus Blitzers", "tainted bauhaus", "Tainted")
  put(squad, "Sea Lions", "tainted capitol", "Tainted")
  put(squad, "Attila III", "tainted cybertronic", "Tainted")
  put(squad, "Trenchers", "tainted imperial", "Tainted")
  put(squad, "Mishima Samurai", "tainted mishima", "Tainted")
  put(squad, "Inquisitor", "tainted brotherhood", "Tainted")
  put(squad, "Infantry", "visited capitol", "Dark Visitation")
  put(squad, "Venusian Ranger", "bauhaus and capitol", nil, { ["aff:capitol"] = true })
  put(squad, "Bounty Hunter", "freelancer made imperial", nil, { ["aff:imperial"] = true })
  put(kohort, "Centurion", "legion")
  put(kohort, "Pretorian Stalker", "legion assassin")
  put(kohort, "Heretic", "legion heretic")
  put(outpost, "Templar Warrior", "templars")
  put(outpost, "Rasputin Guardsman", "rasputin")
  put(outpost, "Lutheran Triad", "lutheran")
  put(outpost, "Crescentian Nomad", "crescentia")
  put(outpost, "Atlantean Reaver", "atlanteans")
  put(outpost, "Venusian Ranger", "bauhaus in the outpost")
  put(outpost, "Brotherhood Mystic", "brotherhood in the outpost")
  put(outpost, "Centurion", "legion in the outpost")
  put(outpost, "Sea Lions", "tainted capitol in the outpost", "Tainted")
  put(outpost, "Mercenary", "freelancer in the outpost")
  return squad, kohort, outpost
end
local ms, mk, mo = side("m")
local ns, nk, no = side("n")
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = ms, kohort = mk, outpost = mo, pools = { destiny = 0 } },
    { name = "Nick", squad = ns, kohort = nk, outpost = no, pools = { destiny = 0 } },
  } }
