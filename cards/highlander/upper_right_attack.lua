-- A basic attack (red grid): one square, 3 damage, a Power Blow of 5.
return {
  title = "Upper Right Attack", kind = "attack", attack_type = "basic", basic = true,
  grids = { "upper right" }, damage = 3, power = 5, gems = { "wisdom" },
  text = "Basic attack to the upper right square. Damage 3 (Power Blow 5).",
}
