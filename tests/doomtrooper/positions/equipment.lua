-- Equip Warrior: weapons, armor, vehicles, relics.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Venusian Ranger", { "Combat Armor", bearer = "Venusian Ranger" },
        { "Violator Sword", bearer = "Venusian Ranger" }, { "Assault Rifle", bearer = "Venusian Ranger" } },
      hand = { "Combat Armor", "Hussar Tank", "Relic of the Cardinal", "Capitol Airship" }, pools = { destiny = 5 } },
    { name = "Nick", kohort = { "Undead Legionnaire" }, squad = { "Relic of the Cardinal" }, pools = { destiny = 0 } },
  } }
