-- An Ally (Allies): Ability loss, which is not damage, so no damage
-- prevention stops it (facts sheet).
return {
  title = "Sunda Kastagir", kind = "ally", gems = { "strength" },
  text = "Ally. Each time an attack of yours is not defended, your opponent loses 1 Ability (Ability loss, not damage).",
  abilities = {
    { trigger = "hit", required = true, text = "Your opponent loses 1 Ability.",
      can = function(self, ctx) return cv.owner(ctx.event.card) == cv.owner(self) end,
      run = function(self, ctx) rules.lose(ctx.event.player, 1) end },
  },
}
