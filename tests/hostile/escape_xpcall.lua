-- tries: xpcall with a message handler that loops, to catch the budget error in a handler the kernel does not control.
-- expect: run deck=table steps="use Handler" line=8 msg="undefined global 'xpcall'" in="(in the main ability of Handler ["
return {
  title = "Handler", power = 1,
  abilities = {
    { word = "main", label = "handle",
      run = function(self)
        xpcall(function() while true do end end, function(e) while true do end end)
      end },
  },
}
