-- tries: cv.scope_enter (public, undocumented) from an ability, leaving a scope open after it ends, so the kernel's scopes are closed one late for the rest of the game.
-- expect: run deck=table steps="use Scope Opener" line=8 msg="scope" in="(in the main ability of Scope Opener ["
return {
  title = "Scope Opener", power = 1,
  abilities = {
    { word = "main", label = "open a phase",
      run = function(self)
        cv.scope_enter("phase")
        cv.modify{ card = self, stat = "power", amount = 5, ["until"] = "phase" }
      end },
  },
}
