return {
  title = "Plasma Grenade",
  side = "shadow", kind = "event", culture = "Covenant",
  cost = 1,
  text = "Skirmish: Make a Covenant minion strength +3.",
  abilities = {
    { word = "skirmish", text = "Make a Covenant minion strength +3.",
      target = { prompt = "Plasma Grenade: which minion?",
        filter = function(self, c)
          return rules.is(c, "minion") and cv.def(c).culture == "Covenant" and rules.in_skirmish(c)
        end },
      run = function(self, ctx) rules.pump(ctx.target, "strength", 3, self) end },
  },
}
