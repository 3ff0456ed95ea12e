-- Ezoghoul (not on the facts sheet: an assumed profile that carries
-- Mortuary Enzymes; a faction asset, at most 10% of a force's points).
return {
  title = "Ezoghoul", kind = "unit", faction = "Dark Legion", side = "dark",
  designation = "Trooper", unit_type = "Ezoghoul", asset = true,
  mv = 4, mw = 8, cc = 12, st = 8, def = 1, ar = 20, w = 3, pw = 8, ld = 9,
  base = 50, points = 3, support = 0,
  specials = { "Mortuary Enzymes", "Fearless" },
  weapons = { "claws" },
  note = "assumed profile: the facts sheet has none with Mortuary Enzymes; asset = true is assumed too",
  text = "Dark Legion faction asset: Mortuary Enzymes, Fearless.",
}
