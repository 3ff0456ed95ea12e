-- A Shadow ship and no Free Peoples ship at the start of the assignment
-- phase.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "assignment",
  players = {
    { name = "Ann", company = { "Master Chief" } },
    { name = "Bob", company = { "The Arbiter" }, support = { "Seraph" } },
  },
  path = { "Autumn Bridge" },
}
