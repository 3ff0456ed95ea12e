return {
  title = "343 Guilty Spark",
  kind = "site", site = 7, shadow = 6, arrow = "right",
  text = "",
}
