-- Imperial Handgun (not on the facts sheet: assumed (the facts sheet says 'handgun')).
return {
  title = "Imperial Handgun", kind = "weapon",
  ranges = { { max = 6, mod = 1, dam = 11 }, { max = 12, mod = -1, dam = 10 } },
  crit_fail = 20,
  specials = {},
  note = "assumed (the facts sheet says 'handgun')",
}
