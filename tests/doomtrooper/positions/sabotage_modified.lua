-- Sabotage: Mike's Templar Warrior (V4) rides the Dark Eden Warhorse (+1 V);
-- Nick has only a NON-COMBATANT in play.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", outpost = { "Templar Warrior", { "Dark Eden Warhorse", bearer = "Templar Warrior" } },
      draw = { "Infantry" }, pools = { destiny = 0 } },
    { name = "Nick", squad = { "Brotherhood Archivist" }, draw = { "Infantry" }, pools = { destiny = 0 } },
  } }
