-- A Head Shot attack covering the upper row (facts sheet: Sample cards).
return {
  title = "Head Shot", kind = "attack", attack_type = "nonbasic", head_shot = true,
  grids = { "upper left", "upper center", "upper right" }, damage = 3, power = 6, gems = { "strength" },
  text = "Head Shot: a Power Blow. If your opponent cannot defend it, you win the game.",
}
