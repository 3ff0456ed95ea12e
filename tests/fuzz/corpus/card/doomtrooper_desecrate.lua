--@ rules=doomtrooper
-- Profane: an attached special granting PROFANE (lib.has reads 'grants').
return {
  title = "Desecrate", type = "special", affiliation = "legion", timing = "turn", post = "attach", cost = 1, limit = 3,
  grants = { "PROFANE" },
  text = "Play during your turn. Spend 1 D. Attach to any warrior in play: it is PROFANE (it may never cast Art spells).",
  can = function(self, ctx) return #rules.all_warriors() > 0 end,
  run = function(self, ctx)
    return rules.pick_card(ctx.player, "Desecrate: which warrior?", rules.all_warriors())
  end,
}
