-- tries: a static modifier that reads the value it is modifying, so every read recurses into itself.
-- expect: run deck=hand steps="play Mirror" line=6 msg="a loop of modifiers" in="Mirror ["
return {
  title = "Mirror", power = 1,
  modify = function(self, card, stat)
    return cv.value(card, stat) > 100 and 1 or nil
  end,
}
