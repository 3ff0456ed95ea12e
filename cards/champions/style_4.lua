-- Style card 4 (facts sheet: Style cards): the hexes a champion attacks, as
-- paths from the figure's hex relative to its facing (F forward, FR, BR, B,
-- BL, FL clockwise; "F+FL" is one step forward, then one forward-left).
return {
  title = "Style 4", kind = "style", number = 4,
  three = { "F" }, four = { "F+F", "F+FL", "F+FR" },
  text = "3+: F. 4+: F+F, F+FL, F+FR.",
}
