-- Action card #6 of the card list (facts sheet): its Move, Attack and
-- Reaction sections as data; the rules (scripts/champions/play.lua) resolve them.
return {
  title = "Action 6", kind = "action", number = 6,
  move = 1,
  dice = 1, barrage = true,
  shields = 1,
  text = "Move: 1. Attack: 1 die, Barrage. Reaction: 1 Shield.",
}
