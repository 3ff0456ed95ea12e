-- Flamer ("Puker") (facts sheet: Weapons).
return {
  title = "Flamer (\"Puker\")", kind = "weapon",
  ranges = { { max = 10, mod = 3, dam = 13 } },
  crit_fail = 17,
  specials = { "Continuous", "Projected" },
}
