actions
choose 2
hash
quit
