-- Sergeant: two SERGEANTS (Kohl V6, Jacobs V5), the Sea Lions (V3, wounded)
-- and the Bauhaus Blitzers (V4); Nick's Nepharite of Ilian (audit).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Sergeant Kohl", "Sergeant Jacobs", { "Sea Lions", wounded = 1 }, "Bauhaus Blitzers" },
      draw = { "Infantry", "Infantry", "Infantry", "Infantry", "Infantry", "Infantry", "Infantry", "Infantry" }, pools = { destiny = 0 } },
    { name = "Nick", kohort = { "Nepharite of Ilian" }, draw = { "Centurion", "Centurion", "Centurion", "Centurion", "Centurion", "Centurion", "Centurion", "Centurion" }, pools = { destiny = 0 } },
  } }
