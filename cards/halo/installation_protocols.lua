-- The rulebook's other TIMING WORDS example: "Play a Sentinel companion to
-- draw a card" (a cost that is playing a card).
return {
  title = "Installation Protocols",
  side = "free", kind = "condition", culture = "Sentinel", support = true,
  cost = 1,
  text = "Plays to your support area. Company: Play a Sentinel companion to draw a card.",
  abilities = {
    { word = "company", text = "Play a Sentinel companion to draw a card.",
      can = function(self, ctx)
        for _, c in ipairs(cv.zone("hand", ctx.player)) do
          if rules.is(c, "companion") and rules.is_culture(c, "Sentinel")
            and rules.can_play_card(c, ctx.player) then return true end
        end
        return false
      end,
      pay = function(self, ctx)
        rules.play_from(ctx.player, { "hand" }, function(c)
          return rules.is(c, "companion") and rules.is_culture(c, "Sentinel")
        end, "Installation Protocols: play which Sentinel companion?")
      end,
      run = function(self, ctx) rules.draw(ctx.player, 1) end },
  },
}
