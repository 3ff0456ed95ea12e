--@ rules=doomtrooper
return {
  title = "Holy Fire", type = "art", affiliation = "brotherhood", aspect = "exorcism",
  timing = "combat", combat_spell = true, limit = 5,
  text = "Art of Exorcism. COMBAT SPELL. A Dark Legion combatant gets -3 A for this combat.",
  can = function(self, ctx)
    for _, c in ipairs({ rules.attacker(), rules.defender() }) do
      if rules.is_legion(c) and not rules.immune_to(c, "art") then return true end
    end
    return false
  end,
  run = function(self, ctx)
    local t = {}
    for _, c in ipairs({ rules.attacker(), rules.defender() }) do if rules.is_legion(c) then t[#t + 1] = c end end
    local c = rules.pick_card(ctx.player, "Holy Fire: which Dark Legion combatant?", t)
    rules.pump(c, "armor", -3, "art", "combat")
  end,
}
