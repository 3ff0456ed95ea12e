-- MP-105 Handgun (not on the facts sheet: assumed).
return {
  title = "MP-105 Handgun", kind = "weapon",
  ranges = { { max = 6, mod = 1, dam = 11 }, { max = 12, mod = -1, dam = 10 } },
  crit_fail = 20,
  specials = {},
  note = "assumed",
}
