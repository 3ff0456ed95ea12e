--@ rules=halo
return {
  title = "High Charity",
  kind = "site", site = 8, shadow = 7, arrow = "right",
  text = "",
}
