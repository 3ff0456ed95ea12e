/* flow: the cv bindings of the flow of play (flow.c): modifiers and
 * scopes, windows, causes and the log, decisions, the end of the game. */
#ifndef CV_FLOW_H
#define CV_FLOW_H

#include <lauxlib.h>

/* The functions cv_api_push adds to the cv table. */
extern const luaL_Reg cv_flow_funcs[];

#endif
