-- Belzarach Assault Rifle (not on the facts sheet: assumed).
return {
  title = "Belzarach Assault Rifle", kind = "weapon",
  ranges = { { max = 12, mod = 0, dam = 13 }, { max = 36, mod = -1, dam = 12 } },
  crit_fail = 20,
  specials = {},
  note = "assumed",
}
