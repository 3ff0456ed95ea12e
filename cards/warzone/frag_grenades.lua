-- Frag Grenades (facts sheet: Weapons).
return {
  title = "Frag Grenades", kind = "weapon",
  ranges = { { max = "ST+4", mod = -1, dam = 11 } },
  crit_fail = 20,
  specials = { "Explosive (2)", "Indirect" },
}
