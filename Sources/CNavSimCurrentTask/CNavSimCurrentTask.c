// The task is read through the header's inline function; this file gives the target a translation unit.
#include "CNavSimCurrentTask.h"
