-- A basic block (blue grid).
return {
  title = "Lower Block", kind = "block", basic = true,
  grids = { "lower left", "lower center", "lower right" }, gems = { "strength" },
  text = "Basic block.",
}
