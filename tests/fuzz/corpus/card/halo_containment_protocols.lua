--@ rules=halo
-- Containment Protocols Violated: the rulebook's Spot example (a count the
-- player chooses, 0 to what can be spotted).
return {
  title = "Containment Protocols Violated",
  side = "shadow", kind = "event", culture = "Flood",
  cost = 0,
  text = "Shadow: Spot X Shadow cultures (except [Flood]) to play X [Flood] minions from your " ..
    "draw deck or discard pile.",
  abilities = {
    { word = "shadow", text = "Spot X Shadow cultures to play X Flood minions from your draw deck or discard pile.",
      run = function(self, ctx)
        local seat = ctx.player
        local max = rules.spot_count(function(c)
          return rules.side(c) == "shadow" and rules.culture(c) ~= "Flood"
        end, rules.culture)
        local x = rules.choose_number(seat, "Containment Protocols Violated: spot how many Shadow cultures?",
          0, max)
        cv.log("%s spots %d Shadow cultures", cv.player_name(seat), x)
        for _ = 1, x do
          local c = rules.play_from(seat, { "draw", "discard" }, function(c)
            return rules.is(c, "minion") and rules.is_culture(c, "Flood")
          end, "Containment Protocols Violated: play which Flood minion?")
          if not c then break end
        end
        if x > 0 then rules.shuffle_draw(seat) end
      end },
  },
}
