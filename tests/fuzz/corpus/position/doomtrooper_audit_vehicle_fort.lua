-- VEHICLES: the Venusian Ranger inside its Hussar Tank (restricts WEAPONS),
-- with an Assault Rifle; a Bunker in the Squad (audit).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Venusian Ranger", { "Hussar Tank", bearer = "Venusian Ranger", inside = 1 },
        { "Assault Rifle", bearer = "Venusian Ranger" }, "Infantry", "Bunker" },
      draw = { "Infantry" }, pools = { destiny = 0 } },
    { name = "Nick", kohort = { "Centurion" }, draw = { "Centurion" }, pools = { destiny = 0 } },
  } }
