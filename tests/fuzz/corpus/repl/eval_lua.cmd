eval (function() local t = {} for i = 1, 100 do t[i] = i end return #t end)()
eval string.rep("x", 10)
eval cv.zone("hand", 1)
expect #cv.zone("company", 1) > 0
