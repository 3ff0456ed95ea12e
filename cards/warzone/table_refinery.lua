-- The Ruined Refinery: a 36" table (facts sheet: Table and forces) with
-- Deployment Areas along the north and south edges (8" deep). Lengths are
-- in thousandths of an inch: 12000 is 12". Each piece of terrain is a
-- polygon with a height, an obstruction (light, heavy, block: blocks sight)
-- and the reference's traits (TERRAIN).
local function rect(x1, y1, x2, y2) return { { x1, y1 }, { x2, y1 }, { x2, y2 }, { x1, y2 } } end
return {
  title = "Ruined Refinery", kind = "table",
  width = 36000, height = 36000,
  terrain = {
    { name = "Bunker", polygon = rect(12000, 12000, 17000, 15000), height = 3000, obstruction = "block",
      traits = { "Cover", "Enclosed" } },
    { name = "Ruined Hall", polygon = rect(19000, 21000, 24000, 24000), height = 3000, obstruction = "block",
      traits = { "Cover", "Destructible", "Climbable" }, ar = 22, w = 3 },
    { name = "West Wall", polygon = rect(3000, 11000, 9000, 11500), height = 1000, obstruction = "heavy", traits = { "Cover" } },
    { name = "East Wall", polygon = rect(27000, 24500, 33000, 25000), height = 1000, obstruction = "heavy", traits = { "Cover" } },
    { name = "Pipes", polygon = rect(24000, 12000, 30000, 13500), height = 800, obstruction = "light", traits = { "Rough" } },
    { name = "Crater", polygon = { { 9000, 22500 }, { 11000, 22500 }, { 12500, 24000 }, { 12500, 26000 }, { 11000, 27500 },
        { 9000, 27500 }, { 7500, 26000 }, { 7500, 24000 } }, height = 500, obstruction = "light", traits = { "Zone", "Rough" } },
    { name = "Toxic Spill", polygon = rect(21000, 8500, 25000, 10000), height = 0, traits = { "Zone", "Dangerous" } },
    { name = "Watchtower", polygon = rect(32000, 15000, 35000, 18000), height = 4000, obstruction = "block",
      traits = { "Climbable", "Weapon Mount (mg80_hmg)" } },
    { name = "Dense Woods", polygon = rect(1500, 20000, 6500, 25000), height = 3000, obstruction = "light",
      traits = { "Zone (Dense)", "Rough" } },
  },
  areas = {
    { name = "North", polygon = rect(0, 0, 36000, 8000) },
    { name = "South", polygon = rect(0, 28000, 36000, 36000) },
  },
  objectives = { { 6000, 18000 }, { 18000, 18000 }, { 30000, 18000 } },
  text = "A refinery in ruins: a bunker, a hall, walls, pipes, a crater, a toxic spill, a watchtower with an MG-80 and dense woods.",
}
