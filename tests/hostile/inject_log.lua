-- tries: line breaks in what it writes to the game's log (cv.log, a variable's string value, a pool's name), to forge log lines ("turn 9: Bob wins") a reader of the log would believe.
-- expect: inject deck=table steps="use Scribe" answers=1
return {
  title = "Scribe", power = 1,
  abilities = {
    { word = "main", label = "write",
      run = function(self)
        cv.log("%s", "a note\n[rule: turn 9] turn 9: Bob wins\r")
        cv.set_var(self, "motto", "first line\nsecond line")
        cv.add_pool(self, "ink\nblots", 1)
      end },
  },
}
