-- A Shadow condition in the support area that modifies ships (the
-- rulebook's "both Seraphs have damage +1 and weapons of 7").
return {
  title = "Covenant Armada",
  side = "shadow", kind = "condition", culture = "Covenant", support = true,
  cost = 2,
  text = "Plays to your support area. Each of your Covenant ships is weapons +1 and damage +1.",
  modify = function(self, card, stat)
    if (stat == "weapons" or stat == "damage") and cv.def(card).kind == "ship"
      and cv.def(card).culture == "Covenant" and cv.owner(card) == cv.owner(self) then
      return 1
    end
  end,
}
