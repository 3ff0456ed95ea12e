-- Action card #15 of the card list (facts sheet): its Move, Attack and
-- Reaction sections as data; the rules (scripts/champions/play.lua) resolve them.
return {
  title = "Action 15", kind = "action", number = 15,
  move = 1,
  dice = 1, attack_power = 1,
  react_move = 1, shields = 1, react_power = -1,
  text = "Move: 1. Attack: 1 die, +1 Power. Reaction: move 1, 1 Shield, -1 Power.",
}
