#@ rules=mini seed=3
eval string.find("f(a(b)c)d", "%b()")
eval string.match("  trim  ", "^%s*(.-)%s*$")
eval (function() local n = 0 for w in string.gmatch("one two three", "%a+") do n = n + 1 end return n end)()
eval string.rep("ab", 3, ",")
eval string.format("%q", "a\nb")
eval string.find("a.b", ".", 1, true)
