-- Pfc. Logan: a unique companion (COMPANY PHASE: Playing companions, the
-- company limit example) with a required trigger on his own death.
return {
  title = "Pfc. Logan", unique = true,
  side = "free", kind = "companion", culture = "UNSC", race = "Man",
  signet = "Sergeant Johnson",
  cost = 1, strength = 4, vitality = 2,
  text = "When Pfc. Logan is killed, heal a UNSC companion.",
  abilities = {
    { trigger = "killed", required = true, text = "Pfc. Logan is killed: heal a UNSC companion.",
      can = function(self, ctx) return ctx.event.card == self end,
      run = function(self)
        local seat = cv.owner(self)
        local hurt = {}
        for _, c in ipairs(rules.companions(seat)) do
          if rules.is_culture(c, "UNSC") and rules.can_heal(c) then hurt[#hurt + 1] = c end
        end
        local c = rules.choose_card(seat, "Pfc. Logan: heal which companion?", hurt)
        if c then rules.heal(c) end
      end },
  },
}
