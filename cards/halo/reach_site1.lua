-- Winter Contingency: site 1 of the fifth adventure deck (Reach, the Expanded Halo Universe).
return {
  title = "Winter Contingency",
  kind = "site", site = 1, shadow = 0, arrow = "right",
  text = "",
}
