-- A basic attack (red grid): one square, 3 damage, a Power Blow of 5.
return {
  title = "Center Attack", kind = "attack", attack_type = "basic", basic = true,
  grids = { "center" }, damage = 3, power = 5, gems = { "strength" },
  text = "Basic attack to the center square. Damage 3 (Power Blow 5).",
}
