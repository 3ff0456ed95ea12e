-- A basic block (blue grid).
return {
  title = "Upper Left Block", kind = "block", basic = true,
  grids = { "upper left", "upper center", "middle left", "center" }, gems = { "agility" },
  text = "Basic block.",
}
