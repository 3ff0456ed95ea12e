-- tries: a static modifier returning a numeric string ("1"), which Lua's arithmetic would silently accept.
-- expect: run deck=hand steps="play Stringer" line=5 msg="modify must return an integer or nil (got string" in="Stringer ["
return {
  title = "Stringer", power = 1,
  modify = function(self, card, stat)
    if stat == "power" then return "1" end
  end,
}
