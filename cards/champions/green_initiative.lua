-- An Initiative card of one player colour (Setup: two of each player's
-- colour): the player of that colour takes a turn when it comes up.
return {
  title = "Green Initiative", kind = "initiative", colour = "green",
  text = "The green player takes a turn.",
}
