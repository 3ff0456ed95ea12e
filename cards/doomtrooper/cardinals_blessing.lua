-- Doomtrooper card (designed for this pool; the rulebook names no such card).
-- Post-play icon (4), ANNIHILATE: "If you play a card with the annihilate
-- symbol on it, and that card's effect is somehow 'countered' it is STILL
-- removed from the game, even though the effect did not occur!" (post =
-- "annihilate": the annihilated pile whether its effect happened or not;
-- its cost stays paid).
return {
  title = "Cardinal's Blessing", type = "special", affiliation = "brotherhood", timing = "turn", cost = 1,
  post = "annihilate", limit = 3,
  text = "Play during your turn. Spend 1 D: draw two cards. ANNIHILATE (removed from the game once played, " ..
    "even if countered).",
  can = function(self, ctx) return #cv.zone("draw", ctx.player) > 0 end,
  run = function(self, ctx) rules.draw(ctx.player, 2) end,
}
