-- Doomtrooper card (designed for this pool; the rulebook names no such card).
-- Extra actions. Step Two: Actions: "several card effects will give you more
-- actions to use during your turn ... Any unused actions are lost, and do not
-- carry over to your next turn." "When a card refers to 'Actions' without
-- specifying if it is a T-Action or S-Action, it can be either type" - but
-- still "You may only perform one Tactical Action per turn and must be the
-- last action you perform", so they are gained before it.
return {
  title = "Forced March", type = "special", affiliation = "general", timing = "turn", limit = 3,
  text = "Play during your turn, before your Tactical Action. You gain two additional actions this turn.",
  can = function(self, ctx) return rules.may_gain_actions(ctx.player) end,
  run = function(self, ctx) rules.gain_actions(ctx.player, 2) end,
}
