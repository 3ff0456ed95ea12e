-- A Ranged Attack (gold grid): no Block stops it (but one that may block a
-- Ranged Attack), nor a Dodge titled Back Away; it may be played while
-- Disarmed.
return {
  title = "Hurled Debris", kind = "attack", attack_type = "ranged",
  grids = { "lower left", "lower center" }, damage = 2, gems = { "strength" },
  text = "Ranged Attack to the lower left and lower center squares. Damage 2.",
}
