--@ rules=halo
return {
  title = "Crow's Nest",
  kind = "site", site = 2, shadow = 1, arrow = "right",
  text = "",
}
