-- A card for the kernel's state check (R.settle): each use puts a heat
-- token on it; the mini ruleset burns out a card whose heat reaches its
-- endurance (3, +1 while it is boosted for the phase).
return {
  title = "Furnace", cost = 0, power = 0, endurance = 3,
  abilities = {
    { word = "main", text = "Put a heat token on this card.",
      run = function(self) cv.add_pool(self, "heat", 1) end },
    { word = "main", text = "Endurance +1 until the end of the phase.",
      can = function(self) return not cv.var(self, "boosted") end,
      run = function(self)
        cv.set_var(self, "boosted", true)
        cv.modify{ card = self, stat = "endurance", amount = 1, ["until"] = "phase", source = self }
      end },
  },
}
