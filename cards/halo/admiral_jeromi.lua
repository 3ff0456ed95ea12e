-- Admiral Jeromi: a unique ally of home 6 (ALLIES: he fights alongside the
-- company at his home).
return {
  title = "Admiral Jeromi", unique = true,
  side = "free", kind = "ally", culture = "UNSC", race = "Man",
  signet = "Captain Keyes",
  cost = 2, strength = 6, vitality = 3, home = 6,
  text = "Regroup: Exert Admiral Jeromi to heal a UNSC companion.",
  abilities = {
    { word = "regroup", text = "Exert Admiral Jeromi to heal a UNSC companion.",
      cost = { exert = "self" },
      target = { prompt = "Admiral Jeromi: heal which companion?",
        filter = function(self, c)
          return rules.is(c, "companion") and rules.is_culture(c, "UNSC") and rules.can_heal(c)
        end },
      run = function(self, ctx) rules.heal(ctx.target) end },
  },
}
