-- Action card #12 of the card list (facts sheet): its Move, Attack and
-- Reaction sections as data; the rules (scripts/champions/play.lua) resolve them.
return {
  title = "Action 12", kind = "action", number = 12,
  move = 1,
  dice = 1, attack_power = 1,
  shields = 2, react_power = -1,
  text = "Move: 1. Attack: 1 die, +1 Power. Reaction: 2 Shields, -1 Power.",
}
