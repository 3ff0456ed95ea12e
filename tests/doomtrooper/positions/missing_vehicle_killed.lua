-- VEHICLES: a wounded warrior inside a discarded VEHICLE is killed; no points.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Nick", kohort = { "Ezoghoul" }, pools = { destiny = 1 } },
    { name = "Mike", squad = { { "Mitch Hunter", wounded = 1 }, { "Capitol Airship", bearer = "Mitch Hunter", inside = 1 },
        "Infantry" },
      pools = { destiny = 0 } },
  } }
