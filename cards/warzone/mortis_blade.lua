-- Mortis Blade (not on the facts sheet: assumed).
return {
  title = "Mortis Blade", kind = "weapon",
  melee = { cc = 2, dam = 5 }, -- DAM ST+5
  crit_fail = 20,
  specials = { "Vicious" },
  note = "assumed",
}
