-- A Heretic minion with a Skirmish ability paid by exerting itself.
return {
  title = "Heretic Grunt",
  side = "shadow", kind = "minion", culture = "Heretic", race = "Grunt",
  cost = 1, strength = 3, vitality = 2, site = 2,
  text = "Skirmish: Exert this minion to make it strength +2.",
  abilities = {
    { word = "skirmish", text = "Exert this minion to make it strength +2.",
      can = function(self) return rules.in_skirmish(self) end,
      cost = { exert = "self" },
      run = function(self) rules.pump(self, "strength", 2, self) end },
  },
}
