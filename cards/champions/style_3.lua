-- Style card 3 (facts sheet: Style cards): the hexes a champion attacks, as
-- paths from the figure's hex relative to its facing (F forward, FR, BR, B,
-- BL, FL clockwise; "F+FL" is one step forward, then one forward-left).
return {
  title = "Style 3", kind = "style", number = 3,
  three = { "F" }, four = { "F+F", "F+F+F", "F+F+F+F" },
  text = "3+: F. 4+: F+F, F+F+F, F+F+F+F.",
}
