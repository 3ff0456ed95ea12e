-- An Object (facts sheet: a card that adds or removes 1 per copy in play to
-- the Exertion size): it stays in play and affects both players.
return {
  title = "Ancient Hourglass", kind = "object", exertion_size = -1, gems = { "wisdom" },
  text = "Object. Each player's Exertions take one card fewer.",
}
