-- A Shadow event that plays a minion from the draw deck (Playing cards from
-- your draw deck: the deck is reshuffled after).
return {
  title = "Covenant Reinforcements",
  side = "shadow", kind = "event", culture = "Covenant",
  cost = 1,
  text = "Shadow: Play a [Covenant] minion from your draw deck.",
  abilities = {
    { word = "shadow", text = "Play a Covenant minion from your draw deck.",
      run = function(self, ctx)
        rules.play_from(ctx.player, { "draw" }, function(c)
          return rules.is(c, "minion") and rules.is_culture(c, "Covenant")
        end, "Covenant Reinforcements: play which minion?")
        rules.shuffle_draw(ctx.player)
      end },
  },
}
