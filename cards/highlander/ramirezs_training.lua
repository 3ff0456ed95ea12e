-- Ramirez's Situation, with a Diamond Icon (one copy in play on its owner's
-- side): dodging pays.
return {
  title = "Ramirez's Training", kind = "situation", unique = true, immortal = "Juan Sanchez Villa-Lobos Ramirez",
  gems = { "wisdom", "agility" },
  text = "Diamond. Ramirez only. Situation. Each time you defend an attack with a Dodge, gain 1 Ability.",
  abilities = {
    { trigger = "defended", required = true, text = "Gain 1 Ability.",
      can = function(self, ctx)
        return ctx.event.player == cv.owner(self) and rules.kind(ctx.event.defence) == "dodge"
      end,
      run = function(self) rules.gain(cv.owner(self), 1) end },
  },
}
