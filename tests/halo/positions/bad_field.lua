-- A position with a misspelled zone name, for the error message test.
return {
  rules = "halo",
  players = {
    { name = "Ann", company = { "Master Chief" }, hnd = { "Combat Medic" } },
    { name = "Bob", company = { "The Arbiter" } },
  },
}
