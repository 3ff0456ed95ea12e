-- Spartan Laser: removes a minion from the game (Remove from the game).
return {
  title = "Spartan Laser",
  side = "free", kind = "event", culture = "UNSC",
  cost = 2,
  text = "Skirmish: Exert a Spartan skirmishing a minion of strength 7 or less to remove that minion from the game.",
  abilities = {
    { word = "skirmish", text = "Exert a Spartan to remove a minion of strength 7 or less from the game.",
      can = function(self, ctx)
        local d = rules.skirmish_defender()
        if not d or cv.def(d).race ~= "Spartan" or not rules.can_exert(d) then return false end
        for _, m in ipairs(rules.skirmish_minions()) do
          if rules.strength(m) <= 7 then return true end
        end
        return false
      end,
      pay = function(self, ctx) rules.exert(rules.skirmish_defender()) end,
      run = function(self, ctx)
        local list = {}
        for _, m in ipairs(rules.skirmish_minions()) do
          if rules.strength(m) <= 7 then list[#list + 1] = m end
        end
        local m = rules.choose_card(ctx.player, "Spartan Laser: which minion?", list)
        if m then rules.remove_from_game(m) end
      end },
  },
}
