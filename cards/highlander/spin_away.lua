-- A Dodge (green grid): the right column.
return {
  title = "Spin Away", kind = "dodge",
  grids = { "upper right", "middle right", "lower right" }, gems = { "agility", "wisdom" },
  text = "Dodge covering the right column.",
}
