-- Style card 5 (facts sheet: Style cards): the hexes a champion attacks, as
-- paths from the figure's hex relative to its facing (F forward, FR, BR, B,
-- BL, FL clockwise; "F+FL" is one step forward, then one forward-left).
return {
  title = "Style 5", kind = "style", number = 5,
  three = { "F" }, four = { "F+F", "FL", "FR" },
  text = "3+: F. 4+: F+F, FL, FR.",
}
