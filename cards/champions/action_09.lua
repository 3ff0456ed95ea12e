-- Action card #9 of the card list (facts sheet): its Move, Attack and
-- Reaction sections as data; the rules (scripts/champions/play.lua) resolve them.
return {
  title = "Action 9", kind = "action", number = 9,
  move = 0, move_power = 1,
  dice = 3, fumble = true, attack_power = -1,
  shields = 1,
  text = "Move: 0, +1 Power. Attack: 3 dice, Fumble, -1 Power. Reaction: 1 Shield.",
}
