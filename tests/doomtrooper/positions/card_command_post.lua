-- Hand Limit: Mike's Command Post is built in his Squad; his Draw step
-- begins with two cards in hand and ten in the draw pile.
return { rules = "doomtrooper", turn = 5, player = 1, phase = "draw",
  players = {
    { name = "Mike", squad = { "Infantry", "Command Post" }, hand = { "Violator Sword", "Combat Armor" },
      draw = { "Infantry", "Infantry", "Infantry", "Infantry", "Infantry", "Sea Lions", "Sea Lions", "Sea Lions",
        "Sea Lions", "Sea Lions" }, pools = { destiny = 0 } },
    { name = "Nick", kohort = { "Necromutant" }, hand = { "Combat Reflexes" }, pools = { destiny = 0 },
      draw = { "Necromutant", "Necromutant", "Necromutant", "Necromutant", "Necromutant", "Necromutant", "Necromutant",
        "Necromutant" } },
  } }
