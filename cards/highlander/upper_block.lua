-- A basic block (blue grid).
return {
  title = "Upper Block", kind = "block", basic = true,
  grids = { "upper left", "upper center", "upper right" }, gems = { "strength" },
  text = "Basic block.",
}
