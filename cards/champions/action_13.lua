-- Action card #13 of the card list (facts sheet): its Move, Attack and
-- Reaction sections as data; the rules (scripts/champions/play.lua) resolve them.
return {
  title = "Action 13", kind = "action", number = 13,
  move = 1,
  dice = 1, attack_power = 1,
  react_move = 2, react_power = -1,
  text = "Move: 1. Attack: 1 die, +1 Power. Reaction: move 2, -1 Power.",
}
