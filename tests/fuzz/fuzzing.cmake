# SPDX-License-Identifier: MIT
# MCPSCOPE_FUZZ=ON (a separate build directory, clang): every target of ours is built with
# libFuzzer's coverage instrumentation, AddressSanitizer and UndefinedBehaviorSanitizer, and
# the fuzz targets in this folder are added. Included from the top-level CMakeLists.txt
# before any target exists, so the flags reach core too. tests/fuzz/run_fuzz.sh drives it.
if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "MCPSCOPE_FUZZ needs clang (libFuzzer): configure a separate build "
                        "directory with -DCMAKE_CXX_COMPILER=clang++ -DMCPSCOPE_FUZZ=ON")
endif()
# Optimised, but with Q_ASSERT / assert / libstdc++ checks on: a failed assertion is a finding.
add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined
                    -fno-omit-frame-pointer -UQT_NO_DEBUG -UNDEBUG -D_GLIBCXX_ASSERTIONS)
add_link_options(-fsanitize=address,undefined)
add_subdirectory(${CMAKE_CURRENT_LIST_DIR} ${CMAKE_BINARY_DIR}/tests/fuzz)
