-- A position with a misspelled field, for the error message test.
return { rules = "doomtrooper", phse = "actions",
  players = {
    { name = "Mike", squad = { "Venusian Ranger" } },
    { name = "Nick", kohort = { "Necromutant" } },
  } }
