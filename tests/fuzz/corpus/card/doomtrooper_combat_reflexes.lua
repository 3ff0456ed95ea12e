--@ rules=doomtrooper
return {
  title = "Combat Reflexes", type = "special", affiliation = "general", timing = "combat", limit = 5,
  text = "Play during combat. One of your combatants gets +2 F, +2 S and +2 A for this combat.",
  can = function(self, ctx)
    return cv.owner(rules.attacker()) == ctx.player or cv.owner(rules.defender()) == ctx.player
  end,
  run = function(self, ctx)
    local t = {}
    for _, c in ipairs({ rules.attacker(), rules.defender() }) do if cv.owner(c) == ctx.player then t[#t + 1] = c end end
    local c = rules.pick_card(ctx.player, "Combat Reflexes: which combatant?", t)
    for _, s in ipairs({ "fight", "shoot", "armor" }) do rules.pump(c, s, 2, "plain", "combat") end
  end,
}
