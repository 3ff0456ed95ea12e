-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Brotherhood Alliance",
  type = "alliance",
  affiliation = "brotherhood",
  ally_bonus = { affiliation = "brotherhood", armor = 1 },
  limit = 1,
  text = "Alliance: your Brotherhood warriors +1 A.",
}
