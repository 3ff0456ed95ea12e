-- A Free Peoples Sniping event that adds to this turn's company sniping
-- total (SNIPING PHASE, Sniping fire).
return {
  title = "Spotter",
  side = "free", kind = "event", culture = "UNSC",
  cost = 0,
  text = "Sniping: Spot a UNSC companion to make the company sniping total +1.",
  abilities = {
    { word = "sniping", text = "Spot a UNSC companion to make the company sniping total +1.",
      can = function(self)
        return rules.can_spot(function(c)
          return rules.is(c, "companion") and rules.is_culture(c, "UNSC")
        end)
      end,
      run = function(self) rules.add_sniping("company", 1) end },
  },
}
