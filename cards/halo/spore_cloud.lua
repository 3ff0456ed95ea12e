-- A Shadow condition with a "while you can spot" modifier (Spot: no
-- choice, it holds whenever three [Flood] minions can be spotted).
return {
  title = "Spore Cloud",
  side = "shadow", kind = "condition", culture = "Flood", support = true,
  cost = 2,
  text = "Plays to your support area. While you can spot 3 [Flood] minions, each companion is strength -1.",
  modify = function(self, card, stat)
    if stat == "strength" and rules.is(card, "companion") and rules.can_spot(function(c)
      return rules.is(c, "minion") and rules.is_culture(c, "Flood")
    end, 3) then
      return -1
    end
  end,
}
