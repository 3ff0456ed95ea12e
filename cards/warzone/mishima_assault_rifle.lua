-- Mishima Assault Rifle (not on the facts sheet: assumed (the facts sheet says 'assault rifle')).
return {
  title = "Mishima Assault Rifle", kind = "weapon",
  ranges = { { max = 12, mod = 0, dam = 12 }, { max = 36, mod = -1, dam = 12 } },
  crit_fail = 20,
  specials = {},
  note = "assumed (the facts sheet says 'assault rifle')",
}
