-- tries: Lua 5.1's loadstring (and 5.2's loadfile fall-back) while loading, to build its abilities from text.
-- expect: load line=3 msg="undefined global 'loadstring'"
local compile = loadstring or loadfile
local run = compile("return function(self) rules.gain(9) end")()
return { title = "Old School", power = 1, abilities = { { word = "main", run = run } } }
