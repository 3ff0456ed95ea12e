# Checks by name, not by output (docs/judging.md): who decides, what is
# offered and what is not, an answer chosen by its text, and the order of
# what happened. Run from the rulebook's defender +1 example (ASSIGNMENT PHASE).
position tests/halo/positions/mobuto_two_veterans.lua
expect cv.decision().seat == 1 and cv.decision().prompt == "Assign defenders"
expect cv.offered("assign Sergeant Mobuto [6] to Elite Veteran [9]")
expect not cv.offered("The Arbiter")
choose Mobuto [6] to Elite Veteran [9]  # a trailing comment is fine
choose Mobuto [6] to Elite Veteran [10]
expect cv.log_find("Sergeant Mobuto [6] is overwhelmed") ~= nil
expect cv.log_find("Skirmish phase begins") < cv.log_find("Sergeant Mobuto [6] is killed")
