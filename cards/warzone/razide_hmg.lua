-- Razide Heavy Machine Gun (not on the facts sheet: assumed (the facts sheet says 'heavy machine gun')).
return {
  title = "Razide Heavy Machine Gun", kind = "weapon",
  ranges = { { max = 24, mod = 0, dam = 14 }, { max = 48, mod = -2, dam = 13 } },
  crit_fail = 19,
  specials = { "Burst (3)", "Recoil (3)" },
  note = "assumed (the facts sheet says 'heavy machine gun')",
}
