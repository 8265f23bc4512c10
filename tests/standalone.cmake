# SPDX-License-Identifier: MIT
# The clone stands alone: nothing under tests/, scripts/, .ci/ or cmake/, and no CMakeLists.txt,
# may read a folder beside the checkout (the team's shared/ reference folder exists on the
# developers' machines and in CI, and nowhere else). Run at configure time and as the ctest test
# standalone_clone:  cmake -DSOURCE_DIR=<checkout> -P tests/standalone.cmake
# The patterns below are written so that this file does not match them itself.
if(NOT SOURCE_DIR)
    message(FATAL_ERROR "standalone.cmake: pass -DSOURCE_DIR=<the checkout>")
endif()

set(patterns
    "\\.\\./+shared"                # the neighbour folder, relative to anything
    "shared/+[m]cp/"                # its reference schemas and transcripts
    "MCPSCOPE_[S]HARED_DIR"         # the old CMake cache entry and define
    "\\)/[s]hared[\"/ ]"            # $(cd "$REPO/.." && pwd)/shared
    "sourceDir\\(\\) \\+ [A-Za-z]*\\(?\"/\\.\\.")  # a test walking out of the checkout

file(GLOB_RECURSE candidates LIST_DIRECTORIES false
    "${SOURCE_DIR}/tests/*" "${SOURCE_DIR}/scripts/*" "${SOURCE_DIR}/.ci/*" "${SOURCE_DIR}/cmake/*")
file(GLOB_RECURSE lists LIST_DIRECTORIES false "${SOURCE_DIR}/CMakeLists.txt" "${SOURCE_DIR}/*/CMakeLists.txt")
list(APPEND candidates ${lists})
list(FILTER candidates EXCLUDE REGEX "/(build|dist|node_modules)/")
list(REMOVE_DUPLICATES candidates)

set(found "")
set(scanned 0)
foreach(file IN LISTS candidates)
    # Recorded traffic and generated corpora are data, not code that reads files.
    if(file MATCHES "\\.(jsonl|png|svg|qm|ico|icns)$")
        continue()
    endif()
    math(EXPR scanned "${scanned} + 1")
    file(STRINGS "${file}" lines)
    set(number 0)
    foreach(line IN LISTS lines)
        math(EXPR number "${number} + 1")
        foreach(pattern IN LISTS patterns)
            if(line MATCHES "${pattern}")
                file(RELATIVE_PATH relative "${SOURCE_DIR}" "${file}")
                string(STRIP "${line}" shown)
                string(APPEND found "  ${relative}:${number}: ${shown}\n")
                break()
            endif()
        endforeach()
    endforeach()
endforeach()

if(scanned LESS 50)
    message(FATAL_ERROR "standalone.cmake: only ${scanned} files found under ${SOURCE_DIR}: is SOURCE_DIR the checkout?")
endif()
if(found)
    message(FATAL_ERROR "These lines reach outside the checkout; a clone does not have what they read "
                        "(record traffic into tests/data, take the schema oracle from the npm peers):\n${found}")
endif()
message(STATUS "standalone: ${scanned} files of tests/, scripts/, .ci/, cmake/ and the CMakeLists.txt read nothing beside the checkout")
