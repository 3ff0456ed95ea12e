-- tries: a static modifier that is a number, not a function.
-- expect: load msg="modify must be a function"
return { title = "Static Five", power = 1, modify = 5 }
