-- tries: pairs() order over string keys (Lua's string hashing is seeded per process), built in a scrambled order, with booleans and numbers mixed in.
-- expect: det deck=table steps="use Shuffler" want="-1,2.5,3,10,A,Z,a,alpha,b,beta,mu,omega,zeta,false,true"
return {
  title = "Shuffler", power = 1,
  abilities = {
    { word = "main", label = "walk",
      run = function(self)
        local t = {}
        for _, k in ipairs({ "zeta", "b", "alpha", "omega", "Z", "a", "mu", "beta", "A" }) do t[k] = 1 end
        for _, k in ipairs({ 10, -1, 3, 2.5 }) do t[k] = 1 end
        t[true], t[false] = 1, 1
        local out = {}
        for k in pairs(t) do out[#out + 1] = tostring(k) end
        cv.set_var(self, "seen", table.concat(out, ","))
      end },
  },
}
