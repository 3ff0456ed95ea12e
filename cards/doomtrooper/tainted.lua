-- Transfer Warrior: "a Doomtrooper becomes a HERETIC which is still
-- considered a Doomtrooper (like through the Tainted card)".
return {
  title = "Tainted", type = "special", affiliation = "legion", timing = "turn", post = "attach", cost = 1, limit = 5,
  grants = { "HERETIC" }, adds_affiliation = { "legion" },
  text = "Play during your turn. Spend 1 D. Attach to any Doomtrooper: it is a HERETIC and Dark Legion, and keeps its affiliations.",
  can = function(self, ctx)
    for _, w in ipairs(rules.all_warriors()) do
      if rules.is_doomtrooper(w) and not rules.is_legion(w) then return true end
    end
    return false
  end,
  run = function(self, ctx)
    local t = {}
    for _, w in ipairs(rules.all_warriors()) do
      if rules.is_doomtrooper(w) and not rules.is_legion(w) then t[#t + 1] = w end
    end
    return rules.pick_card(ctx.player, "Tainted: which Doomtrooper?", t)
  end,
}
