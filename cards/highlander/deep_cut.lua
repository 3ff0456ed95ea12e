-- An Edge played with an attack (Edges: "in conjunction with another
-- card"): additional damage for a successful attack (Power Blows: a Power
-- Blow blocked without a Power Block costs the difference plus this).
return {
  title = "Deep Cut", kind = "edge", play_with = "attack", limit = 1, gems = { "strength" },
  text = "Edge. Play with an attack that does damage: if it is successful, it does +2 damage. One Deep Cut a turn.",
  abilities = {
    { word = "with", text = "The attack does +2 damage if it is successful.",
      can = function(self, ctx) return cv.def(ctx.target).attack_type ~= "dirty" end,
      run = function(self, ctx) rules.add_damage(ctx.target, 2) end },
  },
}
