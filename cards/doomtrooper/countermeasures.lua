-- Doomtrooper card (designed for this pool; the rulebook names no such card).
-- A counter: TIMING AND ETIQUETTE: "The only way your opponent can stop your
-- action is if he plays a card that directly affects what you are doing";
-- "Every time a player 'does something' ... the player's opponents always
-- have a chance to alter or counter what is going on." The countered card
-- still follows its Post-play icon (4) (ANNIHILATE: "it is STILL removed
-- from the game, even though the effect did not occur!").
return {
  title = "Countermeasures", type = "special", affiliation = "general", timing = "any", respond = "play",
  cost = 1, limit = 3,
  text = "Play when an opponent plays a Special card. Spend 1 D: its effect is countered (the card still goes " ..
    "where its post-play icon says).",
  can = function(self, ctx)
    local ev = ctx.event
    return ev.player ~= cv.owner(self) and cv.def(ev.card).type == "special"
  end,
  run = function(self, ctx) cv.cancel(ctx.event) end,
}
