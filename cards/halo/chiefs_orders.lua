-- Chief's Orders: a card that reads the signet (SIGNET).
return {
  title = "Chief's Orders",
  side = "free", kind = "event", culture = "UNSC",
  cost = 1,
  text = "Skirmish: Make a companion with the Master Chief signet strength +2.",
  abilities = {
    { word = "skirmish", text = "Make a Master Chief signet companion strength +2.",
      can = function(self)
        local d = rules.skirmish_defender()
        return d ~= nil and cv.def(d).signet == "Master Chief"
      end,
      run = function(self) rules.pump(rules.skirmish_defender(), "strength", 2, self) end },
  },
}
