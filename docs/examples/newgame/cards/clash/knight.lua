return {
  title = "Knight", kind = "unit",
  cost = 3, power = 3,
  text = "",
}
