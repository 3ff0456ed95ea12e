--@ rules=halo
return {
  title = "Mantle's Approach",
  kind = "site", site = 9, shadow = 8, arrow = "right",
  text = "",
}
