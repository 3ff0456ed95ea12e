-- ONI Sword Base: site 2 of the fifth adventure deck (Reach, the Expanded Halo Universe).
return {
  title = "ONI Sword Base",
  kind = "site", site = 2, shadow = 1, arrow = "right",
  text = "",
}
