auto 30
eval cv.var(cv.GAME, "phase")
hash
dump pos.lua
position pos.lua
hash
