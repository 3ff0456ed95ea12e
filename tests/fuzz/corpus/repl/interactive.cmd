#@ interactive=1
expect 1 == 2
eval 1 +
load nowhere.rec
choose 2
hash
quit
hash
