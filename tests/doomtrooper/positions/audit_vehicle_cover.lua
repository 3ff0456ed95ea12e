-- Equip Warrior: a VEHICLE for a warrior in cover (audit).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { { "Venusian Ranger", cover = 1 }, "Infantry" }, hand = { "Hussar Tank" },
      draw = { "Infantry" }, pools = { destiny = 2 } },
    { name = "Nick", kohort = { "Centurion" }, draw = { "Centurion" }, pools = { destiny = 0 } },
  } }
