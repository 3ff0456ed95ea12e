--@ rules=halo
return {
  title = "Cairo Station",
  kind = "site", site = 1, shadow = 0, arrow = "right",
  text = "",
}
