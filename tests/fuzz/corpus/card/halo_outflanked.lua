--@ rules=halo
-- A Shadow Assignment event: an assignment action, one-on-one.
return {
  title = "Outflanked",
  side = "shadow", kind = "event", culture = "Covenant",
  cost = 0,
  text = "Assignment: Assign a [Covenant] minion to a companion (except the Hero).",
  abilities = {
    { word = "assignment", text = "Assign a Covenant minion to a companion (except the Hero).",
      can = function(self, ctx)
        for _, m in ipairs(cv.zone("shadow", ctx.player)) do
          if rules.is(m, "minion") and rules.is_culture(m, "Covenant") and cv.active(m) then
            for _, c in ipairs(rules.companions()) do
              if not rules.is_hero(c) and rules.can_assign(m, c) then return true end
            end
          end
        end
        return false
      end,
      run = function(self, ctx)
        local opts = {}
        for _, m in ipairs(cv.zone("shadow", ctx.player)) do
          if rules.is(m, "minion") and rules.is_culture(m, "Covenant") and cv.active(m) then
            for _, c in ipairs(rules.companions()) do
              if not rules.is_hero(c) and rules.can_assign(m, c) then
                opts[#opts + 1] = { label = "assign " .. cv.name(m) .. " to " .. cv.name(c), m = m, c = c }
              end
            end
          end
        end
        local pick = cv.choose(ctx.player, "Outflanked: which assignment?", opts)
        rules.assign(pick.m, pick.c)
      end },
  },
}
