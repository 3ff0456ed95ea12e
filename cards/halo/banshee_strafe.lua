-- A Shadow Sniping event: adds to this turn's minion sniping total.
return {
  title = "Banshee Strafe",
  side = "shadow", kind = "event", culture = "Covenant",
  cost = 1,
  text = "Sniping: Spot a [Covenant] minion to make the minion sniping total +1.",
  abilities = {
    { word = "sniping", text = "Spot a Covenant minion to make the minion sniping total +1.",
      can = function(self)
        return rules.can_spot(function(c) return rules.is(c, "minion") and rules.is_culture(c, "Covenant") end)
      end,
      run = function(self) rules.add_sniping("minion", 1) end },
  },
}
