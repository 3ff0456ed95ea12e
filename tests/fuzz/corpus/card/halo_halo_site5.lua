--@ rules=halo
return {
  title = "The Silent Cartographer",
  kind = "site", site = 5, shadow = 3, arrow = "right",
  text = "",
}
