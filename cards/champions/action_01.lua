-- Action card #1 of the card list (facts sheet): its Move, Attack and
-- Reaction sections as data; the rules (scripts/champions/play.lua) resolve them.
return {
  title = "Action 1", kind = "action", number = 1,
  move = 2,
  dice = 2,
  react_move = 1, react_power = 1,
  text = "Move: 2. Attack: 2 dice. Reaction: move 1, +1 Power.",
}
