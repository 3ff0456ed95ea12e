-- tries: an ability whose condition is the string "yes" (truthy, but not a function).
-- expect: load msg="'can' must be a function (got string yes)"
return { title = "Yes Man", power = 1, abilities = {
  { word = "main", can = "yes", run = function() end } } }
