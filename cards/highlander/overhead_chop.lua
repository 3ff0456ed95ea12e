-- A non-basic attack (red grid): two squares of the upper row, a Power Blow
-- of 6 (no Head Shot: it is not titled Head Shot).
return {
  title = "Overhead Chop", kind = "attack", attack_type = "nonbasic",
  grids = { "upper center", "upper right" }, damage = 4, power = 6, gems = { "strength" },
  text = "Attack to the upper center and upper right squares. Damage 4 (Power Blow 6).",
}
