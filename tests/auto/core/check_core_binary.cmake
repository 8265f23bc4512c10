# SPDX-License-Identifier: MIT
# A test binary that links only mcpscope_core must not depend on Qt Gui or Widgets.
file(GET_RUNTIME_DEPENDENCIES EXECUTABLES "${BINARY}" RESOLVED_DEPENDENCIES_VAR deps
     UNRESOLVED_DEPENDENCIES_VAR unresolved)
set(found_core FALSE)
foreach(d IN LISTS deps unresolved)
    if(d MATCHES "libQt6(Gui|Widgets|OpenGL)")
        message(FATAL_ERROR "${BINARY} (core only) depends on ${d}: core links Gui/Widgets")
    endif()
    if(d MATCHES "libQt6Core")
        set(found_core TRUE)
    endif()
endforeach()
if(NOT found_core)
    message(FATAL_ERROR "${BINARY} does not depend on libQt6Core: the check itself is broken")
endif()
message(STATUS "${BINARY}: Qt6Core only")
