-- tries: pairs() over a table keyed by tables (their order would follow their addresses).
-- expect: run deck=table steps="use Keyring" line=10 msg="no stable order" in="(in the main ability of Keyring ["
return {
  title = "Keyring", power = 1,
  abilities = {
    { word = "main", label = "walk",
      run = function(self)
        local t, n = {}, 0
        for i = 1, 8 do t[{ i }] = i end
        for k, v in pairs(t) do n = n * 10 + v end
        cv.set_var(self, "seen", n)
      end },
  },
}
