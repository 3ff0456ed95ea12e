-- A value with modify: while the Standard Bearer is on the table, every
-- other unit of its owner has power +1 whenever its power is read.
return {
  title = "Standard Bearer", kind = "unit",
  cost = 2, power = 1,
  text = "Your other units have power +1.",
  modify = function(self, card, stat)
    if stat == "power" and card ~= self and cv.owner(card) == cv.owner(self) then return 1 end
  end,
}
