--@ rules=halo
return {
  title = "Delta Halo",
  kind = "site", site = 6, shadow = 3, arrow = "left",
  sanctuary = true,
  text = "Sanctuary.",
}
