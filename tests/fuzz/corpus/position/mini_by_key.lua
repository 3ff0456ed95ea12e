-- The same position naming each card by its file.
return {
  rules = "mini",
  turn = 1, player = 1, phase = "main",
  players = {
    { name = "Ann", table = { "echo_reprint", "echo" }, hand = { "spark" } },
    { name = "Bob" },
  },
  pools = { gems = 3 },
}
