-- tries: changing the game's options (loop=draw to loop=undo) from an ability.
-- expect: run deck=table steps="use Rulebender" line=8 msg="'options' is read-only" in="(in the main ability of Rulebender ["
return {
  title = "Rulebender", power = 1,
  abilities = {
    { word = "main", label = "bend",
      run = function(self)
        cv.options.loop = "undo"
      end },
  },
}
