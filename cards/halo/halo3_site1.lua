return {
  title = "Sierra 117",
  kind = "site", site = 1, shadow = 0, arrow = "right",
  text = "",
}
