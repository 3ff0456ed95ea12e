-- Shotgun (facts sheet: Weapons).
return {
  title = "Shotgun", kind = "weapon",
  ranges = { { max = 6, mod = 1, dam = 13, mult = 2 }, { max = 18, mod = -2, dam = 11 } },
  crit_fail = 20,
  specials = {},
}
