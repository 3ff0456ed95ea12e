return {
  title = "Quarantine Zone",
  kind = "site", site = 9, shadow = 8, arrow = "right",
  text = "",
}
