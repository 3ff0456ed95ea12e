-- Action card #11 of the card list (facts sheet): its Move, Attack and
-- Reaction sections as data; the rules (scripts/champions/play.lua) resolve them.
return {
  title = "Action 11", kind = "action", number = 11,
  move = 1,
  dice = 2,
  react_power = 2,
  text = "Move: 1. Attack: 2 dice. Reaction: +2 Power.",
}
