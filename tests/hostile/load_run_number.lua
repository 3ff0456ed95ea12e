-- tries: an ability whose run is a number (calling it would be an error far from the card).
-- expect: load msg="'run' must be a function (got number 5)"
return { title = "Five", power = 1, abilities = { { word = "main", run = 5 } } }
