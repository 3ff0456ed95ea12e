-- Long Night of Solace: site 5 of the fifth adventure deck (Reach, the Expanded Halo Universe).
return {
  title = "Long Night of Solace",
  kind = "site", site = 5, shadow = 3, arrow = "left",
  text = "",
}
