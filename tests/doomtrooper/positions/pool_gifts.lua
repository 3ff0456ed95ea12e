-- Bestow Dark Symmetry: Pestilence (MAJOR GIFT OF DEMNOGONIS), Dark Pact
-- (MINOR HERETIC GIFT); Bestow Ki Power: Ki of the Crane.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Nick", kohort = { "Ezoghoul", "Necromutant", "Heretic Preacher" }, squad = { "Shadow Walker" },
      hand = { "Pestilence", "Dark Pact", "Ki of the Crane" }, pools = { destiny = 0 } },
    { name = "Mike", squad = { "Infantry" }, pools = { destiny = 0 } },
  } }
