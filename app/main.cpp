// SPDX-License-Identifier: MIT
// One executable, two faces: the headless command line (--cli, check, tap) runs on
// QCoreApplication and core only; everything else opens the window.
#include "cli/cli.h"
#include "gui/guimain.h"

#include <cstring>

int main(int argc, char **argv)
{
    if (mcpscope::cli::isCommandLineInvocation(argc, argv))
        return mcpscope::cli::run(argc, argv);
    return mcpscope::gui::run(argc, argv);
}
