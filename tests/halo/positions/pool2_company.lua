-- Pool 2 company: wounded Master Chief; Ann holds Rally Point, the M12
-- Warthog and the Activation Index, with a UNSC Marine to draw.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 1,
      company = { { "Master Chief", wounds = 1 } },
      hand = { "Rally Point", "M12 Warthog", "Activation Index" },
      draw = { "UNSC Marine" },
      adventure = { "Outskirts" } },
    { name = "Bob", site = 1, company = { "The Arbiter" } },
  },
  path = { "Autumn Bridge" },
}
