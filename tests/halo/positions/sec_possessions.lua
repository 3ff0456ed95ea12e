-- Playing possessions and artifacts; Race; Class: Ann's company is Master
-- Chief (a Spartan, bearing a rifle already) and the Arbiter (an Elite);
-- she holds a BR55 Battle Rifle ("bearer must be a UNSC Man or Spartan")
-- and MJOLNIR armor.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "company",
  players = {
    { name = "Ann", site = 1,
      company = { "Master Chief", "The Arbiter", "ODST Helljumper",
        { "BR55 Battle Rifle", bearer = "Master Chief" } },
      hand = { "BR55 Battle Rifle", "MJOLNIR Powered Assault Armor" },
      adventure = { "Lifeboat Crash Site" } },
    { name = "Bob", site = 1, company = { "The Arbiter" }, adventure = { "Outskirts" } },
  },
  path = { { "Autumn Bridge", owner = 1 } },
}
