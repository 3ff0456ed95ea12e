return {
  title = "Midnight",
  kind = "site", site = 8, shadow = 7, arrow = "right",
  text = "",
}
