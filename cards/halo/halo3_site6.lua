return {
  title = "The Ark",
  kind = "site", site = 6, shadow = 4, arrow = "left",
  sanctuary = true,
  text = "Sanctuary.",
}
