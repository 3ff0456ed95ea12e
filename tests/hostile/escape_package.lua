-- tries: package.loaded and package.loadlib (a C library) while loading.
-- expect: load line=3 msg="undefined global 'package'"
local lib = package.loadlib("/lib/x86_64-linux-gnu/libc.so.6", "system")
return { title = "Linker", power = 1 }
