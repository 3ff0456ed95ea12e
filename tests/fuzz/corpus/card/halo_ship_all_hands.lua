--@ rules=halo
-- A Free Peoples event that has a companion staff a ship (COMPANY PHASE:
-- Characters on ships).
return {
  title = "All Hands to Stations",
  side = "free", kind = "event", culture = "UNSC",
  cost = 0,
  text = "Company: A UNSC companion staffs your ship.",
  abilities = {
    { word = "company", text = "A UNSC companion staffs your ship.",
      can = function(self, ctx)
        for _, s in ipairs(rules.fp_ships()) do
          for _, c in ipairs(rules.companions(ctx.player)) do
            if cv.def(c).culture == "UNSC" and rules.can_staff(c, s) then return true end
          end
        end
        return false
      end,
      run = function(self, ctx)
        local s = rules.choose_card(ctx.player, "All Hands to Stations: which ship?", rules.fp_ships())
        local crew = {}
        for _, c in ipairs(rules.companions(ctx.player)) do
          if cv.def(c).culture == "UNSC" and rules.can_staff(c, s) then crew[#crew + 1] = c end
        end
        local c = rules.choose_card(ctx.player, "All Hands to Stations: which companion?", crew)
        if c then rules.staff(c, s) end
      end },
  },
}
