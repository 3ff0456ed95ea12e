-- Immunity: a Necromutant with Dark Strength (MINOR GIFT) and Distort (MAJOR
-- GIFT OF ALGEROTH) attacks a Chemiman or Attila III.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Nick", kohort = { "Necromutant", { "Dark Strength", bearer = "Necromutant" },
        { "Distort", bearer = "Necromutant" } }, pools = { destiny = 0 } },
    { name = "Vince", squad = { "Chemiman", "Attila III" }, pools = { destiny = 0 } },
  } }
