-- The names every game shares (docs/scripting.md): Sergeant Mobuto
-- skirmishes an Elite Veteran, 7 against 7; Ann holds a test event that
-- pumps with the table form of rules.pump and picks with rules.choose_card.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "skirmish",
  players = {
    { name = "Ann", site = 2,
      company = { "Master Chief", { "Sergeant Mobuto", wounds = 2 },
        { "BR55 Battle Rifle", bearer = "Sergeant Mobuto" } },
      hand = { "test_rally" } },
    { name = "Bob", site = 1,
      company = { "The Arbiter" },
      shadow = { { "Elite Veteran", assigned = "Sergeant Mobuto" } } },
  },
  path = { "Autumn Bridge", { "Outskirts", owner = 2 } },
  cards = {
    test_rally = { title = "Test Rally", side = "free", kind = "event", culture = "UNSC", cost = 0,
      text = "Skirmish: Make a skirmishing companion strength +3 until the end of the turn.",
      abilities = {
        { word = "skirmish", text = "Make a skirmishing companion strength +3 until the end of the turn.",
          run = function(self, ctx)
            local c = rules.choose_card(ctx.player, "Test Rally: which companion?",
              rules.cards(function(x) return rules.is(x, "companion") and rules.in_skirmish(x) end))
            rules.pump(c, "strength", 3, { source = self, ["until"] = "turn" })
          end } } },
  },
}
