-- A Shadow condition that lowers its owner's Covenant minions' site
-- numbers: roaming (SHADOW PHASE(S)) compares the modified number.
return {
  title = "Drop Pod Assault",
  side = "shadow", kind = "condition", culture = "Covenant", support = true,
  cost = 1,
  text = "Plays to your support area. The site number of each of your [Covenant] minions is -2.",
  modify = function(self, card, stat)
    if stat == "site" and cv.def(card).kind == "minion" and cv.def(card).culture == "Covenant"
      and cv.owner(card) == cv.owner(self) then
      return -2
    end
  end,
}
