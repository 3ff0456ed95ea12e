-- An Event (facts sheet: Sample cards): every Object in play is removed.
return {
  title = "Flood", kind = "event", gems = { "strength" },
  text = "Event. Put every Object in play into its owner's discard pile.",
  abilities = {
    { word = "play", text = "Every Object in play goes to its owner's discard pile.",
      run = function(self)
        for s = 1, 2 do
          for _, c in ipairs(cv.zone("board", s)) do
            if rules.kind(c) == "object" then rules.discard(c) end
          end
        end
      end },
  },
}
