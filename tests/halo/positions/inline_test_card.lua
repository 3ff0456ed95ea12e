-- A position that defines a test-only card (docs/positions.md, cards =
-- {...}) and sets an option: Ann's hand holds "Test Pump", a Skirmish event
-- found in no card file, and the roaming penalty is 4.
return {
  rules = "halo",
  options = { roaming_penalty = 4 },
  cards = {
    test_pump = { title = "Test Pump", side = "free", kind = "event", cost = 0, culture = "UNSC",
      text = "Skirmish: Sergeant Mobuto is strength +5.",
      abilities = { { word = "skirmish", label = "pump Mobuto", run = function(self)
        rules.pump(cv.find("Sergeant Mobuto"), "strength", 5, self) end } } },
  },
  turn = 1, player = 1, phase = "assignment",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief", "Sergeant Mobuto" },
      hand = { "Test Pump" }, adventure = { "Alpha Base" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, shadow = { "Elite Veteran" } },
  },
  path = { "Autumn Bridge", { "Outskirts", owner = 2 } },
}
