position tests/halo/positions/mobuto_two_veterans.lua
4
3
save ruling.rec
hash
load ruling.rec
redo 2
expect rules.wounds(5) == 0
