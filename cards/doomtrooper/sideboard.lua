-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Side Board",
  type = "marker",
  text = "Deck-file marker: the cards listed after it form the Side Board.",
}
