--@ rules=halo
-- Forerunner Archive: stacks cards, which are inactive (Stack).
return {
  title = "Forerunner Archive", unique = true,
  side = "free", kind = "artifact", culture = "Sentinel", support = true,
  cost = 1,
  text = "Plays to your support area. Company: Stack a card from your hand here. " ..
    "Regroup: Take a card stacked here into your hand.",
  abilities = {
    { word = "company", text = "Stack a card from your hand here.",
      can = function(self) return #cv.zone("hand", cv.owner(self)) > 0 end,
      run = function(self, ctx)
        local c = rules.choose_card(ctx.player, "Stack which card?", cv.zone("hand", cv.owner(self)))
        rules.stack(c, self)
      end },
    { word = "regroup", text = "Take a card stacked here into your hand.",
      can = function(self) return #cv.linked("stacked_on", self) > 0 end,
      run = function(self, ctx)
        local c = rules.choose_card(ctx.player, "Take which stacked card?", cv.linked("stacked_on", self))
        cv.set_link(c, "stacked_on", nil)
        cv.move(c, "hand", cv.owner(self))
      end },
  },
}
