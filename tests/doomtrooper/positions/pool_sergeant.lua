-- Sergeant: Sergeant Kohl and the Bauhaus Blitzers.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Vince", squad = { "Sergeant Kohl", "Bauhaus Blitzers", "Bauhaus Blitzers", "Venusian Ranger" },
      pools = { destiny = 0 } },
    { name = "Nick", kohort = { "Centurion" }, pools = { destiny = 0 } },
  } }
