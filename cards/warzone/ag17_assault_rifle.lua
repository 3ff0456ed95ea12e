-- AG-17 Assault Rifle (facts sheet: Weapons).
return {
  title = "AG-17 Assault Rifle", kind = "weapon",
  ranges = { { max = 12, mod = 0, dam = 12 }, { max = 36, mod = -1, dam = 12 } },
  crit_fail = 20,
  specials = {},
}
