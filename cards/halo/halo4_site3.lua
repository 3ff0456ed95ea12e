return {
  title = "Forerunner",
  kind = "site", site = 3, shadow = 1, arrow = "left",
  sanctuary = true, roaming_reduction = 1,
  text = "Sanctuary. The roaming penalty for minions played here is -1.",
}
