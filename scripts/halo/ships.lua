-- Halo TCG: ships (SHIP; Armor; ENGAGEMENT PHASE(S)).
--
-- Called by phases.lua: ships.assign(fp) after the characters' assignment,
-- ships.any_assigned(), and ships.engagements(fp) as the engagement phase.

local ships = {}
local lib, play

function ships.init(l, p) lib, play = l, p end

-- Assign defenders for ships: the Free Peoples player assigns his ships to
-- attacking Shadow ships, then the Shadow players assign the leftovers.
function ships.assign(fp) end

-- Is any Shadow ship assigned to a defending ship?
function ships.any_assigned() return false end

-- The engagement phase(s): one per defending ship, in the Free Peoples
-- player's order.
function ships.engagements(fp) end

return ships
