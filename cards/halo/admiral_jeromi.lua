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
      can = function(self)
        if not rules.can_exert(self) then return false end
        return rules.can_spot(function(c)
          return rules.is(c, "companion") and rules.is_culture(c, "UNSC") and rules.can_heal(c)
        end)
      end,
      pay = function(self) rules.exert(self) end,
      run = function(self, ctx)
        local list = rules.cards(function(c)
          return rules.is(c, "companion") and rules.is_culture(c, "UNSC") and rules.can_heal(c)
        end)
        local c = rules.choose_card(ctx.player, "Admiral Jeromi: heal which companion?", list)
        if c then rules.heal(c) end
      end },
  },
}
