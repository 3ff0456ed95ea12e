-- A Location (facts sheet: Sample cards): an attacker whose attack is
-- defended loses the defences standing on his side.
return {
  title = "Rooftop", kind = "location", gems = { "agility" },
  text = "Location. When an attack is defended, its attacker discards the Blocks and Dodges on his side.",
  abilities = {
    { trigger = "defended", required = true, text = "The attacker discards his standing defences.",
      run = function(self, ctx)
        local s = cv.owner(ctx.event.card)
        for _, c in ipairs(cv.zone("board", s)) do
          if rules.is_defence(c) then rules.discard(c) end
        end
      end },
  },
}
