-- A Special Attack (gold grid): no Power Blow, no Head Shot, never Hidden.
return {
  title = "Leaping Strike", kind = "attack", attack_type = "special",
  grids = { "upper left", "upper center", "upper right" }, damage = 4, gems = { "agility", "strength" },
  text = "Special Attack to the upper row. Damage 4.",
}
