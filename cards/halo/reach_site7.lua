-- New Alexandria: site 7 of the fifth adventure deck (Reach, the Expanded Halo Universe).
return {
  title = "New Alexandria",
  kind = "site", site = 7, shadow = 6, arrow = "left",
  roaming_reduction = 1,
  text = "The roaming penalty here is 1 less.",
}
