-- A Persona (facts sheet: Persona): unlocks Connor MacLeod's cards; his hand
-- size is one more than his Ability.
return {
  title = "Connor MacLeod", kind = "persona", weapon = "Katana", hand_size = 1,
  text = "Persona. Weapon: Katana. Your maximum hand size is your Ability +1.",
}
