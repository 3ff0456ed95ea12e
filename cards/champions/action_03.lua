-- Action card #3 of the card list (facts sheet): its Move, Attack and
-- Reaction sections as data; the rules (scripts/champions/play.lua) resolve them.
-- Its Move section shows no number, only +2 Power: option card3_move says
-- whether that is a move of 0 with a turn (the default) or no move at all.
return {
  title = "Action 3", kind = "action", number = 3,
  move_none = true, move_power = 2,
  dice = 2,
  react_move = 1, react_power = 1,
  text = "Move: no number, +2 Power. Attack: 2 dice. Reaction: move 1, +1 Power.",
}
