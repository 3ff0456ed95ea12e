return {
  title = "The Arbiter's Trial",
  kind = "site", site = 4, shadow = 3, arrow = "right",
  text = "",
}
