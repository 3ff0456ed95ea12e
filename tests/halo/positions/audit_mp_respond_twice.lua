-- RESPONSE: Bob's Elite Veteran (strength 7) skirmishes Sergeant Mobuto
-- (strength 5, vitality 3). Bob holds two No Quarter (Response: if a
-- Covenant minion wins a skirmish, wound the character it was
-- skirmishing), Carl one; 3 twilight in the pool.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 3, company = { "Master Chief", "Sergeant Mobuto" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { { "Elite Veteran", assigned = "Sergeant Mobuto" } },
      hand = { "No Quarter", "No Quarter" } },
    { name = "Carl", site = 1, company = { "Fred" }, hand = { "No Quarter" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 } },
  pools = { twilight = 3 },
}
