-- Action card #8 of the card list (facts sheet): its Move, Attack and
-- Reaction sections as data; the rules (scripts/champions/play.lua) resolve them.
return {
  title = "Action 8", kind = "action", number = 8,
  move = 0, move_power = 1,
  dice = 2, push = true, attack_power = -1,
  shields = 1,
  text = "Move: 0, +1 Power. Attack: 2 dice, Push, -1 Power. Reaction: 1 Shield.",
}
