-- ACTIVE CARD, Playing Shadow cards: Bob's Elite Zealot is the inactive
-- copy (Carl, to Ann's right, has the active one). Bob holds an Energy
-- Sword (bearer must be an Elite) and an Unggoy Grunt, with 2 twilight.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "shadow",
  players = {
    { name = "Ann", site = 5, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, shadow = { "Elite Zealot" },
      hand = { "Energy Sword", "Unggoy Grunt" } },
    { name = "Carl", site = 1, company = { "Master Chief" }, shadow = { "Elite Zealot" } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
  pools = { twilight = 2 },
}
