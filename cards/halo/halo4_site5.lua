return {
  title = "Reclaimer",
  kind = "site", site = 5, shadow = 4, arrow = "right",
  text = "",
}
