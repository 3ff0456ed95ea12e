-- tries: collectgarbage("count"), which differs with every allocation the process ever made, to decide its effect.
-- expect: run deck=table steps="use Scale" line=8 msg="undefined global 'collectgarbage'" in="(in the main ability of Scale ["
return {
  title = "Scale", power = 1,
  abilities = {
    { word = "main", label = "weigh",
      run = function(self)
        local kb = collectgarbage("count")
        cv.set_var(self, "seen", math.floor(kb) % 2)
      end },
  },
}
