-- Ramirez's own attack: the center and middle right squares.
return {
  title = "Ramirez's Lunge", kind = "attack", attack_type = "nonbasic", immortal = "Juan Sanchez Villa-Lobos Ramirez",
  grids = { "center", "middle right" }, damage = 4, power = 6, gems = { "agility", "strength" },
  text = "Ramirez only. Attack to the center and middle right squares. Damage 4 (Power Blow 6).",
}
