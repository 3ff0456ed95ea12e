-- A Hilt (Objects: one Hilt in play for each Weapon its player has): the
-- Exertions to rearm need one Gem fewer (Becoming Armed).
return {
  title = "Dragon's Head Hilt", kind = "object", hilt = true, rearm_gems = -1, gems = { "agility", "wisdom" },
  text = "Object. Hilt. To rearm you need one Gem fewer (2 on a Soft Exertion, 1 on a Hard one).",
}
