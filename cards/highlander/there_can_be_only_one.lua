-- An Event: an effect that makes an attack a Head Shot (Head Shots).
return {
  title = "There Can Be Only One", kind = "event", gems = { "wisdom", "strength" },
  text = "Event. The next attack you make face up this turn that covers an upper square and may be made a Power Blow is a Head Shot.",
  abilities = {
    { word = "play", text = "Your next such attack this turn is a Head Shot.",
      run = function(self) rules.head_shot_next(cv.owner(self)) end },
  },
}
