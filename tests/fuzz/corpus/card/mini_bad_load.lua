-- A broken card: it reads a global that does not exist while loading.
local x = undefined_helper(3)
return { title = "Bad Load", cost = 0 }
