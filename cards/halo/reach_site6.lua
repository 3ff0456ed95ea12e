-- Exodus: site 6 of the fifth adventure deck (Reach, the Expanded Halo Universe).
return {
  title = "Exodus",
  kind = "site", site = 6, shadow = 4, arrow = "right",
  sanctuary = true,
  text = "Sanctuary.",
}
