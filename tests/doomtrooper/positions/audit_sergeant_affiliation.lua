-- Sergeant: Sergeant Kohl (Bauhaus) is assigned to the Bauhaus Blitzers;
-- Dark Visitation takes his Corporate affiliation away.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Vince", squad = { { "Sergeant Kohl", assigned = "Bauhaus Blitzers" }, "Bauhaus Blitzers" },
      hand = { "Dark Visitation" }, pools = { destiny = 2 } },
    { name = "Nick", kohort = { "Centurion" }, pools = { destiny = 0 } },
  } }
