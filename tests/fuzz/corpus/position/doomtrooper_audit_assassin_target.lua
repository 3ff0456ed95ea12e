-- Assassin / Freelancer: Nick's Shadow Walker (Mishima ASSASSIN) and Mercenary
-- (FREELANCER); Mike's Inquisitor (Brotherhood) and Mishima Samurai (audit).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Inquisitor", "Mishima Samurai" }, draw = { "Infantry" }, pools = { destiny = 0 } },
    { name = "Nick", squad = { "Shadow Walker", "Mercenary" }, draw = { "Centurion" }, pools = { destiny = 0 } },
  } }
