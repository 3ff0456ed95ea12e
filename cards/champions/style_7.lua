-- Style card 7 (facts sheet: Style cards): the hexes a champion attacks, as
-- paths from the figure's hex relative to its facing (F forward, FR, BR, B,
-- BL, FL clockwise; "F+FL" is one step forward, then one forward-left).
return {
  title = "Style 7", kind = "style", number = 7,
  three = { "F" }, four = { "F+F", "F+FR", "FR" },
  text = "3+: F. 4+: F+F, F+FR, FR.",
}
