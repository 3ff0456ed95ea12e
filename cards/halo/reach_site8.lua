-- The Package: site 8 of the fifth adventure deck (Reach, the Expanded Halo Universe).
return {
  title = "The Package",
  kind = "site", site = 8, shadow = 7, arrow = "right",
  text = "",
}
