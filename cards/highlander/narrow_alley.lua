-- A Location: no room to dodge. It affects both players.
return {
  title = "Narrow Alley", kind = "location", gems = { "strength" },
  text = "Location. Each time a Dodge defends an attack, the defending player loses 1 Ability.",
  abilities = {
    { trigger = "defended", required = true, text = "The defending player loses 1 Ability.",
      can = function(self, ctx) return rules.kind(ctx.event.defence) == "dodge" end,
      run = function(self, ctx) rules.lose(ctx.event.player, 1) end },
  },
}
