choose 9
help undo
show Sergent Mobuto
stat
