-- tries: dofile on another card's file (or any file) while loading.
-- expect: load line=3 msg="undefined global 'dofile'"
local spark = dofile("cards/hostile/spark.lua")
return { title = "Copycat", power = spark.power }
