-- SNIPING PHASE: two Kig-Yar Snipers against Master Chief and Mobuto.
return {
  rules = "halo",
  turn = 1, player = 1, phase = "sniping",
  players = {
    { name = "Ann", site = 3, company = { "Master Chief", { "Sergeant Mobuto", wounds = 2 } } },
    { name = "Bob", site = 1, company = { "The Arbiter" },
      shadow = { "Kig-Yar Sniper", "Kig-Yar Sniper" } },
  },
  path = { { "Autumn Bridge", owner = 1 }, { "Outskirts", owner = 2 }, { "Alpha Base", owner = 1 } },
}
