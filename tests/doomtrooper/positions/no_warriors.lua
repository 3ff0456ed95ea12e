-- No Warriors in play and no Draw Pile.
return { rules = "doomtrooper", turn = 5, player = 1, phase = "draw",
  players = {
    { name = "Mike", hand = { "Combat Armor" }, pools = { destiny = 0 } },
    { name = "Nick", kohort = { "Necromutant" }, draw = { "Centurion", "Centurion" }, pools = { destiny = 0 } },
  } }
