-- Counter-Intelligence: an interrupt that cancels an event (RESPONSE).
return {
  title = "Counter-Intelligence",
  side = "shadow", kind = "event", culture = "Covenant",
  cost = 1,
  text = "Response: If the Free Peoples player plays a skirmish event, cancel that event.",
  abilities = {
    { word = "response", trigger = "playing",
      text = "Cancel that skirmish event.",
      can = function(self, ctx)
        local ev = ctx.event
        return cv.def(ev.card).side == "free" and cv.def(ev.card).kind == "event"
          and cv.in_scope("skirmish")
      end,
      run = function(self, ctx) cv.cancel(ctx.event) end },
  },
}
