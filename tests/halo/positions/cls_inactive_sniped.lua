-- ACTIVE CARD, Sniping fire: Linda (sniper) makes the company sniping
-- total 1. Bob has an Unggoy Grunt and the inactive copy of the Elite
-- Zealot (Carl, to Ann's right, has the active one).
return {
  rules = "halo",
  turn = 1, player = 1, phase = "sniping",
  players = {
    { name = "Ann", site = 5, company = { "Master Chief", "Linda" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, shadow = { "Elite Zealot", "Unggoy Grunt" } },
    { name = "Carl", site = 1, company = { "Master Chief" }, shadow = { "Elite Zealot" } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
}
