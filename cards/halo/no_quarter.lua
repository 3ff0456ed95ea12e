-- A Shadow Response event.
return {
  title = "No Quarter",
  side = "shadow", kind = "event", culture = "Covenant",
  cost = 1,
  text = "Response: If a [Covenant] minion wins a skirmish, wound the character it was skirmishing.",
  abilities = {
    { word = "response", trigger = "wins_skirmish",
      text = "A Covenant minion won a skirmish: wound the character it was skirmishing.",
      can = function(self, ctx)
        local m = ctx.event.card
        local d = rules.skirmish_defender()
        return rules.is(m, "minion") and rules.is_culture(m, "Covenant") and d ~= nil and cv.is_in_play(d)
      end,
      run = function(self)
        local d = rules.skirmish_defender()
        if d and cv.is_in_play(d) then rules.wound(d) end
      end },
  },
}
