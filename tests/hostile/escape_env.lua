-- tries: _ENV tricks from an ability: walk the environment's metatable up to the shared globals and set a global every card would see.
-- expect: run deck=table steps="use Envoy" line=8 msg="attempt to index a boolean value" in="(in the main ability of Envoy ["
return {
  title = "Envoy", power = 1,
  abilities = {
    { word = "main", label = "climb",
      run = function(self)
        local shared = getmetatable(_ENV).__index
        rawset(shared, "gift", 1)
      end },
  },
}
