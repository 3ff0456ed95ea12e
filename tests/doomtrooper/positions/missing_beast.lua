-- Wrangle Beast: a rider forced out of the Outpost (Dark Visitation) loses its Beast.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", outpost = { "Venusian Ranger", { "Dark Eden Warhorse", bearer = "Venusian Ranger" }, "Infantry" },
      hand = { "Dark Visitation" }, pools = { destiny = 2 } },
    { name = "Nick", kohort = { "Necromutant" }, pools = { destiny = 0 } },
  } }
