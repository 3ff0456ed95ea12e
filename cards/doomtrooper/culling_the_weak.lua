-- Doomtrooper card (designed for this pool; the rulebook names no such card).
-- Killing your own warrior: Attack (Tactical Action), 1) ANNOUNCE ATTACKER
-- AND DEFENDER: "Your warriors may not attack your own warriors. However you
-- may 'force' your warriors to attack your warriors (through Special card
-- play or Art spells, etc.)"; 8) AWARD POINTS: "In the event that your
-- warrior ends up in combat against another of your warriors, and either or
-- both of your warriors is killed, you only earn Destiny Points."
-- Every other restriction on who attacks whom still holds (a Bauhaus
-- warrior still never attacks a Bauhaus warrior; Outposts fight Outposts).
return {
  title = "Culling the Weak", type = "special", affiliation = "legion", timing = "turn", limit = 3,
  text = "Play during your turn. This turn your warriors may attack your own warriors (the other attack " ..
    "restrictions still hold). For your own warriors killed you earn only Destiny Points.",
  can = function(self, ctx)
    return not rules.own_attacks(ctx.player) and cv.var(cv.GAME, "phase") ~= "discard" and #rules.warriors(ctx.player) > 1
  end,
  run = function(self, ctx) rules.force_own_attacks(ctx.player) end,
}
