-- Style card 8 (facts sheet: Style cards): the hexes a champion attacks, as
-- paths from the figure's hex relative to its facing (F forward, FR, BR, B,
-- BL, FL clockwise; "F+FL" is one step forward, then one forward-left).
return {
  title = "Style 8", kind = "style", number = 8,
  three = { "F" }, four = { "FL", "FR", "F+FL" },
  text = "3+: F. 4+: FL, FR, F+FL.",
}
