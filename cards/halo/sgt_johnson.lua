-- Sgt. Johnson, Sarge: a Response card.
return {
  title = "Sgt. Johnson", subtitle = "Sarge", unique = true,
  side = "free", kind = "companion", culture = "UNSC", race = "Man",
  signet = "Sergeant Johnson",
  cost = 3, strength = 6, vitality = 3,
  text = "Response: If Sgt. Johnson wins a skirmish, heal another UNSC companion.",
  abilities = {
    { word = "response", trigger = "wins_skirmish",
      text = "Sgt. Johnson won a skirmish: heal another UNSC companion.",
      can = function(self, ctx)
        if ctx.event.card ~= self then return false end
        for _, c in ipairs(rules.companions(cv.owner(self))) do
          if c ~= self and cv.def(c).culture == "UNSC" and rules.can_heal(c) then return true end
        end
        return false
      end,
      run = function(self, ctx)
        local hurt = {}
        for _, c in ipairs(rules.companions(cv.owner(self))) do
          if c ~= self and cv.def(c).culture == "UNSC" and rules.can_heal(c) then hurt[#hurt + 1] = c end
        end
        local c = rules.choose_card(cv.owner(self), "Sgt. Johnson: heal which companion?", hurt)
        if c then rules.heal(c) end
      end },
  },
}
