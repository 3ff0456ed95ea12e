-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Brotherhood Archivist",
  type = "warrior",
  affiliation = "brotherhood",
  value = 2,
  limit = 2,
  designations = { "NON-COMBATANT" },
  art = { "premonition" },
  text = "NON-COMBATANT. F -, S -, A -.",
}
