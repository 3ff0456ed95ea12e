/* prelude: the kernel's Lua procedures (vm/prelude.lua), compiled in. */
#ifndef CV_PRELUDE_H
#define CV_PRELUDE_H

extern const char cv_prelude_lua[];

#endif
