return {
  title = "The Storm",
  kind = "site", site = 4, shadow = 3, arrow = "right",
  text = "",
}
