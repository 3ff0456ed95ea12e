return {
  title = "Pillar of Autumn",
  kind = "site", site = 1, shadow = 0, arrow = "right",
  text = "",
}
