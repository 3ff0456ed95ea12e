-- A Persona (facts sheet: Persona): unlocks Ramirez's cards; every
-- Exertion, his opponent's too, takes one card more (the Exertion size is
-- one for both players).
return {
  title = "Juan Sanchez Villa-Lobos Ramirez", kind = "persona", weapon = "Katana", exertion_size = 1,
  text = "Persona. Weapon: Katana. Each player's Exertions take one card more.",
}
