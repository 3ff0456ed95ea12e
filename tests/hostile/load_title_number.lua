-- tries: a title that is a number (Lua would turn it into a string where a string is expected).
-- expect: load msg="no 'title' string"
return { title = 42, power = 3 }
