-- A Free Peoples event that repairs a ship (VITALITY: Armor - "repaired
-- rather than healed").
return {
  title = "Emergency Repairs",
  side = "free", kind = "event", culture = "UNSC",
  cost = 1,
  text = "Company: Repair a UNSC ship.",
  abilities = {
    { word = "company", text = "Repair a UNSC ship.",
      run = function(self, ctx)
        local list = rules.cards(function(c)
          return cv.def(c).culture == "UNSC" and rules.can_repair(c)
        end)
        local c = rules.choose_card(ctx.player, "Emergency Repairs: which ship?", list)
        if c then rules.repair(c) end
      end },
  },
}
