-- Hand Limit: Mike's Prophet of Muawijhe is in play; Nick's Draw step
-- begins with eight cards in hand, two above his Hand Limit.
return { rules = "doomtrooper", turn = 4, player = 2, phase = "draw",
  players = {
    { name = "Mike", kohort = { "Prophet of Muawijhe" }, hand = { "Combat Reflexes" }, pools = { destiny = 0 },
      draw = { "Infantry", "Infantry", "Infantry", "Infantry", "Infantry", "Infantry", "Infantry" } },
    { name = "Nick", squad = { "Infantry" }, hand = { "Violator Sword", "Violator Sword", "Combat Armor", "Combat Armor",
      "Combat Reflexes", "Combat Reflexes", "Security Alert", "Security Alert" }, pools = { destiny = 0 },
      draw = { "Sea Lions", "Sea Lions", "Sea Lions", "Sea Lions", "Sea Lions" } },
  } }
