-- tries: returns nothing at all (the card table is built but not returned).
-- expect: load msg="must return a table"
local card = { title = "Forgetful", power = 1 }
card.text = "I forgot to return myself."
