-- An Ally (Allies: one copy on its owner's side unless the card says
-- otherwise).
return {
  title = "Brenda Wyatt", kind = "ally", gems = { "wisdom" },
  text = "Ally. During your May Do/Must Do Phase, gain 1 Ability.",
  abilities = {
    { trigger = "phase_start", required = true, text = "Gain 1 Ability.",
      can = function(self, ctx) return ctx.event.phase == "maydo" and rules.active() == cv.owner(self) end,
      run = function(self) rules.gain(cv.owner(self), 1) end },
  },
}
