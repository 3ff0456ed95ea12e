-- Immunity example: Mike casts Improve Self on his Brotherhood warrior and
-- attacks Nick's Alakhai the Cunning (ART IMMUNITY).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Brotherhood Mystic" }, hand = { "Improve Self", "Combat Reflexes" },
      pools = { destiny = 3 } },
    { name = "Nick", kohort = { "Alakhai the Cunning" }, pools = { destiny = 0 } },
  } }
