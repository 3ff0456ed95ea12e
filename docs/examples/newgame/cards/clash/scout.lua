-- A unit with nothing but its power.
return {
  title = "Scout", kind = "unit",
  cost = 1, power = 1,
  text = "",
}
