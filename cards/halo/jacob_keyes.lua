-- Jacob Keyes, Hero of Sigma Octanus: the rulebook's starting company
-- example (GAME SETUP PROCEDURE: Master Chief 4 + Keyes 2 = 6).
return {
  title = "Jacob Keyes", subtitle = "Hero of Sigma Octanus", unique = true,
  side = "free", kind = "companion", culture = "UNSC", race = "Man",
  signet = "Captain Keyes",
  cost = 2, strength = 5, vitality = 3,
  text = "Maneuver: Exert Jacob Keyes to make a UNSC companion strength +1 until the end of the turn.",
  abilities = {
    { word = "maneuver", text = "Exert Jacob Keyes to make a UNSC companion strength +1 until the end of the turn.",
      cost = { exert = "self" },
      target = { prompt = "Jacob Keyes: which companion?",
        filter = function(self, c) return rules.is(c, "companion") and rules.is_culture(c, "UNSC") end },
      run = function(self, ctx) rules.pump_turn(ctx.target, "strength", 1, self) end },
  },
}
