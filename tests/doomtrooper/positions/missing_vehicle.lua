-- VEHICLES: a VEHICLE discarded with its warrior inside or outside.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Nick", kohort = { "Ezoghoul" }, pools = { destiny = 2 } },
    { name = "Mike", squad = { "Mitch Hunter", { "Capitol Airship", bearer = "Mitch Hunter", inside = 1 },
        "Venusian Ranger", { "Hussar Tank", bearer = "Venusian Ranger" } },
      pools = { destiny = 0 } },
  } }
