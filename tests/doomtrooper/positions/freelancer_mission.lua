-- Freelancer: Mike's Mercenary (FREELANCER) carries the mission Search and
-- Destroy; Nick's Necromutant (Dark Legion) is wounded.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Mercenary", { "Search and Destroy", bearer = "Mercenary" } }, pools = { destiny = 0 } },
    { name = "Nick", kohort = { { "Necromutant", wounded = 1 } }, pools = { destiny = 0 } },
  } }
