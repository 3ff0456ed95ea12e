-- Toil X: Bob plays a Brute Chieftain (cost 6, Covenant, toil 2) with 4
-- twilight in the pool; his only Covenant character is an unwounded Elite
-- Zealot (vitality 3), which could exert twice.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "shadow",
  players = {
    { name = "Ann", site = 6, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Elite Zealot" }, hand = { "Brute Chieftain" } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
  pools = { twilight = 4 },
}
