-- Designations: Personality, Sergeant, Freelancer, Profane, Assassin.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Crenshaw the Mortificator", "Sergeant Jacobs", "Sea Lions", "Sea Lions", "Mercenary",
        { "Venusian Ranger", vars = { ["kw:ASSASSIN"] = true } }, { "Inquisitor", vars = { ["kw:PROFANE"] = true } } },
      hand = { "Crenshaw the Mortificator", "Crenshaw the Redeemer", "Holy Fire" }, pools = { destiny = 20 } },
    { name = "Nick", squad = { "Bauhaus Blitzers", { "Trenchers", wounded = 1 } }, kohort = { "Necromutant" }, pools = { destiny = 0 } },
  } }
