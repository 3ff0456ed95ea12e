-- A basic attack (red grid): one square, 3 damage, a Power Blow of 5.
return {
  title = "Upper Left Attack", kind = "attack", attack_type = "basic", basic = true,
  grids = { "upper left" }, damage = 3, power = 5, gems = { "agility" },
  text = "Basic attack to the upper left square. Damage 3 (Power Blow 5).",
}
