// SPDX-License-Identifier: MIT
// mcpscope-gui: the inspector window (normally started through mcpscope).
#include "guimain.h"

int main(int argc, char **argv)
{
    return mcpscope::gui::run(argc, argv);
}
