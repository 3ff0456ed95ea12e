# Ruling: the rulebook's defender +1 example (ASSIGNMENT PHASE). Sergeant
# Mobuto defends against both Elite Veterans; Master Chief is unharmed.
position tests/halo/positions/mobuto_two_veterans.lua
choose 4
choose 3
expect (cv.where(6)) == "dead"
expect rules.wounds(5) == 0
