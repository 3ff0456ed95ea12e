-- tries: to run a shell command through os.execute from an ability, after gaining a gem.
-- expect: run deck=table steps="use Shell" line=9 msg="undefined global 'os'" in="(in the main ability of Shell ["
return {
  title = "Shell", power = 1,
  abilities = {
    { word = "main", label = "escape",
      run = function(self)
        rules.gain(1)
        os.execute("touch /tmp/cardvm-hostile-escaped")
      end },
  },
}
