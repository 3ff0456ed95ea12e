return {
  title = "Installation 08",
  kind = "site", site = 9, shadow = 8, arrow = "right",
  text = "",
}
