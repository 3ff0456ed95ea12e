-- AR3000 Assault Rifle (not on the facts sheet: assumed).
return {
  title = "AR3000 Assault Rifle", kind = "weapon",
  ranges = { { max = 12, mod = 0, dam = 14 }, { max = 36, mod = -1, dam = 13 } },
  crit_fail = 20,
  specials = {},
  note = "assumed",
}
