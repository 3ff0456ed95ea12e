-- tries: a required trigger on the start of the end phase that fails: no card is used, the failing step is the pass that ends the main phase.
-- expect: run deck=table steps="pass" line=8 msg="the end is not near" in="(in the phase_start ability of Doomsayer [" goon="play Spark"
return {
  title = "Doomsayer", power = 1,
  abilities = {
    { trigger = "phase_start", required = true, label = "foretell",
      can = function(self, ctx) return ctx.event.phase == "end" end,
      run = function(self) rules.gain(1) error("the end is not near") end },
  },
}
