-- Invader Assault Rifle (not on the facts sheet: assumed).
return {
  title = "Invader Assault Rifle", kind = "weapon",
  ranges = { { max = 12, mod = 0, dam = 12 }, { max = 36, mod = -2, dam = 12 } },
  crit_fail = 20,
  specials = {},
  note = "assumed",
}
