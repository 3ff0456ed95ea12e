-- A Persona (facts sheet: Persona): unlocks the Kurgan's cards; his Power
-- Blows do 1 more damage.
return {
  title = "The Kurgan", kind = "persona", weapon = "Broadsword", power_bonus = 1,
  text = "Persona. Weapon: Broadsword. Your Power Blows do +1 damage.",
}
