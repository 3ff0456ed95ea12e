-- tries: state kept outside the game in the kernel's own pairs iterator (a C closure holding its position), made while the file loads and called once per use.
-- expect: load deck=table msg="keeps 'bead', a library iterator"
local bead = pairs({ 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 })
return {
  title = "Rosary", power = 1,
  abilities = {
    { word = "main", label = "count a bead",
      run = function(self)
        local _, v = bead()
        rules.gain(v or 13)
      end },
  },
}
