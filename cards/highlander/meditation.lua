-- An Event that tells its player to make a Soft Exertion (Reasons to make
-- a Soft Exertion: "If a card effect tells you to"; one for the effect).
return {
  title = "Meditation", kind = "event", gems = { "wisdom", "wisdom" },
  text = "Event. Name a Gem and make a Soft Exertion for it: if you find 2 or more, gain 1 Ability.",
  abilities = {
    { word = "play", text = "Soft Exertion for a Gem: 2 or more found, gain 1 Ability.",
      run = function(self)
        local seat = cv.owner(self)
        local gem = rules.choose_gem(seat, "Meditation: make a Soft Exertion for which Gem?")
        if (rules.soft_exertion(self, gem) or 0) >= 2 then rules.gain(seat, 1) end
      end },
  },
}
