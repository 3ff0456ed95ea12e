-- An Object that is a Weapon (Disarmed: "If you have more than one Weapon,
-- you get to choose which one gets Disarmed"): a second Weapon, so a
-- second Hilt may be played (Objects).
return {
  title = "Dirk", kind = "object", weapon = "Dirk", gems = { "agility" },
  text = "Object. Weapon: Dirk. You are Disarmed only when each of your Weapons is.",
}
