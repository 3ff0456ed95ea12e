-- Marine Reinforcements: a support-area condition with a required action
-- at the start of each of your company phases.
return {
  title = "Marine Reinforcements",
  side = "free", kind = "condition", culture = "UNSC", support = true,
  cost = 1,
  text = "Plays to your support area. At the start of each of your company phases, heal a UNSC companion.",
  abilities = {
    { trigger = "phase_start", required = true, text = "Heal a UNSC companion.",
      can = function(self, ctx) return ctx.event.phase == "company" end,
      run = function(self, ctx)
        local hurt = rules.cards(function(c)
          return rules.is(c, "companion") and cv.def(c).culture == "UNSC" and rules.can_heal(c)
        end)
        local c = rules.choose_card(cv.owner(self), "Marine Reinforcements: heal which companion?", hurt)
        if c then rules.heal(c) end
      end },
  },
}
