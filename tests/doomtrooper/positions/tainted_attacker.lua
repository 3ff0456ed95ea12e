-- ANNOUNCE ATTACKER AND DEFENDER: Mike's Sea Lions (Capitol) and Inquisitor
-- (Brotherhood) are Tainted: HERETICs, Dark Legion, still of their
-- corporation and the Brotherhood. Nick has Doomtroopers of both kinds.
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { { "Sea Lions", ref = "sl" }, { "Tainted", bearer = "sl" },
        { "Inquisitor", ref = "inq" }, { "Tainted", bearer = "inq" } }, pools = { destiny = 0 } },
    { name = "Nick", squad = { "Infantry", "Venusian Ranger", "Brotherhood Mystic" }, kohort = { "Centurion" },
      pools = { destiny = 0 } },
  } }
