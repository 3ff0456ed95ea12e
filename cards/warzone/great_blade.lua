-- Nepharite Great Blade (not on the facts sheet: assumed (the facts sheet says 'great blade')).
return {
  title = "Nepharite Great Blade", kind = "weapon",
  melee = { cc = 1, dam = 6 }, -- DAM ST+6
  crit_fail = 20,
  specials = { "Vicious" },
  note = "assumed (the facts sheet says 'great blade')",
}
