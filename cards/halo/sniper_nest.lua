-- A Shadow condition that adds to the minion sniping total without a sniper
-- (SNIPING PHASE, Sniping fire: "the game text of a card (like a site or
-- condition) may add to your sniping total").
return {
  title = "Sniper Nest",
  side = "shadow", kind = "condition", culture = "Covenant", support = true,
  cost = 1,
  text = "Plays to your support area. The minion sniping total is +1.",
  sniping = function(self, side) if side == "minion" then return 1 end end,
}
