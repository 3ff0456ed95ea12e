-- Bestow Dark Symmetry; Bestow Ki Power.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Nick", kohort = { "Necromutant", "Undead Legionnaire", "Heretic" }, squad = { "Mishima Samurai" },
      hand = { "Distort", "Dark Strength", "Heretic's Cloak", "Ki of the Tiger" }, pools = { destiny = 0 } },
    { name = "Mike", squad = { "Infantry" }, pools = { destiny = 0 } },
  } }
