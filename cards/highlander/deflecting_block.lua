-- A non-basic block (blue grid) that may block a Ranged Attack: the center
-- column.
return {
  title = "Deflecting Block", kind = "block", may_block_ranged = true,
  grids = { "upper center", "center", "lower center" }, gems = { "wisdom" },
  text = "Block covering the center column. May Block A Ranged Attack.",
}
