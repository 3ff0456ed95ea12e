-- Doomtrooper card (designed for this pool; the rulebook names no such card).
-- Hand Limit. Step One: Draw: "Draw cards from your draw pile to fill your
-- hand to your Hand Limit. Your standard Hand Limit is 7 cards, but this can
-- change via card play." While it is in play its owner's Hand Limit is 8.
return {
  title = "Command Post",
  type = "fortification",
  affiliation = "general",
  area = "squad",
  limit = 3,
  hand_limit = 1,
  text = "Fortification (Squad). While it is in play, your Hand Limit is +1.",
}
