-- A Dodge (green grid): the upper row.
return {
  title = "Duck", kind = "dodge", grids = { "upper left", "upper center", "upper right" }, gems = { "agility" },
  text = "Dodge covering the upper row.",
}
