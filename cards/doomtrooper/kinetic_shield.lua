-- Persistent: "PERSISTENT Art spells are cast during combat, and are still
-- in effect throughout the combat, and may be modified ... Once the combat is
-- over, however, the spell is spent." The effect lasts the combat (a
-- modifier until the end of the combat). Casting Spells of the Art: a variable cost with no limit on the
-- card ("you may spend as many Destiny Points as you have"), and more may be
-- added throughout the Combat Modification step (dp / boost).
return {
  title = "Kinetic Shield", type = "art", affiliation = "brotherhood", aspect = "kinetics",
  timing = "combat", combat_spell = true, limit = 5,
  designations = { "PERSISTENT" },
  dp = { min = 1 },
  text = "Art of Kinetics. PERSISTENT COMBAT SPELL. Spend 1 or more D: one of your combatants gets +3 A, and +1 A " ..
    "for each D beyond the first, for the rest of this combat.",
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
    return rules.pick_card(ctx.player, "Kinetic Shield: which combatant?", t)
  end,
  -- n more Destiny Points, 'before' already spent on it
  boost = function(self, target, n, before)
    rules.pump(target, "armor", before == 0 and n + 2 or n, "art", "combat")
  end,
}
