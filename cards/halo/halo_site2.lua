return {
  title = "Lifeboat Crash Site",
  kind = "site", site = 2, shadow = 1, arrow = "right",
  text = "",
}
