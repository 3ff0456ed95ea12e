return {
  title = "Forerunner",
  kind = "site", site = 3, shadow = 1, arrow = "left",
  sanctuary = true,
  text = "Sanctuary.",
}
