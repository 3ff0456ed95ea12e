-- An Object that is a Weapon, with a Diamond Icon: while it is not
-- Disarmed, the Power Blows of its owner do 1 more damage.
return {
  title = "Claymore", kind = "object", weapon = "Claymore", unique = true, power_bonus = 1,
  gems = { "strength" },
  text = "Diamond. Object. Weapon: Claymore. While the Claymore is not Disarmed, your Power Blows do +1 damage.",
}
