-- A broken card: its ability tries to reach the operating system.
return {
  title = "Bad Run", cost = 0, power = 0,
  abilities = {
    { word = "main", text = "Run a shell command.",
      run = function(self, ctx)
        cv.add_pool(cv.GAME, "gems", 1)
        os.execute("echo escaped")
      end },
  },
}
