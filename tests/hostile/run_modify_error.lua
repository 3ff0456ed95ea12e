-- tries: a static modifier that raises when a value is read (the state check reads every power once the card is in play).
-- expect: run deck=hand steps="play Curse" line=6 msg="curse: no power for" in="Curse ["
return {
  title = "Curse", power = 1,
  modify = function(self, card, stat)
    if card ~= self then error("curse: no power for " .. cv.name(card)) end
  end,
}
