-- A site with a Shadow special ability: any Shadow player may use it while
-- the company is there, whoever owns the site (ACTIVE CARD: "If the game
-- text of a site has a Shadow special ability, you may use that special
-- ability only when the active company is at that site and you are a
-- Shadow player").
return {
  title = "Floodgate",
  kind = "site", site = 5, shadow = 4, arrow = "right",
  text = "Shadow: Remove (2) to wound a companion (except the Hero).",
  abilities = {
    { word = "shadow", text = "Remove (2) to wound a companion (except the Hero).",
      can = function(self, ctx)
        return rules.twilight() >= 2 and rules.can_spot(function(c)
          return rules.is(c, "companion") and not rules.is_hero(c)
        end)
      end,
      pay = function(self) rules.add_twilight(-2) end,
      run = function(self, ctx)
        local list = rules.cards(function(c) return rules.is(c, "companion") and not rules.is_hero(c) end)
        local c = rules.choose_card(ctx.player, "Floodgate: wound which companion?", list)
        if c then rules.wound(c) end
      end },
  },
}
