-- tries: a syntax error hidden after a long valid prefix: the parser must name the line, and nothing of the half-read file may reach the pool.
-- expect: load line=9 msg="'}' expected"
return {
  title = "Half Written",
  power = 2,
  abilities = {
    { word = "main", label = "fine so far", run = function(self) end },
  },
  text = "the table is never closed" ]
