-- Punisher Shortsword (facts sheet: Weapons).
return {
  title = "Punisher Shortsword", kind = "weapon",
  melee = { cc = 1, dam = 7 }, -- DAM ST+7
  crit_fail = 20,
  specials = { "Reach (1)", "Vicious" },
}
