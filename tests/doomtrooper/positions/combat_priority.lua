-- TIMING AND ETIQUETTE: three players; Mike (seat 1) attacks Nick's
-- Centurion (seat 3); Ann (seat 2) holds an Alliance she may proclaim at any
-- time. Mike and Nick hold Combat Reflexes.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Venusian Ranger" }, hand = { "Combat Reflexes" }, pools = { destiny = 0 } },
    { name = "Ann", squad = { "Brotherhood Mystic" }, hand = { "Cybertronic Alliance" }, pools = { destiny = 0 } },
    { name = "Nick", kohort = { "Centurion" }, hand = { "Combat Reflexes" }, pools = { destiny = 0 } },
  } }
