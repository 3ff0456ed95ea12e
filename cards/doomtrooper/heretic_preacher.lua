-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
-- Profane: "may never cast art spells while they have the PROFANE
-- designation (even if given Art-casting abilities by a card effect)".
return {
  title = "Heretic Preacher",
  type = "warrior",
  affiliation = "legion",
  fight = 3,
  shoot = 3,
  armor = 4,
  value = 3,
  limit = 5,
  designations = { "HERETIC", "PROFANE" },
  art = { "mentalism" },
  text = "HERETIC. PROFANE. A fallen Mystic: it knows the Art of Mentalism but may never cast it.",
}
