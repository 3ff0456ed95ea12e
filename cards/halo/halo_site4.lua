return {
  title = "Truth and Reconciliation",
  kind = "site", site = 4, shadow = 3, arrow = "right",
  text = "",
}
