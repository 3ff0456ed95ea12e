-- tries: a required trigger whose condition raises when the event it listens to is raised (any card played).
-- expect: run deck=table steps="play Spark" line=7 msg="the event has no 'amount'" in="(in the condition of the played ability of Jumpy ["
return {
  title = "Jumpy", power = 1,
  abilities = {
    { trigger = "played", required = true, label = "jump",
      can = function(self, ctx) return assert(ctx.event.amount, "the event has no 'amount'") > 0 end,
      run = function(self) rules.gain(1) end },
  },
}
