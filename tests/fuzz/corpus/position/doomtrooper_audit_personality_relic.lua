-- Personality / Relics: Sean Gallagher and an Infantry carrying the Relic of
-- the Cardinal face the Nepharite of Ilian (SLAYER); a second Sean Gallagher
-- and a second Relic wait in Mike's hand (audit).
return { rules = "doomtrooper", turn = 3, player = 1, phase = "actions",
  players = {
    { name = "Mike", squad = { "Sean Gallagher", "Infantry", { "Relic of the Cardinal", bearer = "Infantry" } },
      hand = { "Sean Gallagher", "Relic of the Cardinal" },
      draw = { "Trenchers", "Trenchers", "Trenchers", "Trenchers", "Trenchers", "Trenchers", "Trenchers", "Trenchers" }, pools = { destiny = 7 } },
    { name = "Nick", kohort = { "Nepharite of Ilian" }, draw = { "Centurion", "Centurion", "Centurion", "Centurion", "Centurion", "Centurion", "Centurion", "Centurion" },
      pools = { destiny = 0 } },
  } }
