-- A basic block (blue grid).
return {
  title = "Lower Left Block", kind = "block", basic = true,
  grids = { "middle left", "center", "lower left", "lower center" }, gems = { "agility" },
  text = "Basic block.",
}
