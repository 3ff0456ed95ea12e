-- Killing your own warrior: Mike holds Culling the Weak; his Necromutant
-- (F5 S5 A5) and his wounded Infantry (Capitol, S4 A4, V2) and Sea Lions
-- (Capitol) are on the same side; Nick has an Undead Legionnaire.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", kohort = { "Necromutant" }, squad = { { "Infantry", wounded = 1 }, "Sea Lions" },
      hand = { "Culling the Weak", "Security Alert" }, pools = { destiny = 0 } },
    { name = "Nick", kohort = { "Undead Legionnaire" }, pools = { destiny = 0 } },
  } }
