-- tries: a memory bomb in an ability (a string doubled past the memory cap), inside pcall so the error might be swallowed.
-- expect: run deck=table steps="use Balloon" line=10 msg="not enough memory" in="(in the main ability of Balloon ["
return {
  title = "Balloon", power = 1,
  abilities = {
    { word = "main", label = "inflate",
      run = function(self)
        local ok = pcall(function()
          local s, keep = "air", {}
          for i = 1, 40 do s = s .. s; keep[i] = s end
        end)
        if not ok then rules.gain(1) end
      end },
  },
}
