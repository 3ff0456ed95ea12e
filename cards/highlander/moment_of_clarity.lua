-- An Event: draw two cards now (the Draw/Discard Phase discards down to the
-- hand size again).
return {
  title = "Moment of Clarity", kind = "event", gems = { "wisdom" },
  text = "Event. Draw two cards.",
  abilities = {
    { word = "play", text = "Draw two cards.",
      run = function(self)
        rules.draw(cv.owner(self))
        rules.draw(cv.owner(self))
      end },
  },
}
