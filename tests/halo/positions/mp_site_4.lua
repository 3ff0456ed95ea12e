-- ACTIVE CARD, a site's Shadow special ability, with 4 players: Ann's
-- company is at Floodgate (Shadow: Remove (2) to wound a companion except
-- the Hero), owned by Bob; the pool holds enough for every Shadow player.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "shadow",
  players = {
    { name = "Ann", site = 5, company = { "Master Chief", "Sergeant Mobuto" } },
    { name = "Bob", site = 1, company = { "The Arbiter" } },
    { name = "Carl", site = 1, company = { "The Arbiter" } },
    { name = "Dee", site = 1, company = { "The Arbiter" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 },
    { "Truth and Reconciliation", owner = 1 }, { "Floodgate", owner = 2 } },
  pools = { twilight = 6 },
}
