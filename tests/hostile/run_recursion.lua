-- tries: unbounded recursion through the kernel's own cv.because (each level opens a cause), so the overflow happens inside kernel code.
-- expect: run deck=table steps="use Spiral" line=9 msg="stack overflow" in="(in the main ability of Spiral ["
return {
  title = "Spiral", power = 1,
  abilities = {
    { word = "main", label = "descend",
      run = function(self)
        local function down(n)
          return cv.because("spiral " .. n, down, n + 1)
        end
        down(1)
      end },
  },
}
