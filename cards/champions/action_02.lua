-- Action card #2 of the card list (facts sheet): its Move, Attack and
-- Reaction sections as data; the rules (scripts/champions/play.lua) resolve them.
return {
  title = "Action 2", kind = "action", number = 2,
  move = 1, displace = true,
  dice = 2,
  react_move = 1, react_power = 1,
  text = "Move: 1, Displace. Attack: 2 dice. Reaction: move 1, +1 Power.",
}
