-- Not a unit: a deck line `reinforcements` ends the force; the units listed
-- after it are its Reinforcements (DEPLOYMENT), which the player may swap
-- for units of the force before the roll-off (docs/warzone.md: Forces).
return {
  title = "Reinforcements", kind = "divider",
  text = "The units after this line are the force's Reinforcements.",
}
