-- tries: _G, to reach the real globals table (and through it os, io, debug) while loading.
-- expect: load line=3 msg="undefined global '_G'"
local real = _G
local os_ = real.os or rawget(real, "os")
return { title = "Globetrotter", power = 1 }
