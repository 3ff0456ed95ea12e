-- tries: a memory bomb through the game's state: a hundred variables of 16 MiB each (one string, copied into C memory each time), in a few hundred instructions.
-- expect: run deck=table steps="use Hoarder" line=9 msg="a variable's text is at most 65536 bytes" in="(in the main ability of Hoarder ["
return {
  title = "Hoarder", power = 1,
  abilities = {
    { word = "main", label = "hoard",
      run = function(self)
        local block = string.rep("x", 16 << 20)
        for i = 1, 100 do cv.set_var(self, "block" .. i, block, "quiet") end
      end },
  },
}
