return {
  title = "The Library",
  kind = "site", site = 8, shadow = 7, arrow = "right",
  text = "",
}
