-- Transfer Warrior: Nick has a warrior in his Outpost.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Venusian Ranger", { "Mitch Hunter" } }, kohort = { "Necromutant" },
      hand = { "Hussar Tank" }, pools = { destiny = 5 } },
    { name = "Nick", outpost = { "Templar Warrior" }, pools = { destiny = 0 } },
  } }
