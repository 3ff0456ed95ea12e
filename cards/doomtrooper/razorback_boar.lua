-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
-- 'grants': lib.has reads the designations attachments grant.
return {
  title = "Razorback Boar",
  type = "beast",
  affiliation = "general",
  bonus = { fight = 1 },
  grants = { "FIRST STRIKE" },
  limit = 3,
  text = "Beast: +1 F. Its rider has FIRST STRIKE.",
}
