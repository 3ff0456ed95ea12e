-- Two card files are titled "Echo": this position cannot say which.
return {
  rules = "mini",
  turn = 1, player = 1, phase = "main",
  players = {
    { name = "Ann", table = { "Echo" } },
    { name = "Bob" },
  },
}
