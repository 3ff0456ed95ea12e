-- tries: an ability whose effect fails half way, after it has changed the state (a gem gained, a card moved): the change must not stay.
-- expect: run deck=table steps="use Half Done" line=11 msg="attempt to index a nil value" in="(in the main ability of Half Done ["
return {
  title = "Half Done", power = 1,
  abilities = {
    { word = "main", label = "spend",
      run = function(self)
        rules.gain(3)
        cv.move(self, "discard", cv.owner(self))
        local spec = cv.def(self).abilities[2]
        cv.log("second ability: %s", spec.label)
      end },
  },
}
