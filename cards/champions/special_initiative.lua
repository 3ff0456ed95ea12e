-- The Special Initiative card (Initiative Phase): it shows every colour; a
-- player with more Power tokens than each other player takes a turn.
return {
  title = "Special Initiative", kind = "special",
  text = "If one player has more Power tokens than each other player, they take a turn; else nothing happens.",
}
