-- A Dodge (green grid): the lower row.
return {
  title = "Jump", kind = "dodge", grids = { "lower left", "lower center", "lower right" }, gems = { "strength" },
  text = "Dodge covering the lower row.",
}
