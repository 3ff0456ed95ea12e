-- An Initiative card of one player colour (Setup: two of each player's
-- colour): the player of that colour takes a turn when it comes up.
return {
  title = "Yellow Initiative", kind = "initiative", colour = "yellow",
  text = "The yellow player takes a turn.",
}
