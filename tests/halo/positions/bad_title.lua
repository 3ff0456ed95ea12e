-- A position with a misspelled title, for the error message test.
return {
  rules = "halo",
  players = {
    { name = "Ann", company = { "Master Chief", "Sargeant Mobuto" } },
    { name = "Bob", company = { "The Arbiter" } },
  },
}
