-- The rulebook's Shadow action example (SHADOW PHASE(S)): "Shadow: Play a
-- [Flood] minion from your discard pile."
return {
  title = "Flood Resurgence",
  side = "shadow", kind = "event", culture = "Flood",
  cost = 0,
  text = "Shadow: Play a [Flood] minion from your discard pile.",
  abilities = {
    { word = "shadow", text = "Play a Flood minion from your discard pile.",
      can = function(self, ctx)
        for _, c in ipairs(cv.zone("discard", ctx.player)) do
          if rules.is(c, "minion") and rules.is_culture(c, "Flood") and rules.can_play_card(c, ctx.player) then
            return true
          end
        end
        return false
      end,
      run = function(self, ctx)
        rules.play_from(ctx.player, { "discard" }, function(c)
          return rules.is(c, "minion") and rules.is_culture(c, "Flood")
        end, "Flood Resurgence: play which minion?")
      end },
  },
}
