-- A Shadow condition that raises every site's Shadow number: the twilight
-- a move adds reads the modified number (COMPANY PHASE: Moving your
-- company).
return {
  title = "Covenant Blockade",
  side = "shadow", kind = "condition", culture = "Covenant", support = true,
  cost = 2,
  text = "Plays to your support area. The Shadow number of each site is +1.",
  modify = function(self, card, stat)
    if stat == "shadow" and cv.def(card).kind == "site" then return 1 end
  end,
}
