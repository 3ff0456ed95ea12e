return {
  title = "Composer",
  kind = "site", site = 7, shadow = 6, arrow = "right",
  text = "",
}
