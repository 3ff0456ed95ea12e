#@ rules=mini seed=3
eval string.gsub("hello", "l+", function(s) return #s end)
eval string.gsub("$name is $age", "%$(%w+)", { name = "Ann", age = 3 })
eval string.match("2024-01-02", "(%d+)-(%d+)-(%d+)")
eval string.find(string.rep("a", 30), string.rep("a?", 30) .. string.rep("a", 30))
