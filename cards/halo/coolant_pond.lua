-- Coolant Pond: the rulebook's "while you can spot" example (Spot): no
-- choice, the sniping phase is skipped whenever a [Flood] minion can be
-- spotted. Site 5 of the third adventure deck.
return {
  title = "Coolant Pond",
  kind = "site", site = 5, shadow = 3, arrow = "right",
  text = "While you can spot a [Flood] minion, skip the sniping phase.",
  skip_phase = function(self, name, fp)
    return name == "sniping" and rules.can_spot(function(c)
      return rules.is(c, "minion") and rules.is_culture(c, "Flood")
    end)
  end,
}
