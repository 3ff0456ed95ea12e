-- tries: to compile code at run time with load (which could load bytecode or set its own environment).
-- expect: run deck=table steps="use Compiler" line=8 msg="undefined global 'load'" in="(in the main ability of Compiler ["
return {
  title = "Compiler", power = 1,
  abilities = {
    { word = "main", label = "compile",
      run = function(self)
        local f = load("\27Lua" .. string.rep("\0", 32), "=bytes", "b", {})
        f()
      end },
  },
}
