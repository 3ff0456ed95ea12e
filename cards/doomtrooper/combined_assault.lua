-- Doomtrooper card (designed for this pool; the rulebook names no such card).
-- An extra Tactical Action. Step Two: Actions: "several card effects will
-- give you more actions to use during your turn"; "Special: No player may
-- perform any Tactical Actions during his first turn. This includes
-- T-Actions gained by Special cards and other effects." Attack (Tactical
-- Action): "It is possible (through card play) that you may be able to
-- perform more than one attack action during a turn. If this is the case,
-- you may attack with the same warrior more than once, and you may attack
-- the same warrior more than once ... each attack action must be conducted
-- completely separately of any other."
return {
  title = "Combined Assault", type = "special", affiliation = "general", timing = "turn", limit = 3,
  text = "Play during your turn (not your first). You gain one additional Tactical Action (T-Action) this turn: " ..
    "after your Tactical Action you may Attack or Sabotage once more.",
  can = function(self, ctx)
    return not rules.first_turn(ctx.player) and ctx.player == rules.active_player() and cv.var(cv.GAME, "phase") ~= "discard"
  end,
  run = function(self, ctx) rules.gain_tactical(ctx.player, 1) end,
}
