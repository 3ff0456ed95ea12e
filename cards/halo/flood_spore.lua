-- Flood Spore: the rulebook's choice of effects example (COSTS AND
-- EFFECTS: "remove (2) or wound another minion").
return {
  title = "Flood Spore",
  side = "shadow", kind = "minion", culture = "Flood", race = "Flood",
  cost = 1, strength = 2, vitality = 1, site = 2,
  text = "When this minion is killed, remove (2) or wound another minion.",
  abilities = {
    { trigger = "killed", required = true, text = "Remove (2) or wound another minion.",
      can = function(self, ctx) return ctx.event.card == self end,
      run = function(self)
        local seat = cv.owner(self)
        local function others()
          local out = {}
          for _, m in ipairs(rules.minions()) do
            if m ~= self then out[#out + 1] = m end
          end
          return out
        end
        rules.choose_effect(seat, "Flood Spore: remove (2) or wound another minion?", {
          { label = "remove (2)",
            can = function() return rules.twilight() >= 2 end,
            run = function() rules.remove_twilight(2) end },
          { label = "wound another minion",
            can = function() return #others() > 0 end,
            run = function()
              local m = rules.choose_card(seat, "Flood Spore: wound which minion?", others())
              if m then rules.wound(m) end
            end },
        })
      end },
  },
}
