-- tries: a coroutine from an ability, to yield across the kernel's own decisions (a fake decision).
-- expect: run deck=table steps="use Weaver" line=8 msg="undefined global 'coroutine'" in="(in the main ability of Weaver ["
return {
  title = "Weaver", power = 1,
  abilities = {
    { word = "main", label = "weave",
      run = function(self)
        local co = coroutine.wrap(function() coroutine.yield(1) end)
        co()
      end },
  },
}
