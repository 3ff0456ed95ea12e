-- An Ally whose card allows two copies on its owner's side (Allies:
-- "unless otherwise stated on the card").
return {
  title = "Hired Thug", kind = "ally", in_play_limit = 2, gems = { "strength" },
  text = "Ally. You may have two Hired Thugs on your side. Each time a Dirty Trick of yours is not defended, your opponent loses 1 Ability.",
  abilities = {
    { trigger = "hit", required = true, text = "Your opponent loses 1 Ability.",
      can = function(self, ctx)
        return cv.owner(ctx.event.card) == cv.owner(self) and cv.def(ctx.event.card).attack_type == "dirty"
      end,
      run = function(self, ctx) rules.lose(ctx.event.player, 1) end },
  },
}
