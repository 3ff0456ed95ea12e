--@ rules=halo
-- Active Camouflage: cancels a skirmish (SKIRMISH PHASE(S): a cancelled
-- skirmish ends with no winner or loser).
return {
  title = "Active Camouflage",
  side = "free", kind = "possession", culture = "Arbiter", class = "cloak",
  cost = 1,
  text = "Bearer must be an Elite. Skirmish: Discard this possession to cancel a skirmish involving bearer.",
  bearer = function(self, c) return cv.def(c).race == "Elite" end,
  abilities = {
    { word = "skirmish", text = "Discard this possession to cancel a skirmish involving bearer.",
      can = function(self)
        local b = rules.bearer(self)
        return b ~= nil and rules.in_skirmish(b)
      end,
      pay = function(self) rules.discard(self) end,
      run = function(self) rules.cancel_skirmish() end },
  },
}
