-- Persistent: "PERSISTENT Art spells are cast during combat, and are still
-- in effect throughout the combat ... Once the combat is over, however, the
-- spell is spent." The effect lasts the combat (fx UNTIL "combat").
return {
  title = "Kinetic Shield", type = "art", affiliation = "brotherhood", aspect = "kinetics",
  timing = "combat", combat_spell = true, cost = 1, limit = 5,
  designations = { "PERSISTENT" },
  text = "Art of Kinetics. PERSISTENT COMBAT SPELL. Spend 1 D: one of your combatants gets +3 A for the rest of this combat.",
  can = function(self, ctx)
    for _, c in ipairs({ rules.attacker(), rules.defender() }) do
      if cv.owner(c) == ctx.player and rules.may_affect(ctx.caster, c) then return true end
    end
    return false
  end,
  run = function(self, ctx)
    local t = {}
    for _, c in ipairs({ rules.attacker(), rules.defender() }) do
      if cv.owner(c) == ctx.player and rules.may_affect(ctx.caster, c) then t[#t + 1] = c end
    end
    local c = rules.pick_card(ctx.player, "Kinetic Shield: which combatant?", t)
    rules.pump(c, "armor", 3, "art", "combat")
  end,
}
