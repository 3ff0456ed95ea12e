-- tries: an event about a card that does not exist (card = 999), so the kernel's own code fails on it: the message must still point at the card's line.
-- expect: run deck=table steps="use Misfire" line=8 msg="no such card" in="(in the main ability of Misfire ["
return {
  title = "Misfire", power = 1,
  abilities = {
    { word = "main", label = "misfire",
      run = function(self)
        cv.event("played", { card = 999, player = cv.owner(self) })
      end },
  },
}
