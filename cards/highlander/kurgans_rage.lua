-- The Kurgan's own attack: two squares of the center column.
return {
  title = "Kurgan's Rage", kind = "attack", attack_type = "nonbasic", immortal = "The Kurgan",
  grids = { "upper center", "center" }, damage = 4, power = 6, gems = { "strength", "strength" },
  text = "The Kurgan only. Attack to the upper center and center squares. Damage 4 (Power Blow 6).",
}
