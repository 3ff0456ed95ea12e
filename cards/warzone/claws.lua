-- Claws (not on the facts sheet: assumed, for the Ezoghoul).
return {
  title = "Claws", kind = "weapon",
  melee = { cc = 1, dam = 4 }, -- DAM ST+4
  crit_fail = 20,
  specials = {},
  note = "assumed",
}
