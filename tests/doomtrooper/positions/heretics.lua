-- Transfer Warrior: Tainted and Dark Visitation in an Outpost.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", outpost = { "Venusian Ranger", "Infantry" }, hand = { "Tainted", "Dark Visitation" },
      pools = { destiny = 5 } },
    { name = "Nick", kohort = { "Necromutant" }, pools = { destiny = 0 } },
  } }
