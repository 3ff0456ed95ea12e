-- tries: to read /etc/passwd with io.open while the file loads, to print it as the card's text.
-- expect: load line=4 msg="undefined global 'io'"
local text = "?"
local f = io.open("/etc/passwd", "r")
if f then text = f:read("a") f:close() end
return { title = "Reader", power = 1, text = text }
