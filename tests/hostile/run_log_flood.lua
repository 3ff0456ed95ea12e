-- tries: a memory bomb through the game's log: millions of 400-byte log lines (C memory, outside the Lua memory cap) before the budget stops it.
-- expect: run deck=table steps="use Chatter" line=9 msg="instruction budget" in="(in the main ability of Chatter ["
return {
  title = "Chatter", power = 1,
  abilities = {
    { word = "main", label = "chat",
      run = function(self)
        local line = string.rep("blah ", 80)
        for _ = 1, 100000000 do cv.log(line) end
      end },
  },
}
