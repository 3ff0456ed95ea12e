-- No Warriors in play and no Draw Pile: Mike has no draw pile, no warrior;
-- he musters only a NON-COMBATANT (Field Quartermaster).
return { rules = "doomtrooper", turn = 5, player = 1, phase = "draw",
  players = {
    { name = "Mike", hand = { "Field Quartermaster", "Field Quartermaster" }, pools = { destiny = 5 } },
    { name = "Nick", kohort = { "Necromutant" }, draw = { "Centurion", "Centurion", "Centurion", "Centurion", "Centurion", "Centurion", "Centurion", "Centurion", "Centurion", "Centurion" }, pools = { destiny = 0 } },
  } }
