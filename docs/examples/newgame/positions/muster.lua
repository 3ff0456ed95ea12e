-- docs/new-game.md: Ann's main phase. A Standard Bearer and a Scout are on
-- her table; she holds a Herald and a Knight, with 6 supply to spend.
return {
  rules = "clash",
  turn = 3, player = 1, phase = "main",
  players = {
    { name = "Ann", pools = { supply = 6, points = 4 },
      table = { "Standard Bearer", "Scout" },
      hand = { "Herald", "Knight" },
      deck = { "Rally", "Scout" } },
    { name = "Bob", pools = { points = 6 },
      table = { "Knight" } },
  },
}
