-- ANNOUNCE ATTACKER AND DEFENDER: Nick's Bauhaus Blitzers and Brotherhood
-- Mystic are Tainted (HERETIC, Dark Legion, keeping their affiliations).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Venusian Ranger" }, pools = { destiny = 0 } },
    { name = "Nick", squad = { "Bauhaus Blitzers", { "Tainted", bearer = "Bauhaus Blitzers" },
        "Brotherhood Mystic", { "Tainted", bearer = "Brotherhood Mystic" } }, pools = { destiny = 0 } },
  } }
