-- tries: a static modifier that asks its owner a question (a decision in the middle of reading a value).
-- expect: run deck=hand steps="play Asker" line=6 msg="yield across a C-call boundary" in="Asker ["
return {
  title = "Asker", power = 1,
  modify = function(self, card, stat)
    if cv.ask(cv.owner(self), "boost " .. cv.name(card) .. "?") then return 1 end
  end,
}
