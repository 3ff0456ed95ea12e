-- tries: state kept outside the game in a variable of a function called once while the file loads (a factory), not of the file itself: the ability it returns counts its uses in every game of the pool.
-- expect: load deck=table msg="assigns to 'uses'"
local function counter()
  local uses = 0
  return function(self)
    uses = uses + 1
    rules.gain(uses)
  end
end
return {
  title = "Factory", power = 1,
  abilities = { { word = "main", label = "produce", run = counter() } },
}
