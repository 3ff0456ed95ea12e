-- tries: a static modifier that changes the game each time a value is read (a gem per read), so how often the kernel reads values would decide the game.
-- expect: run deck=hand steps="play Leech" line=5 msg="modify" in="Leech ["
return {
  title = "Leech", power = 1,
  modify = function(self, card, stat)
    rules.gain(1)
  end,
}
