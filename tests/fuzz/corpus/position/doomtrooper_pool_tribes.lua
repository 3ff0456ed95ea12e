-- Wrangle Beast: the Razorback Boar; Muster Warrior: tribes do not mix.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Olga", outpost = { "Templar Warrior" }, hand = { "Razorback Boar", "Lutheran Triad", "Templar Warrior" },
      pools = { destiny = 10 } },
    { name = "Mike", outpost = { { "Atlantean Reaver", wounded = 1 } }, pools = { destiny = 0 } },
  } }
