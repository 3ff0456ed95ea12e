-- A basic block (blue grid).
return {
  title = "Lower Right Block", kind = "block", basic = true,
  grids = { "center", "middle right", "lower center", "lower right" }, gems = { "wisdom" },
  text = "Basic block.",
}
