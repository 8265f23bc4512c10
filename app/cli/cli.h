// SPDX-License-Identifier: MIT
#pragma once

namespace mcpscope::cli {

/// True when the arguments ask for the headless command line (--cli, or --version first).
bool isCommandLineInvocation(int argc, char **argv);
/// Runs the headless command line; never creates a QGuiApplication. Returns the exit code.
int run(int argc, char **argv);

} // namespace mcpscope::cli
