-- Enter / Exit Vehicle; AIRSHIP.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Mitch Hunter", { "Capitol Airship", bearer = "Mitch Hunter", inside = 1 } },
      pools = { destiny = 0 } },
    { name = "Nick", kohort = { "Ezoghoul", "Necromutant" }, pools = { destiny = 0 } },
  } }
