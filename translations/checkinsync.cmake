# SPDX-License-Identifier: MIT
# translations_in_sync: runs lupdate, exactly as the update_translations target does, on a
# copy of each committed .ts file and fails when anything would change (a string added,
# changed or removed in the sources) or when an entry is unfinished, vanished or obsolete.
foreach(var LUPDATE LCONVERT PROJECT_DESCRIPTION GENERATE_PROJECT TS_FILES WORK_DIR)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "checkinsync.cmake needs -D${var}=...")
    endif()
endforeach()
if(NOT EXISTS "${PROJECT_DESCRIPTION}")
    message(FATAL_ERROR "${PROJECT_DESCRIPTION} does not exist; re-run CMake.")
endif()

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
execute_process(
    COMMAND "${CMAKE_COMMAND}" "-DIN_FILE=${PROJECT_DESCRIPTION}" "-DOUT_FILE=${WORK_DIR}/project.json"
            -P "${GENERATE_PROJECT}"
    RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "Could not write the lupdate project file (${rc}).")
endif()

set(failures "")
foreach(ts IN LISTS TS_FILES PLURALS_TS_FILES)
    get_filename_component(name "${ts}" NAME)
    set(copy "${WORK_DIR}/${name}")
    file(COPY_FILE "${ts}" "${copy}")
    execute_process(
        COMMAND "${LUPDATE}" -silent -project "${WORK_DIR}/project.json" ${LUPDATE_OPTIONS} -ts "${copy}"
        RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "lupdate failed (${rc}):\n${out}${err}")
    endif()
    list(FIND PLURALS_TS_FILES "${ts}" plurals_index)
    if(NOT plurals_index EQUAL -1)
        # The plural forms only (English), filtered with lconvert as qt_add_translations does.
        execute_process(
            COMMAND "${LCONVERT}" -pluralonly -i "${copy}" -o "${copy}.plurals"
            RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
        if(NOT rc EQUAL 0)
            message(FATAL_ERROR "lconvert failed (${rc}):\n${out}${err}")
        endif()
        file(RENAME "${copy}.plurals" "${copy}")
    endif()
    file(READ "${ts}" committed)
    file(READ "${copy}" updated)
    if(NOT committed STREQUAL updated)
        message(STATUS "${name} is out of date with the sources; lupdate would change it:")
        # Straight to the test's output, unformatted.
        execute_process(COMMAND diff -u "${ts}" "${copy}")
        string(APPEND failures "${name} is out of date with the sources.\n")
    endif()
    string(REGEX MATCHALL "<translation type=\"(unfinished|vanished|obsolete)\"" marks "${updated}")
    list(LENGTH marks count)
    if(count GREATER 0)
        string(APPEND failures "${name} has ${count} unfinished or stale entries:\n")
        string(REGEX MATCHALL "<source>[^<]*</source>[ \n\t]*<translation type=\"[a-z]+\"" bad "${updated}")
        foreach(entry IN LISTS bad)
            string(REGEX REPLACE "[ \n\t]+" " " entry "${entry}")
            string(APPEND failures "    ${entry}\n")
        endforeach()
    endif()
endforeach()

if(failures)
    message(STATUS "${failures}"
        "Refresh with: cmake --build <builddir> --target update_translations\n"
        "then translate every entry marked type=\"unfinished\" and remove that mark.")
    message(FATAL_ERROR "Translations are not in sync.")
endif()
message(STATUS "Translations are in sync with the sources and complete.")
