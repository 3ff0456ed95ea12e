-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Ezoghoul",
  type = "warrior",
  affiliation = "legion",
  fight = 7,
  armor = 5,
  value = 4,
  limit = 5,
  designations = { "FOLLOWER OF DEMNOGONIS" },
  text = "Shoot -: never in a Shoot combat.",
}
