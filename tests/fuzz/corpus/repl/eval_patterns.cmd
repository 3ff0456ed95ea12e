#@ rules=mini seed=3
eval string.find("Master Chief [1]", "%[(%d+)%]")
eval string.match("key = value", "^(%w+)%s*=%s*(%w+)$")
eval ("a,b,,c"):gsub(",", ";")
eval ("hello world"):gsub("(%w+)", "<%1>")
eval string.gsub("abc", "%w", "%0%0")
eval select(2, string.gsub("THE (quick) fox", "%f[%a]%a+", "x"))
