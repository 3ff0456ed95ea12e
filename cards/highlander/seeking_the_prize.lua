-- A Plot (one copy a player): in its owner's May Do/Must Do Phase, Ability
-- for the player who is behind.
return {
  title = "Seeking the Prize", kind = "plot", gems = { "wisdom" },
  text = "Plot. During your May Do/Must Do Phase, if your Ability is lower than your opponent's, gain 1 Ability.",
  abilities = {
    { trigger = "phase_start", required = true, text = "Gain 1 Ability if you are behind.",
      can = function(self, ctx)
        local me = cv.owner(self)
        return ctx.event.phase == "maydo" and rules.active() == me and
          rules.ability(me) < rules.ability(rules.opponent(me))
      end,
      run = function(self) rules.gain(cv.owner(self), 1) end },
  },
}
