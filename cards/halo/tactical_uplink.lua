-- Tactical Data Uplink: changes the hand limit and the move limit (Hand
-- limit; Move limit).
return {
  title = "Tactical Data Uplink", unique = true,
  side = "free", kind = "condition", culture = "UNSC", support = true,
  cost = 2,
  hand_limit = 1, move_limit = 1,
  text = "Plays to your support area. Your hand limit is +1 and your move limit is +1.",
}
