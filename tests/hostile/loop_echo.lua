-- tries: a trigger loop through decisions: each time it is played or echoed it asks its owner, then raises its own event again, one level deeper, so no nesting bound is reached quickly; only the count of decisions in the turn stops it.
-- expect: loop deck=hand steps="play Canyon|yes|yes|yes|yes|yes|yes|yes|yes|yes" goon="no" options="loop_limit=20" msg="more than 20 decisions and abilities in one turn" names="Canyon ["
return {
  title = "Canyon", power = 1,
  abilities = {
    { trigger = "played", required = true, label = "echo",
      can = function(self, ctx) return ctx.event.card == self end,
      run = function(self)
        cv.ask(cv.owner(self), "echo once more?")
        cv.event("played", { card = self, player = cv.owner(self) })
      end },
  },
}
