-- An Event: gain 2 Ability (in your Ability Adjustment Phase).
return {
  title = "Second Wind", kind = "event", gems = { "strength" },
  text = "Event. Gain 2 Ability.",
  abilities = {
    { word = "play", text = "Gain 2 Ability.", run = function(self) rules.gain(cv.owner(self), 2) end },
  },
}
