-- Doomtrooper card (designed for this pool; the rulebook names no such card).
-- Optional Rule: Multiple Sabotages: "a player may sabotage each player more
-- than once per turn (from your Draw step to your next Draw step). You must
-- gain additional Tactical Actions to do this." Sabotage (Tactical Action):
-- "Even if you gain more Tactical Actions, you may not Sabotage more than
-- once per turn" - so without the option (multiple_sabotage=no) the gained
-- Sabotage may only be against a player not yet sabotaged this turn.
return {
  title = "Covert Operation", type = "special", affiliation = "general", timing = "turn", limit = 3,
  text = "Play during your turn (not your first). You gain one additional Tactical Action this turn; it may " ..
    "only be a Sabotage.",
  can = function(self, ctx)
    return not rules.first_turn(ctx.player) and ctx.player == rules.active_player() and cv.var(cv.GAME, "phase") ~= "discard"
  end,
  run = function(self, ctx) rules.gain_tactical(ctx.player, 1, "sabotage") end,
}
