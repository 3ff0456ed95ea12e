-- Nightfall: site 3 of the fifth adventure deck (Reach, the Expanded Halo Universe).
return {
  title = "Nightfall",
  kind = "site", site = 3, shadow = 1, arrow = "left",
  text = "",
}
