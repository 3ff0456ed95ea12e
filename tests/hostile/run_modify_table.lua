-- tries: a static modifier returning a table with arithmetic metamethods, hoping the sum calls them.
-- expect: run deck=hand steps="play Tabler" line=5 msg="modify must return an integer or nil (got table" in="Tabler ["
return {
  title = "Tabler", power = 1,
  modify = function(self, card, stat)
    if stat == "power" then
      return setmetatable({}, { __add = function() return 100 end, __tostring = function() return "100" end })
    end
  end,
}
