return {
  title = "Search and Destroy", type = "mission", affiliation = "general", assign = "own_warrior", limit = 5,
  text = "Mission. Assign to one of your warriors. When it kills a Dark Legion warrior in combat, you earn 3 points; then discard this mission.",
  abilities = {
    { trigger = "killed", required = true, text = "the mission is fulfilled",
      can = function(self, ctx)
        local ev = ctx.event
        return cv.is_in_play(self) and ev.in_combat and ev.killer == rules.bearer(self) and rules.is_legion(ev.card)
      end,
      run = function(self, ctx)
        local seat = cv.owner(self)
        rules.fulfil(self)
        -- a FREELANCER "may only earn Destiny Points" (Freelancer)
        rules.award(seat, 3, "Search and Destroy", rules.is_freelancer(ctx.event.killer))
      end },
  },
}
