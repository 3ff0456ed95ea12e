-- A second card titled "Echo" (a reprint with other text): a position that
-- names "Echo" is ambiguous and must name the card file instead.
return { title = "Echo", cost = 0, power = 2 }
