-- A Ranged Attack (gold grid): no Block stops it, nor a Dodge titled Back
-- Away; it may be played while Disarmed.
return {
  title = "Throwing Knife", kind = "attack", attack_type = "ranged",
  grids = { "center" }, damage = 2, gems = { "wisdom" },
  text = "Ranged Attack to the center square. Damage 2.",
}
