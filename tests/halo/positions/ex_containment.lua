-- Spot: Bob, in his Shadow phase, can spot three Shadow cultures besides
-- [Flood] (Covenant, Heretic, Sentinel) and holds Containment Protocols
-- Violated; Flood minions wait in his draw deck and discard pile.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "shadow",
  players = {
    { name = "Ann", site = 4, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Unggoy Grunt", "Heretic Elite", "Sentinel Aggressor", "Flood Spore" },
      hand = { "Containment Protocols Violated" },
      draw = { "Flood Combat Form", "Elite Veteran", "Flood Carrier Form" },
      discard = { "Flood Spore" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 },
    { "The Arbiter's Trial", owner = 2 } },
  pools = { twilight = 20 },
}
