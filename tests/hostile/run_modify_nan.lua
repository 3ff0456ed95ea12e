-- tries: a static modifier returning NaN, which compares false with everything (the burnout check "power < 0" would never fire).
-- expect: run deck=hand steps="play Not A Number" line=5 msg="modify must return an integer or nil (got number" in="Not A Number ["
return {
  title = "Not A Number", power = 1,
  modify = function(self, card, stat)
    if stat == "power" then return 0 / 0 end
  end,
}
