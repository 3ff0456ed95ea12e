-- tries: returns a function that would build the card, not a card.
-- expect: load msg="must return a table"
return function() return { title = "Factory" } end
