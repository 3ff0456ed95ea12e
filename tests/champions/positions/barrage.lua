-- Three champions: Ann's Barrage (Action 6) reaches Bob on her 3+ hex and
-- Cat on a 4+ hex; each target rolls its own die (option barrage_roll).
return {
  rules = "champions",
  turn = 2, player = 1, phase = "resolution",
  players = {
    { name = "Ann", vars = { hex = "0,0", facing = 0 },
      hand = { { "Action 6", ref = "barrage" }, "Action 1" }, style = { "Style 1" } },
    { name = "Bob", vars = { hex = "0,-1", facing = 3 }, hand = { "Action 7" }, style = { "Style 2" } },
    { name = "Cat", vars = { hex = "1,-1", facing = 4 }, hand = { "Action 5" }, style = { "Style 3" } },
  },
  line = { "Red Initiative", "Green Initiative", "Blue Initiative" },
  vars = { dice = "3,3" },
}
