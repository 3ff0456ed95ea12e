-- tries: a static modifier returning math.maxinteger, so the sum wraps round to a huge negative power (and the card dodges the burnout rule).
-- expect: run deck=hand steps="play Overflow" line=5 msg="past the largest integer" in="Overflow ["
return {
  title = "Overflow", power = 1,
  modify = function(self, card, stat)
    if stat == "power" then return math.maxinteger end
  end,
}
