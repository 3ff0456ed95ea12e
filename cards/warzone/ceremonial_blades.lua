-- Ceremonial Blades (not on the facts sheet: assumed).
return {
  title = "Ceremonial Blades", kind = "weapon",
  melee = { cc = 2, dam = 5 }, -- DAM ST+5
  crit_fail = 20,
  specials = {},
  note = "assumed",
}
