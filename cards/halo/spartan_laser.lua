-- Spartan Laser: removes a minion from the game (Remove from the game).
return {
  title = "Spartan Laser",
  side = "free", kind = "event", culture = "UNSC",
  cost = 2,
  text = "Skirmish: Exert a Spartan skirmishing a minion of strength 7 or less to remove that minion from the game.",
  abilities = {
    { word = "skirmish", text = "Exert a Spartan to remove a minion of strength 7 or less from the game.",
      can = function()
        local d = rules.skirmish_defender()
        return d ~= nil and cv.def(d).race == "Spartan"
      end,
      cost = { exert = function() return rules.skirmish_defender() end },
      target = { prompt = "Spartan Laser: which minion?",
        among = function() return rules.skirmish_minions() end,
        filter = function(self, m) return rules.strength(m) <= 7 end },
      run = function(self, ctx) rules.remove_from_game(ctx.target) end },
  },
}
