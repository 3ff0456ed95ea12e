-- Art of Mentalism (the rulebook's Immunity example: Improve Self cast on a
-- Brotherhood warrior is turned off in combat against Alakhai the Cunning).
return {
  title = "Improve Self", type = "art", affiliation = "brotherhood", aspect = "mentalism",
  timing = "turn", cost = 1, limit = 5,
  text = "Art of Mentalism. Play during your turn. Spend 1 D: the caster gets +2 F, +2 S, +2 A until the end of the turn.",
  can = function(self, ctx) return ctx.caster ~= nil and rules.may_affect(ctx.caster, ctx.caster) end,
  run = function(self, ctx)
    for _, s in ipairs({ "fight", "shoot", "armor" }) do rules.pump(ctx.caster, s, 2, "art", "turn") end
  end,
}
