-- M50 Assault Rifle (facts sheet: Weapons).
return {
  title = "M50 Assault Rifle", kind = "weapon",
  ranges = { { max = 12, mod = 0, dam = 13 }, { max = 36, mod = -2, dam = 13 } },
  crit_fail = 20,
  specials = {},
}
