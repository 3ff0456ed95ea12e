-- Effects: Containment Protocols Violated with two Shadow cultures to spot
-- (Covenant, Heretic) but no Flood minion in Bob's draw deck or discard
-- pile (only one in hand): playing it has no effect.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "shadow",
  players = {
    { name = "Ann", site = 4, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Unggoy Grunt", "Heretic Elite" },
      hand = { "Containment Protocols Violated", "Flood Spore" },
      draw = { "Elite Veteran" },
      discard = { "Blue Elite" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 },
    { "The Arbiter's Trial", owner = 2 } },
  pools = { twilight = 10 },
}
