-- Immunity: a Tainted Attila III (COMPLETE SYMMETRY IMMUNITY, now Dark Legion
-- and a HERETIC) and a Dark Strength in hand (audit).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Attila III", { "Tainted", bearer = "Attila III" } }, hand = { "Dark Strength" },
      draw = { "Infantry" }, pools = { destiny = 0 } },
    { name = "Nick", kohort = { "Centurion" }, draw = { "Centurion" }, pools = { destiny = 0 } },
  } }
