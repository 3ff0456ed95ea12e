-- Transfer Warrior: "fully turned into a Dark Legion minion (like through
-- the Dark Visitation card)".
return {
  title = "Dark Visitation", type = "special", affiliation = "legion", timing = "turn", post = "attach", cost = 2, limit = 5,
  grants = { "HERETIC" }, becomes = "legion",
  text = "Play during your turn. Spend 2 D. Attach to one of your Doomtroopers: it is Dark Legion (and a HERETIC) and no longer a Doomtrooper.",
  can = function(self, ctx)
    for _, w in ipairs(rules.warriors(ctx.player)) do
      if rules.is_doomtrooper(w) and not rules.is_legion(w) then return true end
    end
    return false
  end,
  run = function(self, ctx)
    local t = {}
    for _, w in ipairs(rules.warriors(ctx.player)) do
      if rules.is_doomtrooper(w) and not rules.is_legion(w) then t[#t + 1] = w end
    end
    return rules.pick_card(ctx.player, "Dark Visitation: which of your Doomtroopers?", t)
  end,
}
