-- Bestow Dark Symmetry: the Necromutant already has Dark Strength (audit).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", kohort = { "Necromutant", { "Dark Strength", bearer = "Necromutant" }, "Undead Legionnaire" },
      hand = { "Dark Strength" }, draw = { "Centurion" }, pools = { destiny = 0 } },
    { name = "Nick", squad = { "Infantry" }, draw = { "Infantry" }, pools = { destiny = 0 } },
  } }
