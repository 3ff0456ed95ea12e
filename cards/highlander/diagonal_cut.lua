-- A non-basic attack (red grid) with one damage value: it cannot be made a
-- Power Blow.
return {
  title = "Diagonal Cut", kind = "attack", attack_type = "nonbasic",
  grids = { "upper left", "center" }, damage = 4, gems = { "agility", "wisdom" },
  text = "Attack to the upper left and center squares. Damage 4. Cannot be made a Power Blow.",
}
