-- The random policy, as a script: the smallest policy there is, and the
-- same games as the built-in `--policy random` (the policy of `auto`),
-- since d.random is that policy's pick. docs/simulating.md, Policies,
-- describes what a policy gets and returns.
--
--   build/cardvm sim 20 --policy policies/random.lua

return function(d)
  return d.random
end
