-- An Event that prevents damage (facts sheet: Ability loss is not damage,
-- so it does not stop Ability loss). Played in the Defense Phase, before the
-- attacks are answered, it shields that phase's attacks.
return {
  title = "Holy Ground", kind = "event", gems = { "wisdom" },
  text = "Event. Prevent the next 3 damage to you while Holy Ground is in play. Ability loss is not damage.",
  abilities = {
    { word = "play", text = "Prevent the next 3 damage to you.",
      run = function(self) rules.ward(self, 3) end },
  },
}
