return {
  title = "The Maw",
  kind = "site", site = 9, shadow = 8, arrow = "right",
  text = "",
}
