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
      can = function(self)
        return rules.can_exert(self) and rules.can_spot(function(c)
          return rules.is(c, "companion") and rules.has(c, "SpecOps") and rules.in_skirmish(c)
        end)
      end,
      pay = function(self) rules.exert(self) end,
      run = function(self, ctx)
        local list = rules.cards(function(c)
          return rules.is(c, "companion") and rules.has(c, "SpecOps") and rules.in_skirmish(c)
        end)
        local c = rules.choose_card(ctx.player, "Rtas 'Vadum: which companion?", list)
        if c then rules.pump(c, "strength", 2, self) end
      end },
  },
}
