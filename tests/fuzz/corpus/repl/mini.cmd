#@ rules=mini seed=3 option=goal=3
actions
1
pass
auto 6
expect cv.pool(cv.GAME, "gems") >= 0
query cv.ncards()
undo
redo
