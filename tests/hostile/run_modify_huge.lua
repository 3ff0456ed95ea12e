-- tries: a static modifier returning math.huge (infinity).
-- expect: run deck=hand steps="play Infinity" line=5 msg="got number inf" in="Infinity ["
return {
  title = "Infinity", power = 1,
  modify = function(self, card, stat)
    if stat == "power" then return math.huge end
  end,
}
