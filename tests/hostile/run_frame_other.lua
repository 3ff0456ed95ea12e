-- tries: an error whose message forges the place of another card's file and line (error(msg, 0): "no place"), so the refusal blames Spark.
-- expect: run deck=table steps="use Framer" line=8 msg="field 'faction'" in="(in the main ability of Framer ["
return {
  title = "Framer", power = 1,
  abilities = {
    { word = "main", label = "frame",
      run = function(self)
        error("cards/hostile/spark.lua:3: attempt to index a nil value (field 'faction')", 0)
      end },
  },
}
