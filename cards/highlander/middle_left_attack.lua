-- A basic attack (red grid): one square, 3 damage, a Power Blow of 5.
return {
  title = "Middle Left Attack", kind = "attack", attack_type = "basic", basic = true,
  grids = { "middle left" }, damage = 3, power = 5, gems = { "agility" },
  text = "Basic attack to the middle left square. Damage 3 (Power Blow 5).",
}
