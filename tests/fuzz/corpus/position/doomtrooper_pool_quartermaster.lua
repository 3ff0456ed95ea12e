-- Step One: Draw; Non-Combatant: the Imperial Quartermaster.
return { rules = "doomtrooper", turn = 4, player = 1, phase = "draw",
  players = {
    { name = "Vince", squad = { "Imperial Quartermaster", "Trenchers" }, hand = { "Trenchers" },
      draw = { "Infantry", "Infantry", "Infantry", "Infantry", "Infantry", "Infantry", "Infantry", "Infantry" },
      pools = { destiny = 0 } },
    { name = "Nick", kohort = { "Necromutant" }, pools = { destiny = 0 } },
  } }
