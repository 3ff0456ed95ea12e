-- A basic attack (red grid): one square, 3 damage, a Power Blow of 5.
return {
  title = "Lower Center Attack", kind = "attack", attack_type = "basic", basic = true,
  grids = { "lower center" }, damage = 3, power = 5, gems = { "strength" },
  text = "Basic attack to the lower center square. Damage 3 (Power Blow 5).",
}
