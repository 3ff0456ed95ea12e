-- tries: a static modifier returning half a point (a float).
-- expect: run deck=hand steps="play Halfling" line=5 msg="modify must return an integer or nil (got number 0.5" in="Halfling ["
return {
  title = "Halfling", power = 1,
  modify = function(self, card, stat)
    if stat == "power" then return 0.5 end
  end,
}
