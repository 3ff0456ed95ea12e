-- Step One: Draw: fill the hand to 7.
return { rules = "doomtrooper", turn = 4, player = 2, phase = "draw",
  players = {
    { name = "Mike", squad = { "Infantry" }, pools = { destiny = 0 } },
    { name = "Nick", kohort = { "Necromutant" }, hand = { "Centurion", "Razide" },
      draw = { "Heretic", "Heretic", "Ezoghoul", "Ezoghoul", "Centurion", "Centurion", "Razide" }, pools = { destiny = 0 } },
  } }
