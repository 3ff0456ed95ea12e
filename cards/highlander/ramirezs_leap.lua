-- Ramirez's own Dodge: the middle and lower rows.
return {
  title = "Ramirez's Leap", kind = "dodge", immortal = "Juan Sanchez Villa-Lobos Ramirez",
  grids = { "middle left", "center", "middle right", "lower left", "lower center", "lower right" },
  gems = { "agility", "agility" },
  text = "Ramirez only. Dodge covering the middle and lower rows.",
}
