-- The rulebook's Shadow ship (ENGAGEMENT PHASE(S): two Seraphs against the
-- Pillar of Autumn): a non-unique Covenant fighter.
return {
  title = "Seraph",
  side = "shadow", kind = "ship", culture = "Covenant",
  cost = 3, weapons = 6, armor = 3,
  text = "Covenant fighter.",
}
