-- tries: state kept outside the game: a counter in a local of the card's file (an upvalue every game of the pool shares), so the same answers give another game in the next game of the pool, or after undo.
-- expect: load deck=table msg="assigns to 'grudges'"
local grudges = 0
return {
  title = "Grudge", power = 1,
  abilities = {
    { word = "main", label = "remember",
      run = function(self)
        grudges = grudges + 1
        rules.gain(grudges)
      end },
  },
}
