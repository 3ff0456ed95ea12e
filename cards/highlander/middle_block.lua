-- A non-basic block (blue grid): the middle row, which no basic block covers
-- in one card.
return {
  title = "Middle Block", kind = "block",
  grids = { "middle left", "center", "middle right" }, gems = { "strength" },
  text = "Block covering the middle row.",
}
