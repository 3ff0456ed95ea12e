-- Remove from the game: Bob plays Containment Protocols Violated (play X
-- Flood minions from the draw deck or discard pile), spotting his Covenant
-- Elite Veteran. A Flood Carrier Form is in his discard pile; a Flood
-- Combat Form was removed from the game.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "shadow",
  players = {
    { name = "Ann", site = 3, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, shadow = { "Elite Veteran" },
      hand = { "Containment Protocols Violated" },
      discard = { "Flood Carrier Form" }, removed = { "Flood Combat Form" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Metropolis", owner = 2 } },
  pools = { twilight = 5 },
}
