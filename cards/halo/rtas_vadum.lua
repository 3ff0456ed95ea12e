-- Rtas 'Vadum, Half-Jaw: gives strength to SpecOps companions.
return {
  title = "Rtas 'Vadum", subtitle = "Half-Jaw", unique = true,
  side = "free", kind = "companion", culture = "Arbiter", race = "Elite",
  signet = "SpecOps Commander",
  cost = 3, strength = 7, vitality = 3,
  keywords = { "SpecOps" },
  text = "SpecOps. Skirmish: Exert Rtas 'Vadum to make a SpecOps companion strength +2.",
  abilities = {
    { word = "skirmish", text = "Exert Rtas 'Vadum to make a SpecOps companion strength +2.",
      cost = { exert = "self" },
      target = { prompt = "Rtas 'Vadum: which companion?",
        filter = function(self, c)
          return rules.is(c, "companion") and rules.has(c, "SpecOps") and rules.in_skirmish(c)
        end },
      run = function(self, ctx) rules.pump(ctx.target, "strength", 2, self) end },
  },
}
