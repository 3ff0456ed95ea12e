-- Cortana: a unique AI ally (UNIQUENESS: one per player; AIs never
-- skirmish, even at home).
return {
  title = "Cortana", subtitle = "Smart AI", unique = true,
  side = "free", kind = "ally", culture = "UNSC", race = "AI",
  signet = "Master Chief",
  cost = 1, strength = 1, vitality = 3, home = 1,
  ai = true,
  text = "AI. Company: Exert Cortana to draw a card.",
  abilities = {
    { word = "company", text = "Exert Cortana to draw a card.",
      cost = { exert = "self" },
      run = function(self, ctx) rules.draw(ctx.player, 1) end },
  },
}
