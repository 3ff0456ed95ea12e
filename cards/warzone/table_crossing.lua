-- Cardinal's Crossing: a 36" table with Deployment Areas along the west and
-- east edges (8" deep). Lengths in thousandths of an inch. Two roofs 1.5"
-- apart can be jumped (JUMPING); the chapel can be entered (Enclosed) or
-- climbed.
local function rect(x1, y1, x2, y2) return { { x1, y1 }, { x2, y1 }, { x2, y2 }, { x1, y2 } } end
return {
  title = "Cardinal's Crossing", kind = "table",
  width = 36000, height = 36000,
  terrain = {
    { name = "Chapel", polygon = rect(15000, 14000, 21000, 22000), height = 4000, obstruction = "block",
      traits = { "Cover", "Enclosed" } },
    { name = "North Roof A", polygon = rect(10000, 3000, 14000, 7000), height = 2500, obstruction = "block", traits = { "Climbable" } },
    { name = "North Roof B", polygon = rect(15500, 3000, 19500, 7000), height = 2500, obstruction = "block", traits = { "Climbable" } },
    { name = "West Barricade", polygon = rect(11000, 24000, 11500, 30000), height = 1000, obstruction = "heavy", traits = { "Cover" } },
    { name = "East Barricade", polygon = rect(24500, 6000, 25000, 12000), height = 1000, obstruction = "heavy", traits = { "Cover" } },
    { name = "Rubble", polygon = { { 22000, 25000 }, { 26500, 24000 }, { 26500, 28000 }, { 23000, 30000 }, { 21000, 27500 } },
      height = 500, obstruction = "light", traits = { "Zone", "Rough" } },
    { name = "Statue", polygon = rect(9500, 16500, 11000, 18000), height = 2000, obstruction = "heavy", traits = { "Cover" } },
    { name = "Sandbags", polygon = rect(20000, 30000, 23000, 31000), height = 800, obstruction = "heavy",
      traits = { "Cover", "Weapon Mount (frag_grenades)" } },
    { name = "Burning Wreck", polygon = rect(13000, 26000, 15500, 28000), height = 1500, obstruction = "light", traits = { "Dangerous" } },
    { name = "Hedge", polygon = rect(26000, 16000, 26500, 21000), height = 1200, obstruction = "light" },
  },
  areas = {
    { name = "West", polygon = rect(0, 0, 8000, 36000) },
    { name = "East", polygon = rect(28000, 0, 36000, 36000) },
  },
  objectives = { { 18000, 10000 }, { 18000, 26000 }, { 12000, 20000 }, { 24000, 20000 } },
  text = "A crossing before a chapel: two roofs to jump between, barricades, rubble, a statue, sandbags with frag grenades, a burning wreck, a hedge.",
}
