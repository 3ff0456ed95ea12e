-- Crescentian Nomad (Tribal): Mike holds one and has no warrior in play;
-- Nick has another Crescentian Nomad in his Outpost and a Centurion in his
-- Kohort.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", hand = { "Crescentian Nomad" }, pools = { destiny = 3 } },
    { name = "Nick", outpost = { "Crescentian Nomad" }, kohort = { "Centurion" }, pools = { destiny = 0 } },
  } }
