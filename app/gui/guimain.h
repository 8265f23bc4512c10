// SPDX-License-Identifier: MIT
#pragma once

namespace mcpscope::gui {

/// Creates the QApplication and the main window; returns the exit code.
int run(int argc, char **argv);

} // namespace mcpscope::gui
