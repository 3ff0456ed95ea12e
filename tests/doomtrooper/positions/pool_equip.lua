-- Equip Warrior: 'only' restrictions (Gehenna Puker, Cybertronic Exoskeleton,
-- Sword of Saint Dominic); Proclaim Alliance: the Cybertronic Alliance.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Vince", squad = { "Chemiman", "Infantry" }, kohort = { "Necromutant" },
      hand = { "Gehenna Puker", "Cybertronic Exoskeleton", "Sword of Saint Dominic", "Cybertronic Alliance" },
      pools = { destiny = 0 } },
    { name = "Nick", kohort = { "Centurion" }, pools = { destiny = 0 } },
  } }
