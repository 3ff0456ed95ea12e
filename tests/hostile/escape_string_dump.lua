-- tries: string.dump (through the string library and through a string's methods) to get bytecode of a function.
-- expect: run deck=table steps="use Dumper" line=9 msg="attempt to call a nil value (field 'dump')" in="(in the main ability of Dumper ["
return {
  title = "Dumper", power = 1,
  abilities = {
    { word = "main", label = "dump",
      run = function(self)
        local dump = string.dump or ("").dump
        local bytes = ("").dump(function() end)
        cv.set_var(self, "bytes", #bytes)
      end },
  },
}
