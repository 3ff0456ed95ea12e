-- A non-basic attack (red grid): three squares of the lower left, a Power
-- Blow of 6. Lower Left Block covers it.
return {
  title = "Backhand Slash", kind = "attack", attack_type = "nonbasic",
  grids = { "middle left", "lower left", "lower center" }, damage = 4, power = 6, gems = { "agility" },
  text = "Attack to the middle left, lower left and lower center squares. Damage 4 (Power Blow 6).",
}
