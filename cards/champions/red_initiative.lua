-- An Initiative card of one player colour (Setup: two of each player's
-- colour): the player of that colour takes a turn when it comes up.
return {
  title = "Red Initiative", kind = "initiative", colour = "red",
  text = "The red player takes a turn.",
}
