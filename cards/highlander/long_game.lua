-- A Plot (facts sheet: Sample cards): in your May Do/Must Do Phase, the top
-- card of your opponent's Endurance is discarded. One copy a player.
return {
  title = "Long Game", kind = "plot", gems = { "wisdom" },
  text = "Plot. During your May Do/Must Do Phase, discard the top card of your opponent's Endurance.",
  abilities = {
    { trigger = "phase_start", required = true, text = "Discard the top card of your opponent's Endurance.",
      can = function(self, ctx) return ctx.event.phase == "maydo" and rules.active() == cv.owner(self) end,
      run = function(self) rules.mill(rules.opponent(cv.owner(self))) end },
  },
}
