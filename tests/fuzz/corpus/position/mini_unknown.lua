-- Names a card that no card file defines (the mini cards include one that
-- is refused while loading).
return {
  rules = "mini",
  turn = 1, player = 1, phase = "main",
  players = {
    { name = "Ann", table = { "Bad Load" } },
    { name = "Bob" },
  },
}
