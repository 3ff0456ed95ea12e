-- A Situation (facts sheet: Sample cards: Situations that cost Ability to
-- players who play ranged attacks): it affects both players. The loss comes
-- when the attack is answered, once it is face up, so a Hidden Attack is
-- not given away as it is made.
return {
  title = "Code of Honour", kind = "situation", gems = { "wisdom", "strength" },
  text = "Situation. Each time a player's Ranged Attack is defended or not, that player loses 1 Ability.",
  abilities = {
    { trigger = "defended", required = true, text = "The attacker loses 1 Ability.",
      can = function(self, ctx) return cv.def(ctx.event.card).attack_type == "ranged" end,
      run = function(self, ctx) rules.lose(cv.owner(ctx.event.card), 1) end },
    { trigger = "hit", required = true, text = "The attacker loses 1 Ability.",
      can = function(self, ctx) return cv.def(ctx.event.card).attack_type == "ranged" end,
      run = function(self, ctx) rules.lose(cv.owner(ctx.event.card), 1) end },
  },
}
