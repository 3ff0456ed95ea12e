-- ANNOUNCE ATTACKER AND DEFENDER: the affiliation restrictions.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Venusian Ranger", "Inquisitor", { "Mercenary" } },
      kohort = { "Necromutant" }, outpost = { "Templar Warrior" }, pools = { destiny = 0 } },
    { name = "Nick", squad = { "Bauhaus Blitzers", "Brotherhood Mystic", "Trenchers", "Brotherhood Archivist" },
      kohort = { "Centurion" }, outpost = { "Rasputin Guardsman" }, pools = { destiny = 0 } },
  } }
