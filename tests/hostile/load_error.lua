-- tries: an error raised while the file runs, after it built a valid card.
-- expect: load line=5 msg="refusing to be a card"
local card = { title = "Raiser", power = 1 }
local function check() return false end
if not check() then error("Raiser: refusing to be a card") end
return card
