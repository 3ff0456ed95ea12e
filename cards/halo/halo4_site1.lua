return {
  title = "Dawn",
  kind = "site", site = 1, shadow = 0, arrow = "right",
  text = "",
}
