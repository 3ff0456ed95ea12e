view 1
view Bob
view all
state --json
state
why
warnings
show master chief
why master chief
