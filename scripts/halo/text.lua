-- Halo TCG: words of game text (COSTS AND EFFECTS; MISCELLANEOUS): helpers
-- card scripts use through 'rules'. text.init(lib) adds them to the library.

local text = {}

function text.init(lib) end

return text
