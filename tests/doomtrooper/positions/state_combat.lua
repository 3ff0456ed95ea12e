-- Attack (Tactical Action), as `state` shows it (issue 14): Mike's
-- Venusian Ranger (F5 S6 A5) bears Combat Armor (+2 A), a Violator Sword
-- (FIGHT WEAPON, +3 F) and an Assault Rifle (SHOOT WEAPON, +2 S), listed
-- after his other warrior here: `state` lists each under its bearer. Nick's
-- Undead Legionnaire (F3 S3 A3) is the one warrior he may attack. Mike
-- holds two Combat Reflexes (a combatant +2 F, +2 S, +2 A for the combat).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Venusian Ranger", "Infantry",
        { "Combat Armor", bearer = "Venusian Ranger" }, { "Violator Sword", bearer = "Venusian Ranger" },
        { "Assault Rifle", bearer = "Venusian Ranger" } },
      hand = { "Combat Reflexes", "Combat Reflexes" }, pools = { destiny = 0 } },
    { name = "Nick", kohort = { "Undead Legionnaire" }, pools = { destiny = 0 } },
  } }
