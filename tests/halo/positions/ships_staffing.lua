-- Company phase at site 1: Master Chief and an ODST Helljumper, a Pelican
-- Dropship and All Hands to Stations in hand. Bob has a Seraph in play, an
-- Unggoy Grunt, and site 2 (Outskirts, Shadow number 2) to place.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "company",
  players = {
    { name = "Ann", company = { "Master Chief", "ODST Helljumper" },
      support = { "Pelican Dropship" }, hand = { "All Hands to Stations" } },
    { name = "Bob", company = { "The Arbiter" }, adventure = { "Outskirts" },
      support = { "Seraph" }, shadow = { "Unggoy Grunt" } },
  },
  path = { "Autumn Bridge" },
}
