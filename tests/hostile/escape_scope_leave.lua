-- tries: cv.scope_leave (public, undocumented) from an ability, closing the kernel's own phase and turn scopes from under it.
-- expect: run deck=table steps="use Scope Thief" line=9 msg="scope" in="(in the main ability of Scope Thief ["
return {
  title = "Scope Thief", power = 1,
  abilities = {
    { word = "main", label = "steal the phase",
      run = function(self)
        rules.gain(1)
        cv.scope_leave() cv.scope_leave()
      end },
  },
}
