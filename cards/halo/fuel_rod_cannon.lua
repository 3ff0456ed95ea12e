-- Fuel Rod Cannon: a large penalty, to show values never go below zero
-- (Modifiers).
return {
  title = "Fuel Rod Cannon",
  side = "shadow", kind = "event", culture = "Covenant",
  cost = 2,
  text = "Skirmish: Make a companion skirmishing a Covenant minion strength -5.",
  abilities = {
    { word = "skirmish", text = "Make the companion in this skirmish strength -5.",
      can = function(self)
        local d = rules.skirmish_defender()
        if not d or not rules.is(d, "companion") then return false end
        for _, m in ipairs(rules.skirmish_minions()) do
          if cv.def(m).culture == "Covenant" then return true end
        end
        return false
      end,
      run = function(self) rules.pump(rules.skirmish_defender(), "strength", -5, self) end },
  },
}
