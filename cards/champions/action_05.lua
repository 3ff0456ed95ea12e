-- Action card #5 of the card list (facts sheet): its Move, Attack and
-- Reaction sections as data; the rules (scripts/champions/play.lua) resolve them.
return {
  title = "Action 5", kind = "action", number = 5,
  move = 2,
  dice = 1, attack_power = 1,
  shields = 1,
  text = "Move: 2. Attack: 1 die, +1 Power. Reaction: 1 Shield.",
}
