-- Persistent: a PERSONAL COMBAT SPELL in effect for the whole combat.
return {
  title = "Second Sight", type = "art", affiliation = "brotherhood", aspect = "premonition",
  timing = "combat", combat_spell = true, personal = true, limit = 5,
  designations = { "PERSISTENT" },
  text = "Art of Premonition. PERSISTENT PERSONAL COMBAT SPELL. The caster (a combatant) gets +2 F and +2 S for the rest of this combat.",
  can = function(self, ctx) return ctx.caster ~= nil and rules.may_affect(ctx.caster, ctx.caster) end,
  run = function(self, ctx)
    rules.pump(ctx.caster, "fight", 2, "art", "combat")
    rules.pump(ctx.caster, "shoot", 2, "art", "combat")
  end,
}
