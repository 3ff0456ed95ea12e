-- tries: debug.sethook from an ability's cost, to switch off the instruction budget before its effect loops for ever.
-- expect: run deck=table steps="use Unhooker" line=8 msg="undefined global 'debug'" in="(in the main ability of Unhooker ["
return {
  title = "Unhooker", power = 1,
  abilities = {
    { word = "main", label = "unhook",
      pay = function(self)
        debug.sethook()
        rules.gain(1)
      end,
      run = function(self) while true do end end },
  },
}
