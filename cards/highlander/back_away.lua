-- A Dodge titled Back Away: it does not avoid Ranged Attacks.
return {
  title = "Back Away", kind = "dodge",
  grids = { "upper center", "middle left", "center", "middle right", "lower center" }, gems = { "wisdom" },
  text = "Dodge covering the middle row and the center column. Does not avoid Ranged Attacks.",
}
