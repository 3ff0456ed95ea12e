-- Smoke Grenades (not on the facts sheet: assumed: no DAM (no Armor Test); a hit leaves a Smoke marker).
return {
  title = "Smoke Grenades", kind = "weapon",
  ranges = { { max = "ST+4", mod = -1 } },
  crit_fail = 20,
  specials = { "Smoke", "Explosive (2)", "Indirect" },
  note = "assumed: no DAM (no Armor Test); a hit leaves a Smoke marker 2\" in radius",
}
