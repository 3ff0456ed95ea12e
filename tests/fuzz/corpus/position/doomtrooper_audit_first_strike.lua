-- First Strike / Strike First: Nick's wounded Shadow Walker (FIRST STRIKE)
-- against Mike's wounded Necromutant and his Pretorian Stalker (FIRST STRIKE) (audit).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", kohort = { { "Necromutant", wounded = 1 }, "Pretorian Stalker" }, draw = { "Centurion" },
      pools = { destiny = 0 } },
    { name = "Nick", squad = { { "Shadow Walker", wounded = 1 } }, draw = { "Infantry" }, pools = { destiny = 0 } },
  } }
