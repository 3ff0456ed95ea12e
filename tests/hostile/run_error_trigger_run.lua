-- tries: a required trigger (when this card is played) whose effect raises after changing the state.
-- expect: run deck=hand steps="play Tripwire" line=10 msg="no zone 'graveyard'" in="(in the played ability of Tripwire ["
return {
  title = "Tripwire", power = 1,
  abilities = {
    { trigger = "played", required = true, label = "spring",
      can = function(self, ctx) return ctx.event.card == self end,
      run = function(self)
        rules.gain(2)
        cv.move(self, "graveyard", cv.owner(self))
      end },
  },
}
