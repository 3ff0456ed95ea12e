-- tries: string.format("%s") of a table, a function and a table with a __name, which Lua prints with their addresses ("table: 0x55..."), to put an address into the game state.
-- expect: det deck=table steps="use Addresser" want="table|function|  tab|table"
return {
  title = "Addresser", power = 1,
  abilities = {
    { word = "main", label = "address",
      run = function(self)
        local named = setmetatable({}, { __name = "Card" })
        cv.set_var(self, "seen", string.format("%s|%s|%5.3s|%s", {}, string.len, {}, named))
      end },
  },
}
