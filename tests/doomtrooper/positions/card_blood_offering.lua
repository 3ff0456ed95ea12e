-- Killing your own warrior: Mike holds Blood Offering; his Templar Warrior
-- (V4) rides a Dark Eden Warhorse (+1 V), so its modified Value is 5.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Infantry" }, outpost = { { "Templar Warrior", ref = "t" }, { "Dark Eden Warhorse", bearer = "t" } },
      hand = { "Blood Offering" }, pools = { destiny = 0 } },
    { name = "Nick", kohort = { "Necromutant" }, pools = { destiny = 0 } },
  } }
