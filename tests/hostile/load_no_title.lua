-- tries: a card with no title but a name field, which the kernel needs to name it.
-- expect: load msg="no 'title' string"
return { name = "Nameless", power = 3 }
