-- MG-80 HMG (facts sheet: Weapons).
return {
  title = "MG-80 HMG", kind = "weapon",
  ranges = { { max = 24, mod = 0, dam = 14 }, { max = 48, mod = -2, dam = 13 } },
  crit_fail = 19,
  specials = { "Burst (3)", "Recoil (4)" },
}
