-- Step Three: Discard: Mike may discard one card, face down, unseen by Nick.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "discard",
  players = {
    { name = "Mike", squad = { "Venusian Ranger" }, hand = { "Infantry", "Violator Sword" }, draw = { "Infantry" }, pools = { destiny = 0 } },
    { name = "Nick", kohort = { "Necromutant" }, draw = { "Necromutant" }, pools = { destiny = 0 } },
  } }
