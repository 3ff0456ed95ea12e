-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
return {
  title = "Cybertronic Alliance",
  type = "alliance",
  affiliation = "cybertronic",
  ally_bonus = { affiliation = "cybertronic", shoot = 1 },
  limit = 1,
  text = "Alliance: your Cybertronic warriors +1 S.",
}
