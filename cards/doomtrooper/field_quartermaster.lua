-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
-- "During your turn": a card ability used in the Actions step at no
-- action's cost (the timing word "turn").
return {
  title = "Field Quartermaster",
  type = "warrior",
  affiliation = "capitol",
  value = 2,
  limit = 3,
  designations = { "NON-COMBATANT" },
  text = "NON-COMBATANT. F -, S -, A -. During your turn: gain 1 D (once per turn; not an action).",
  abilities = {
    { word = "turn", text = "gain 1 Destiny Point",
      once = "turn",
      can = function(self, ctx) return ctx.player == cv.owner(self) end,
      run = function(self, ctx) rules.add_destiny(ctx.player, 1) end },
  },
}
