-- Markers: the Destiny Points it gives are kept as markers, not in the pool,
-- and pay only for Mustering (reading: docs/doomtrooper.md).
return {
  title = "Desperate Times", type = "special", affiliation = "general", timing = "turn", limit = 5,
  text = "Play during your turn. Place 3 D markers in your markers area; they may only pay for Mustering warriors.",
  run = function(self, ctx) cv.add_pool(cv.player(ctx.player), "markers", 3) end,
}
