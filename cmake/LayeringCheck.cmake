# SPDX-License-Identifier: MIT
# Layering is law: mcpscope_core must never link Qt Gui or Widgets, directly or through
# another target. Fails the configure step when it does; tests/auto/layering checks the
# sources and the linked binaries as well.
function(_mcpscope_collect_links target out)
    set(seen ${${out}})
    get_target_property(direct ${target} LINK_LIBRARIES)
    get_target_property(iface ${target} INTERFACE_LINK_LIBRARIES)
    foreach(lib IN LISTS direct iface)
        if(NOT lib OR lib MATCHES "NOTFOUND$" OR lib IN_LIST seen)
            continue()
        endif()
        string(REGEX REPLACE "^\\$<LINK_ONLY:(.*)>$" "\\1" lib "${lib}")
        list(APPEND seen ${lib})
        if(TARGET ${lib})
            get_target_property(aliased ${lib} ALIASED_TARGET)
            if(aliased)
                list(APPEND seen ${aliased})
                set(lib ${aliased})
            endif()
            _mcpscope_collect_links(${lib} seen)
        endif()
    endforeach()
    set(${out} ${seen} PARENT_SCOPE)
endfunction()

set(_core_links "")
_mcpscope_collect_links(mcpscope_core _core_links)
foreach(lib IN LISTS _core_links)
    if(lib MATCHES "Qt6?::(Gui|Widgets|OpenGL|Quick)" OR lib MATCHES "KF6::")
        message(FATAL_ERROR "Layering violation: mcpscope_core links ${lib}. "
                            "core/ may use Qt6::Core (and Qt6::Network) only; see DESIGN.md.")
    endif()
endforeach()
