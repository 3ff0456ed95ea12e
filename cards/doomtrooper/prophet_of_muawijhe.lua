-- Doomtrooper card (designed for this pool; the rulebook names no such card).
-- Hand Limit. Step One: Draw: "Your standard Hand Limit is 7 cards, but this
-- can change via card play." It lowers each opponent's. Step Three: Discard:
-- "You may discard one card from your hand to your discard pile (no matter
-- how many cards are in your hand)": a hand above the Hand Limit draws
-- nothing and is never discarded down to it.
return {
  title = "Prophet of Muawijhe",
  type = "warrior",
  affiliation = "legion",
  fight = 3,
  shoot = 3,
  armor = 4,
  value = 4,
  limit = 3,
  designations = { "FOLLOWER OF MUAWIJHE" },
  hand_limit_opponents = -1,
  text = "FOLLOWER OF MUAWIJHE. While it is in play, each opponent's Hand Limit is -1.",
}
