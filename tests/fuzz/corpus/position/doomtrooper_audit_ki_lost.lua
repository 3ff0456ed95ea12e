-- Bestow Ki Power: the Shadow Walker has Ki of the Tiger; Dark Visitation
-- will take its Mishima affiliation away (audit).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Shadow Walker", { "Ki of the Tiger", bearer = "Shadow Walker" } },
      hand = { "Dark Visitation", "Ki of the Crane" }, draw = { "Infantry" }, pools = { destiny = 2 } },
    { name = "Nick", kohort = { "Centurion" }, draw = { "Centurion" }, pools = { destiny = 0 } },
  } }
