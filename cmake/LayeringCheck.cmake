# SPDX-License-Identifier: MIT
# Layering is law (docs/ARCHITECTURE.md). Fails the configure step when:
#  - anything in core links Qt Gui or Widgets (or KF6), directly or through another target;
#  - a source of a core part includes a header of a core part that is not among its arrows
#    (its DEPENDS, followed through: a part may use what the parts it uses may use).
# tests/auto/core checks the sources for Gui/Widgets headers and a core-only binary's libraries.
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
                            "core/ never links Qt Gui, Widgets or KDE Frameworks; what each part links is in "
                            "docs/ARCHITECTURE.md.")
    endif()
endforeach()

# The parts a part may use: itself and its DEPENDS, followed through.
function(_mcpscope_allowed part out)
    set(allowed ${part})
    set(queue ${part})
    while(queue)
        list(POP_FRONT queue current)
        get_target_property(deps mcpscope_${current} MCPSCOPE_DEPENDS)
        foreach(dep IN LISTS deps)
            if(dep AND NOT dep IN_LIST allowed)
                list(APPEND allowed ${dep})
                list(APPEND queue ${dep})
            endif()
        endforeach()
    endwhile()
    set(${out} ${allowed} PARENT_SCOPE)
endfunction()

get_property(_parts GLOBAL PROPERTY MCPSCOPE_CORE_PARTS)
foreach(part IN LISTS _parts)
    _mcpscope_allowed(${part} _allowed)
    get_target_property(_sources mcpscope_${part} SOURCES)
    foreach(source IN LISTS _sources)
        set(path "${PROJECT_SOURCE_DIR}/core/${part}/${source}")
        if(NOT EXISTS "${path}")
            continue()
        endif()
        file(STRINGS "${path}" _includes REGEX "^[ \t]*#[ \t]*include[ \t]*\"[a-z]+/")
        foreach(line IN LISTS _includes)
            string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([a-z]+)/.*$" "\\1" used "${line}")
            if(used IN_LIST _parts AND NOT used IN_LIST _allowed)
                message(FATAL_ERROR "Layering violation: core/${part}/${source} includes \"${used}/…\", but "
                                    "${part} may use only: ${_allowed} (its DEPENDS in core/${part}/CMakeLists.txt "
                                    "and theirs). See docs/ARCHITECTURE.md.")
            endif()
        endforeach()
    endforeach()
endforeach()

# One counted way to make a Qt tree from JSON text (core/json/jsontree.h): Message::treeParses()
# and the window's parse test can only prove "a message is read once" if nothing parses beside
# it. The demo server is a program of its own and is left out.
file(GLOB_RECURSE _mcpscope_sources LIST_DIRECTORIES false
     "${PROJECT_SOURCE_DIR}/core/*.cpp" "${PROJECT_SOURCE_DIR}/core/*.h"
     "${PROJECT_SOURCE_DIR}/widgets/*.cpp" "${PROJECT_SOURCE_DIR}/widgets/*.h"
     "${PROJECT_SOURCE_DIR}/app/*.cpp" "${PROJECT_SOURCE_DIR}/app/*.h")
foreach(path IN LISTS _mcpscope_sources)
    if(path MATCHES "/app/demo-server/" OR path MATCHES "/core/json/jsontree\\.(cpp|h)$")
        continue()
    endif()
    file(STRINGS "${path}" _parses REGEX "QJsonDocument::fromJson[ \t]*\\(")
    if(_parses)
        file(RELATIVE_PATH _relative "${PROJECT_SOURCE_DIR}" "${path}")
        message(FATAL_ERROR "${_relative} calls QJsonDocument::fromJson. mcpscope parses JSON text into a Qt tree "
                            "only through jsontree::parse (core/json/jsontree.h), which counts every tree.")
    endif()
endforeach()
