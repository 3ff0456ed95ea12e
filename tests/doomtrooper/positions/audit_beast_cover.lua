-- Wrangle Beast: a Templar Warrior riding a Dark Eden Warhorse, a Bunker in the Outpost (audit).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", outpost = { "Templar Warrior", { "Dark Eden Warhorse", bearer = "Templar Warrior" },
        "Venusian Ranger", "Bunker" }, draw = { "Infantry" }, pools = { destiny = 0 } },
    { name = "Nick", outpost = { "Rasputin Guardsman" }, draw = { "Centurion" }, pools = { destiny = 0 } },
  } }
