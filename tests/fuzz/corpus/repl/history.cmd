auto 10
hash
undo 3
hash
redo 3
hash
goto 0
goto 5
back phase
back turn
back turn
