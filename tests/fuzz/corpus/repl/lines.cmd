#@ rules=lines seed=1
1
2
1
back phase
save l.rec
load l.rec
log
help
