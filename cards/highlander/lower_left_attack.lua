-- A basic attack (red grid): one square, 3 damage, a Power Blow of 5.
return {
  title = "Lower Left Attack", kind = "attack", attack_type = "basic", basic = true,
  grids = { "lower left" }, damage = 3, power = 5, gems = { "agility" },
  text = "Basic attack to the lower left square. Damage 3 (Power Blow 5).",
}
