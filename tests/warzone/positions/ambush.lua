-- docs/warzone.md: an Ambush in the middle of a move. Turn 2 on the Ruined
-- Refinery: Ann's Free Marine moves 4" toward objective 2 (south);
-- Bob's Necromutant, south-east of it, may interrupt the move after each 2"
-- step. The dice are fixed: the Ambush shot rolls 5 (a hit), the Armor
-- Test 5 (succeeded by 3: a Pinned counter).
return {
  rules = "warzone",
  turn = 2, player = 1, phase = "activation",
  players = {
    { name = "Ann", table = { { "Free Marines Trooper", ref = "marine", vars = { x = 18000, y = 5000 } } } },
    { name = "Bob", table = { { "Necromutant Trooper", ref = "necro", vars = { x = 26000, y = 16000 } } } },
  },
  battlefield = { "Ruined Refinery" },
  vars = { initiative = 1, dice = "5 5" },
}
