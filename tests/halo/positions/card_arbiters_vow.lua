-- Arbiter's Vow: Ann's Elite companion, The Arbiter, is about to skirmish an
-- Elite Veteran; her hand holds Arbiter's Vow. Bob's Sentinel Enforcer
-- (damage +1) waits for Master Chief.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "assignment",
  players = {
    { name = "Ann", site = 2, company = { "Master Chief", "The Arbiter" },
      hand = { "Arbiter's Vow" }, adventure = { "Alpha Base" } },
    { name = "Bob", site = 1, company = { "Sergeant Mobuto" },
      shadow = { "Elite Veteran", "Sentinel Enforcer" } },
  },
  path = { "Autumn Bridge", { "Outskirts", owner = 2 } },
}
