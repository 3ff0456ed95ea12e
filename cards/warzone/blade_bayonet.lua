-- Blade/Bayonet (not on the facts sheet: assumed).
return {
  title = "Blade/Bayonet", kind = "weapon",
  melee = { cc = 0, dam = 3 }, -- DAM ST+3
  crit_fail = 20,
  specials = {},
  note = "assumed",
}
