-- No Warriors in play and no Draw Pile, three players: Nick's third turn
-- ends with no warrior able to fight (a NON-COMBATANT with the Relic of the
-- Cardinal, the Cybertronic Alliance proclaimed); Ann holds the same Relic
-- and Alliance.
return { rules = "doomtrooper", turn = 8, player = 2, phase = "discard",
  players = {
    { name = "Mike", squad = { "Venusian Ranger" }, draw = { "Infantry", "Infantry" }, pools = { destiny = 0 } },
    { name = "Nick", squad = { "Field Quartermaster", { "Relic of the Cardinal", bearer = "Field Quartermaster" } },
      command = { "Cybertronic Alliance" }, vars = { grace = 1 }, pools = { destiny = 0 } },
    { name = "Ann", squad = { "Chemiman" }, hand = { "Relic of the Cardinal", "Cybertronic Alliance" },
      draw = { "Infantry", "Infantry" }, pools = { destiny = 0 } },
  } }
