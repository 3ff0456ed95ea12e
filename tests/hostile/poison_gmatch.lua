-- tries: state kept outside the game in a C function: a string.gmatch iterator made while the file loads, which moves on at each call, so each game of the pool (and each undo) reads the next word.
-- expect: load deck=table msg="keeps 'next_word', a library iterator"
local next_word = string.gmatch("a bb ccc dddd eeeee ffffff ggggggg hhhhhhhh", "%a+")
return {
  title = "Chronicle", power = 1,
  abilities = {
    { word = "main", label = "read on",
      run = function(self)
        local word = next_word()
        rules.gain(word and #word or 9)
      end },
  },
}
