-- An Initiative card of one player colour (Setup: two of each player's
-- colour): the player of that colour takes a turn when it comes up.
return {
  title = "Blue Initiative", kind = "initiative", colour = "blue",
  text = "The blue player takes a turn.",
}
