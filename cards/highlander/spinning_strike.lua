-- A Special Attack (gold grid): no Power Blow, no Head Shot, never Hidden.
return {
  title = "Spinning Strike", kind = "attack", attack_type = "special",
  grids = { "middle left", "center", "middle right" }, damage = 4, gems = { "agility" },
  text = "Special Attack to the middle row. Damage 4.",
}
