--@ rules=halo
-- A Shadow condition with a required action at the start of the Free
-- Peoples player's company phase; the twilight it adds goes into the new
-- pool (COMPANY PHASE: the pool is reset first).
return {
  title = "Covenant Patrol",
  side = "shadow", kind = "condition", culture = "Covenant", support = true,
  cost = 1,
  text = "Plays to your support area. At the start of each company phase, add (1).",
  abilities = {
    { trigger = "phase_start", required = true, text = "Add (1).",
      can = function(self, ctx) return ctx.event.phase == "company" end,
      run = function(self) rules.add_twilight(1) end },
  },
}
