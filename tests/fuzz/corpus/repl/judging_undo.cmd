position tests/halo/positions/mobuto_two_veterans.lua
4
3
hash
undo 2
2
hash
undo
redo
hash
why
why Master Chief
