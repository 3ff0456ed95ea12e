-- An order: its ability runs once, when it is played.
return {
  title = "Rally", kind = "order",
  cost = 1,
  text = "Main: Your units have power +1 until the end of the turn.",
  abilities = {
    { word = "main", text = "Your units have power +1 until the end of the turn.",
      can = function(self, ctx) return #rules.units(ctx.player) > 0 end,
      run = function(self, ctx)
        for _, c in ipairs(rules.units(ctx.player)) do
          cv.modify{ card = c, stat = "power", amount = 1, ["until"] = "turn", source = self }
        end
      end },
  },
}
