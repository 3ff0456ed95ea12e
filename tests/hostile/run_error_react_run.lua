-- tries: a response whose effect fails after its cost is paid: the opponent's answer that uses it is refused, in the middle of the other player's action.
-- expect: run deck=opp steps="play Spark|riposte" line=9 msg="riposte: no target" in="(in the react ability of Riposte [" goon="pass"
return {
  title = "Riposte", power = 1,
  abilities = {
    { word = "react", trigger = "played", label = "riposte",
      can = function(self, ctx) return ctx.event.player ~= cv.owner(self) end,
      pay = function(self) rules.gain(1) end,
      run = function(self, ctx) error("riposte: no target for " .. cv.name(ctx.event.card)) end },
  },
}
