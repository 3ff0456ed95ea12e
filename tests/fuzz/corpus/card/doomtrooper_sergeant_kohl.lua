--@ rules=doomtrooper
-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
-- Sergeant: the group it is assigned to (cards of one title, link 'assigned')
-- gets +1 F and +1 A while the assignment lasts.
return {
  title = "Sergeant Kohl",
  type = "warrior",
  affiliation = "bauhaus",
  fight = 6,
  shoot = 5,
  armor = 6,
  value = 6,
  limit = 2,
  designations = { "SERGEANT" },
  text = "SERGEANT. The warriors of the group he is assigned to get +1 F and +1 A.",
  modify = function(self, card, stat)
    if stat ~= "fight" and stat ~= "armor" then return nil end
    local g = cv.link(self, "assigned")
    if g and card ~= self and cv.owner(card) == cv.owner(self) and cv.def(card).title == cv.def(g).title
        and rules.area(card) then
      return 1
    end
    return nil
  end,
}
