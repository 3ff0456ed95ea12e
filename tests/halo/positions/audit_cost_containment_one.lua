-- Effects: Bob can spot two Shadow cultures besides [Flood] (Covenant,
-- Heretic) and plays Containment Protocols Violated, but only one Flood
-- minion is in his draw deck or discard pile (a Flood Spore in the discard
-- pile); a Flood Combat Form in hand is not a source.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "shadow",
  players = {
    { name = "Ann", site = 4, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Unggoy Grunt", "Heretic Elite" },
      hand = { "Containment Protocols Violated", "Flood Combat Form" },
      draw = { "Elite Veteran" },
      discard = { "Flood Spore" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 },
    { "The Arbiter's Trial", owner = 2 } },
  pools = { twilight = 10 },
}
