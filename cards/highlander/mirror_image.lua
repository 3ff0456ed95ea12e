-- An Illusion: only from a Hard Exertion. Gain 1 Ability.
return {
  title = "Mirror Image", kind = "illusion", gems = { "wisdom", "agility" },
  text = "Illusion. Gain 1 Ability.",
  abilities = {
    { word = "illusion", text = "Gain 1 Ability.", run = function(self) rules.gain(cv.owner(self), 1) end },
  },
}
