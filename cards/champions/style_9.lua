-- Style card 9 (facts sheet: Style cards): the hexes a champion attacks, as
-- paths from the figure's hex relative to its facing (F forward, FR, BR, B,
-- BL, FL clockwise; "F+FL" is one step forward, then one forward-left).
return {
  title = "Style 9", kind = "style", number = 9,
  three = { "F" }, four = { "FL", "FR", "F+FR" },
  text = "3+: F. 4+: FL, FR, F+FR.",
}
