-- tries: a definition nesting tables 40 deep (more than the 32 allowed) deep inside its abilities' text field, where a walker might not look.
-- expect: load msg="may not nest tables more than 32 deep"
local t = "bottom"
for _ = 1, 40 do t = { t } end
return { title = "Matryoshka", power = 1, text = "nested", abilities = {
  { word = "main", label = "open", run = function() end, text = "doll" } }, faction = nil, power2 = nil,
  modify = nil, [1] = t }
