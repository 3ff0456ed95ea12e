-- COMPANY PHASE: Bob's Covenant Patrol adds (1) at the start of Ann's
-- company phase; 3 twilight are left in the pool from the turn before.
return {
  rules = "halo",
  turn = 2, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 1, company = { "Master Chief", "Sergeant Mobuto" },
      adventure = { "Lifeboat Crash Site" }, hand = { "ODST Helljumper" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, support = { "Covenant Patrol" },
      adventure = { "Outskirts" } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
  pools = { twilight = 3 },
}
