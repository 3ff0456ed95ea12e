return {
  title = "Requiem",
  kind = "site", site = 2, shadow = 2, arrow = "right",
  text = "",
}
