# SPDX-License-Identifier: MIT
# package_deb_smoke: builds the .deb with cpack (through make-deb.sh, as `scripts/dev package`
# does), unpacks it with dpkg-deb and checks that the files a user needs are there and that
# the unpacked mcpscope runs. The .deb stays in WORK_DIR/out for package_deb_install.
foreach(var CPACK_COMMAND CPACK_CONFIG WORK_DIR VERSION)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "debsmoke.cmake needs -D${var}=...")
    endif()
endforeach()

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}/out" "${WORK_DIR}/root")

# make-deb.sh takes the build directory, the one that holds CPackConfig.cmake.
get_filename_component(build_dir "${CPACK_CONFIG}" DIRECTORY)
execute_process(
    COMMAND "${CMAKE_COMMAND}" -E env "CPACK=${CPACK_COMMAND}"
            sh "${CMAKE_CURRENT_LIST_DIR}/make-deb.sh" "${build_dir}" "${WORK_DIR}/out"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "make-deb.sh (cpack) failed (${rc}):\n${out}${err}")
endif()
file(GLOB debs "${WORK_DIR}/out/*.deb")
list(LENGTH debs count)
if(NOT count EQUAL 1)
    message(FATAL_ERROR "Expected one .deb in ${WORK_DIR}/out, found ${count}: ${debs}\n${out}")
endif()
get_filename_component(deb_name "${debs}" NAME)
if(NOT deb_name MATCHES "^mcpscope_${VERSION}(-[0-9]+)?_[a-z0-9]+\\.deb$")
    message(FATAL_ERROR "Unexpected package file name ${deb_name} (expected mcpscope_${VERSION}_ARCH.deb)")
endif()
message(STATUS "Built ${deb_name}")

execute_process(COMMAND dpkg-deb --field "${debs}" Package Version Section Maintainer Depends
                RESULT_VARIABLE rc OUTPUT_VARIABLE fields ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "dpkg-deb --field failed: ${err}")
endif()
message(STATUS "Control fields:\n${fields}")
foreach(expected "Package: mcpscope" "Version: ${VERSION}" "Section: devel" "Maintainer: ")
    string(FIND "${fields}" "${expected}" at)
    if(at LESS 0)
        message(FATAL_ERROR "The control file lacks \"${expected}\"")
    endif()
endforeach()
# SHLIBDEPS must have found the Qt libraries the binaries link.
if(NOT fields MATCHES "Depends: [^\n]*libqt6widgets6")
    message(FATAL_ERROR "Depends does not name libqt6widgets6 (was dpkg-shlibdeps run?)")
endif()

execute_process(COMMAND dpkg-deb -x "${debs}" "${WORK_DIR}/root"
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "dpkg-deb -x failed: ${err}")
endif()

set(root "${WORK_DIR}/root")
set(app_id io.github.mcpscope.mcpscope)
foreach(file
        usr/bin/mcpscope
        usr/bin/mcpscope-gui
        usr/bin/mcpscope-demo-server
        usr/share/applications/${app_id}.desktop
        usr/share/metainfo/${app_id}.metainfo.xml
        usr/share/icons/hicolor/scalable/apps/${app_id}.svg
        usr/share/icons/hicolor/256x256/apps/${app_id}.png)
    if(NOT EXISTS "${root}/${file}")
        message(FATAL_ERROR "The package lacks /${file}")
    endif()
endforeach()

execute_process(COMMAND "${root}/usr/bin/mcpscope" --version
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "The packaged mcpscope --version failed (${rc}):\n${out}${err}")
endif()
string(FIND "${out}${err}" "${VERSION}" at)
if(at LESS 0)
    message(FATAL_ERROR "The packaged mcpscope --version does not print ${VERSION}:\n${out}${err}")
endif()
message(STATUS "Packaged mcpscope --version: ${out}")
file(REMOVE_RECURSE "${WORK_DIR}/root")
