-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
-- Step One: Draw: used in the pre-draw window of its owner's turn, once.
return {
  title = "Imperial Quartermaster",
  type = "warrior",
  affiliation = "imperial",
  value = 2,
  limit = 3,
  designations = { "NON-COMBATANT" },
  text = "NON-COMBATANT. F -, S -, A -. Before you draw in your Draw step: gain 1 D (once per turn).",
  abilities = {
    { word = "predraw", text = "gain 1 Destiny Point",
      can = function(self, ctx)
        return ctx.player == cv.owner(self) and rules.active_player() == ctx.player
          and cv.var(self, "_qm") ~= rules.turn()
      end,
      run = function(self, ctx)
        cv.set_var(self, "_qm", rules.turn())
        rules.add_destiny(ctx.player, 1)
      end },
  },
}
