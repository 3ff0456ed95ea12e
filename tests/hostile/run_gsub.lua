-- tries: a gsub bomb: a million matches each replaced by 16 KiB, one C call building a 16 GiB string.
-- expect: run deck=table steps="use Flood Gate" line=8 msg="not enough memory" in="(in the main ability of Flood Gate ["
return {
  title = "Flood Gate", power = 1,
  abilities = {
    { word = "main", label = "open",
      run = function(self)
        local s = string.rep("a", 1000000):gsub("a", string.rep("b", 16 << 10))
        cv.set_var(self, "len", #s)
      end },
  },
}
