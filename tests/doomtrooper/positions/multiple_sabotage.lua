-- Optional Rule: Multiple Sabotages: Mike has already sabotaged Nick this
-- turn (with a Tactical Action a card gave him) and may perform another
-- Tactical Action; Nick and Ann have only NON-COMBATANTS in play.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Venusian Ranger" }, vars = { ["sabotaged:2"] = true }, pools = { destiny = 0 } },
    { name = "Nick", squad = { "Brotherhood Archivist" }, pools = { destiny = 0 } },
    { name = "Ann", squad = { "Field Quartermaster" }, pools = { destiny = 0 } },
  } }
