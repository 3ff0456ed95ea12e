-- Connor MacLeod's own block: the upper and middle rows.
return {
  title = "Connor's Parry", kind = "block", immortal = "Connor MacLeod",
  grids = { "upper left", "upper center", "upper right", "middle left", "center", "middle right" },
  gems = { "agility", "wisdom" },
  text = "Connor MacLeod only. Block covering the upper and middle rows.",
}
