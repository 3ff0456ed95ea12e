-- Action card #7 of the card list (facts sheet): its Move, Attack and
-- Reaction sections as data; the rules (scripts/champions/play.lua) resolve them.
return {
  title = "Action 7", kind = "action", number = 7,
  move = 1,
  dice = 2,
  shields = 1,
  text = "Move: 1. Attack: 2 dice. Reaction: 1 Shield.",
}
