-- Promotion Points (PP): Mike's Atlantean Reaver (SLAYER) attacks Nick's
-- Templar Warrior, who rides the Dark Eden Warhorse (V 4 + 1).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", outpost = { "Atlantean Reaver" }, pools = { destiny = 0 } },
    { name = "Nick", outpost = { "Templar Warrior", { "Dark Eden Warhorse", bearer = "Templar Warrior" } },
      pools = { destiny = 0 } },
  } }
