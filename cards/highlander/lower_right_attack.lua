-- A basic attack (red grid): one square, 3 damage, a Power Blow of 5.
return {
  title = "Lower Right Attack", kind = "attack", attack_type = "basic", basic = true,
  grids = { "lower right" }, damage = 3, power = 5, gems = { "wisdom" },
  text = "Basic attack to the lower right square. Damage 3 (Power Blow 5).",
}
