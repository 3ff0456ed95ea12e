-- tries: the kernel's own game variables ("player", whose turn it is), set to a seat that does not exist, so the next window the kernel opens breaks.
-- expect: run deck=table steps="use Usurper" line=8 msg="player" in="(in the main ability of Usurper ["
return {
  title = "Usurper", power = 1,
  abilities = {
    { word = "main", label = "usurp the turn",
      run = function(self)
        cv.set_var(cv.GAME, "player", 5)
      end },
  },
}
