-- tries: at run time, to change a shared card's definition (every Spark of every game of the pool): its faction, its ability's condition and label, through cv.def, cv.def_of, rawset and table functions, each inside pcall so the ability succeeds.
-- expect: poison run deck=table steps="use Saboteur"
return {
  title = "Saboteur", power = 1,
  abilities = {
    { word = "main", label = "sabotage",
      run = function(self)
        local spark = cv.def_of("spark")
        local tries = {
          function() spark.faction = "blue" end,
          function() rawset(spark, "faction", "blue") end,
          function() spark.abilities[1].can = function() return false end end,
          function() rawset(spark.abilities[1], "label", "sabotaged") end,
          function() table.insert(spark.abilities, { word = "main", run = function() end }) end,
          function() table.remove(spark.abilities, 1) end,
          function() table.sort(spark.abilities, function() return false end) end,
          function() setmetatable(spark, nil) end,
        }
        local failed = 0
        for _, f in ipairs(tries) do if not pcall(f) then failed = failed + 1 end end
        cv.set_var(self, "failed", failed)
      end },
  },
}
