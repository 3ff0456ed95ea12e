-- Attack: two wounded warriors that wound each other (audit).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { { "Bauhaus Blitzers", wounded = 1 } }, draw = { "Infantry" }, pools = { destiny = 0 } },
    { name = "Nick", kohort = { { "Centurion", wounded = 1 } }, draw = { "Centurion" }, pools = { destiny = 0 } },
  } }
