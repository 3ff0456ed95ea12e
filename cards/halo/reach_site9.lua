-- Lone Wolf: site 9 of the fifth adventure deck (Reach, the Expanded Halo Universe).
return {
  title = "Lone Wolf",
  kind = "site", site = 9, shadow = 8, arrow = "left",
  text = "",
}
