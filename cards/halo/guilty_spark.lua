-- 343 Guilty Spark: the rulebook's TIMING WORDS example ("Exert 343 Guilty
-- Spark to play a Sentinel for free"). An AI ally: he never skirmishes.
return {
  title = "343 Guilty Spark", subtitle = "Monitor of Installation 04", unique = true,
  side = "free", kind = "ally", culture = "Sentinel", race = "Monitor",
  cost = 3, strength = 3, vitality = 4, home = 7,
  ai = true,
  text = "AI. Company: Exert 343 Guilty Spark to play a Sentinel for free.",
  abilities = {
    { word = "company", text = "Exert 343 Guilty Spark to play a Sentinel for free.",
      cost = { exert = "self" },
      can = function(self, ctx)
        for _, c in ipairs(cv.zone("hand", ctx.player)) do
          if rules.is_culture(c, "Sentinel") and rules.side(c) == "free" and not rules.is(c, "event")
            and rules.can_play_card(c, ctx.player) then return true end
        end
        return false
      end,
      run = function(self, ctx)
        rules.play_from(ctx.player, { "hand" }, function(c)
          return rules.is_culture(c, "Sentinel") and rules.side(c) == "free" and not rules.is(c, "event")
        end, "343 Guilty Spark: play which Sentinel for free?", { free = true })
      end },
  },
}
