-- A good card: its main ability goes through the libraries a hostile card
-- might try to poison (string methods and format, math, table, pairs, the
-- ruleset's library and its FACTIONS table, its own definition, cv), so a
-- poisoned library changes the game's hash.
return {
  title = "Spark", power = 1, faction = "red",
  text = "Kindle: gain gems; power +1.",
  abilities = {
    { word = "main", label = "kindle",
      can = function(self) return rules.FACTIONS[cv.def(self).faction] == true end,
      run = function(self)
        local words = {}
        for k, v in pairs({ zeta = 1, alpha = 2, mu = 3 }) do words[#words + 1] = k .. v end
        table.sort(words, function(a, b) return a > b end)
        local s = string.format("%s:%d:%s", ("spark"):upper(), math.floor(7 / 2),
          table.concat(words, ","))
        local n = select(2, s:gsub("%a", "")) + (s:find("SPARK", 1, true) or 0)
        cv.set_var(self, "note", s .. "#" .. tostring(n) .. "#" .. tostring(rules.power(self)))
        rules.gain(n % 5 + 1)
        cv.modify{ card = self, stat = "power", amount = 1 }
      end },
  },
}
