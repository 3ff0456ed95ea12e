-- Smoke Grenades (not on the facts sheet: assumed: no DAM (no Armor Test); Smoke is not implemented yet).
return {
  title = "Smoke Grenades", kind = "weapon",
  ranges = { { max = "ST+4", mod = -1 } },
  crit_fail = 20,
  specials = { "Smoke", "Explosive (2)", "Indirect" },
  note = "assumed: no DAM (no Armor Test); Smoke is not implemented yet",
}
