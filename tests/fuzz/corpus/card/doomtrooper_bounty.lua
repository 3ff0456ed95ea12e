--@ rules=doomtrooper
-- Assign Mission: a TACTIC assigned to yourself (the command zone).
return {
  title = "Bounty", type = "mission", affiliation = "general", assign = "self", limit = 3,
  designations = { "TACTIC" },
  text = "Mission. TACTIC. Assign to yourself. When one of your warriors kills a PERSONALITY in combat, you earn 4 points; then discard this mission.",
  abilities = {
    { trigger = "killed", required = true, text = "the mission is fulfilled",
      can = function(self, ctx)
        local ev = ctx.event
        return cv.is_in_play(self) and ev.in_combat and ev.killer ~= nil and cv.owner(ev.killer) == cv.owner(self)
          and rules.has(ev.card, "PERSONALITY")
      end,
      run = function(self, ctx)
        local seat = cv.owner(self)
        rules.fulfil(self)
        -- a FREELANCER "may only earn Destiny Points" (Freelancer)
        rules.award(seat, 4, "Bounty", rules.is_freelancer(ctx.event.killer))
      end },
  },
}
