--@ rules=halo
-- A sniper ally (SNIPING PHASE, Sniping fire: "you may count sniper allies
-- if the company is at their home").
return {
  title = "Marine Sharpshooter",
  side = "free", kind = "ally", culture = "UNSC", race = "Man",
  cost = 1, strength = 4, vitality = 2, home = 6,
  sniper = true,
  text = "Sniper.",
}
