-- tries: assigning string.find while loading, so every card's find matches everything.
-- expect: load line=3 msg="'string' is read-only"
string.find = function() return 1, 1 end
return { title = "Finder", power = 1 }
