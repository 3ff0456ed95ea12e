-- Casting Spells of the Art / Persistent: spells with a Destiny Point cost
-- chosen when cast, and Destiny Points added during Modify Combat.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Vince", squad = { "Valkyrie" }, hand = { "Kinetic Shield", "Second Sight" },
      pools = { destiny = 5 } },
    { name = "Nick", kohort = { "Centurion" }, pools = { destiny = 0 } },
  } }
