-- Transfer Warrior: a Templar Warrior (TRIBAL) in Mike's Outpost (audit).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", outpost = { "Templar Warrior" }, squad = { "Venusian Ranger" }, kohort = { "Necromutant" },
      draw = { "Infantry" }, pools = { destiny = 0 } },
    { name = "Nick", kohort = { "Centurion" }, draw = { "Centurion" }, pools = { destiny = 0 } },
  } }
