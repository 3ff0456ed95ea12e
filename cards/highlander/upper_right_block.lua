-- A basic block (blue grid).
return {
  title = "Upper Right Block", kind = "block", basic = true,
  grids = { "upper center", "upper right", "center", "middle right" }, gems = { "wisdom" },
  text = "Basic block.",
}
