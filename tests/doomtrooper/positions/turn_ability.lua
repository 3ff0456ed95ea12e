-- Special cards' timing "during your turn": a card ability in play used in
-- the Actions step without spending an action.
return { rules = "doomtrooper", turn = 4, player = 1, phase = "actions",
  players = {
    { name = "Vince", squad = { "Field Quartermaster", "Trenchers" }, pools = { destiny = 0 },
      draw = { "Infantry", "Infantry" } },
    { name = "Nick", kohort = { "Necromutant" }, pools = { destiny = 0 }, draw = { "Necromutant" } },
  } }
