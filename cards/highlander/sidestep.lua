-- A Dodge (green grid): the left column.
return {
  title = "Sidestep", kind = "dodge",
  grids = { "upper left", "middle left", "lower left" }, gems = { "agility" },
  text = "Dodge covering the left column.",
}
