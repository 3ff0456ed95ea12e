-- A Halo position with one player, for the error message test.
return { rules = "halo", players = { { name = "Ann", company = { "Master Chief" } } } }
