--@ rules=halo
return {
  title = "Infinity",
  kind = "site", site = 4, shadow = 3, arrow = "right",
  text = "",
}
