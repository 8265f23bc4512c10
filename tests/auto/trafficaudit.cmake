# SPDX-License-Identifier: MIT
# Fails when any test found an error in a message mcpscope itself sent (see CMakeLists.txt).
if(EXISTS "${AUDIT}")
    file(READ "${AUDIT}" found)
    if(NOT found STREQUAL "")
        message(FATAL_ERROR "mcpscope sent messages its own validator finds wrong (${AUDIT}):\n${found}")
    endif()
endif()
message(STATUS "mcpscope's own messages passed its validator in every test")
