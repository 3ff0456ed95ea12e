-- Casting Spells of the Art: the caster is in cover (audit).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { { "Brotherhood Mystic", cover = 1 }, "Infantry" }, hand = { "Improve Self" },
      draw = { "Infantry" }, pools = { destiny = 2 } },
    { name = "Nick", kohort = { "Necromutant" }, draw = { "Centurion" }, pools = { destiny = 0 } },
  } }
