-- Hero: "they are affected by cards that affect HEROS".
return {
  title = "Heroic Deed", type = "special", affiliation = "general", timing = "combat", cost = 1, limit = 3,
  text = "Play during combat. Spend 1 D: one of your HERO combatants gets +3 F and +3 S for this combat.",
  can = function(self, ctx)
    for _, c in ipairs({ rules.attacker(), rules.defender() }) do
      if cv.owner(c) == ctx.player and rules.has(c, "HERO") then return true end
    end
    return false
  end,
  run = function(self, ctx)
    local t = {}
    for _, c in ipairs({ rules.attacker(), rules.defender() }) do
      if cv.owner(c) == ctx.player and rules.has(c, "HERO") then t[#t + 1] = c end
    end
    local c = rules.choose_card(ctx.player, "Heroic Deed: which HERO?", t)
    rules.pump(c, "fight", 3, { ["until"] = "combat", source = self })
    rules.pump(c, "shoot", 3, { ["until"] = "combat", source = self })
  end,
}
