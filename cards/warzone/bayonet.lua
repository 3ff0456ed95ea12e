-- Bayonet (not on the facts sheet: assumed).
return {
  title = "Bayonet", kind = "weapon",
  melee = { cc = 0, dam = 2 }, -- DAM ST+2
  crit_fail = 20,
  specials = {},
  note = "assumed",
}
