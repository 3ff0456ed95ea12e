-- Doomtrooper card (designed for this pool; the rulebook names no such card).
-- Killing your own warrior: Attack (Tactical Action), 8) AWARD POINTS: "You
-- only earn Destiny Points. You never get Promotion Points for killing your
-- own warriors, even if forced to by your opponents." The warrior is killed
-- by the card's effect (rules.kill: discarded with its attachments, the
-- killed event), and its modified Value comes back as Destiny Points only.
local function mine(seat) return rules.warriors(seat) end
return {
  title = "Blood Offering", type = "special", affiliation = "legion", timing = "turn", limit = 3,
  text = "Play during your turn. Kill one of your own warriors in play: you earn Destiny Points equal to its " ..
    "Value (never Promotion Points: you never get Promotion Points for killing your own warriors).",
  can = function(self, ctx) return #mine(ctx.player) > 0 end,
  run = function(self, ctx)
    local w = rules.pick_card(ctx.player, "Blood Offering: which of your warriors is killed?", mine(ctx.player))
    local v, title = rules.value(w), cv.def(w).title
    rules.kill(w, "Blood Offering")
    rules.award(ctx.player, v, "killing your own " .. title, true)
  end,
}
