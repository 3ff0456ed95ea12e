-- Gas Grenades (not on the facts sheet: assumed: no profile carries it; a Cloud weapon for Weapon Mounts and tests).
return {
  title = "Gas Grenades", kind = "weapon",
  ranges = { { max = "ST+4", mod = -1, dam = 12 } },
  crit_fail = 20,
  specials = { "Cloud (2)" },
  note = "assumed: no profile carries it; a Cloud weapon for Weapon Mounts and tests",
}
