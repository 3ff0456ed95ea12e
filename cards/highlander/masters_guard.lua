-- A card of the Master group (facts sheet: Card groups), with a Diamond Icon.
return {
  title = "Master's Guard", kind = "block", unique = true,
  grids = { "upper left", "upper center", "upper right", "middle left", "center", "middle right",
    "lower left", "lower center", "lower right" },
  gems = { "wisdom" },
  text = "Diamond. Master. Block covering all nine squares.",
}
