-- docs/champions.md: Ann's turn in the Resolution Phase. Bob stands in the
-- hex in front of her (her Style 1's 3+ hex) facing her; the dice are fixed
-- (the game variable 'dice'): 6, then 2.
return {
  rules = "champions",
  turn = 1, player = 1, phase = "resolution",
  players = {
    { name = "Ann", vars = { hex = "0,0", facing = 0 }, pools = { power = 1 },
      hand = { { "Action 8", ref = "push" }, { "Action 7", ref = "strike" } },
      style = { "Style 1" } },
    { name = "Bob", vars = { hex = "0,-1", facing = 3 },
      hand = { { "Action 12", ref = "guard" }, { "Action 7", ref = "shield" } },
      style = { "Style 5" } },
  },
  line = { "Red Initiative", "Blue Initiative", "Special Initiative" },
  vars = { dice = "6,2" },
}
