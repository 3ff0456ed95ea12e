-- Tip of the Spear: site 4 of the fifth adventure deck (Reach, the Expanded Halo Universe).
return {
  title = "Tip of the Spear",
  kind = "site", site = 4, shadow = 3, arrow = "right",
  text = "",
}
