-- Effects: Containment Protocols Violated spotting two cultures (Covenant,
-- Heretic) with 4 twilight: a Flood Combat Form (3) and a Flood Carrier
-- Form (2) wait in Bob's draw deck; both cannot be paid for.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "shadow",
  players = {
    { name = "Ann", site = 4, company = { "Master Chief" } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Unggoy Grunt", "Heretic Elite" },
      hand = { "Containment Protocols Violated" },
      draw = { "Flood Combat Form", "Flood Carrier Form" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 },
    { "The Arbiter's Trial", owner = 2 } },
  pools = { twilight = 4 },
}
