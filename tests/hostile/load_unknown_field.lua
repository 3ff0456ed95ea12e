-- tries: an ability with a misspelled field ('txt'), hoping it is ignored while 'text' is missing.
-- expect: load msg="ability 1: unknown field 'txt'"
return { title = "Speller", power = 1, abilities = {
  { word = "main", txt = "Gain 9 gems.", run = function() end } } }
