-- tries: while loading, the tables inside the ruleset's library (rules.FACTIONS): remove "red" (Spark's faction) and add "green" (its own), with rawset too, inside pcall; then claims the faction "green".
-- expect: poison load refused="unknown faction 'green'"
pcall(function() rules.FACTIONS.red = nil end)
pcall(function() rawset(rules.FACTIONS, "green", true) end)
pcall(function() rules.FACTIONS = { green = true } end)
return { title = "Green Party", power = 1, faction = "green" }
