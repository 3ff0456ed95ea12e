-- Halo with a starting company of up to 8: a variant of scripts/halo/.
--
-- A variant states only what differs from its base (docs/scripting.md, A
-- ruleset that extends another): the base's rules.lua and what it includes
-- run first, then this file, whose table is merged into the base's. Its
-- cards are the base's (cards/halo/), so it needs no card folder of its
-- own. Here one option's default changes; the rest is Halo as it is.
--
--   build/cardvm sim --rules halo_company8 --games 200 --deck cards/halo/decks/unsc.deck --deck cards/halo/decks/covenant.deck
--   build/cardvm sim --rules halo --opt starting_company_cost=8 --games 200   (the same games)
--
-- (The decks are given until the kernel reads a variant's default decks, R.decks,
-- from its base's folder: see docs/simulating.md.)

return {
  extends = "halo",
  options = {
    starting_company_cost = { default = "8" },
  },
}
