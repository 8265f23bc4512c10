// SPDX-License-Identifier: MIT
// mcpscope: the headless command line (--cli, check, tap, export, compare, run, replay,
// --version) runs right here on QCoreApplication, core, cli and oauth; anything else is the
// window, which lives in mcpscope-gui beside this binary. So does `mcpscope --help` (it lists
// the commands and the window's options) and the answer to an unknown command word. Keeping
// Widgets out of this process (and creating nothing of Gui) makes the command line quick and
// small, and proves it needs no display.
#include "cli/cli.h"

#include <QByteArray>
#include <QFileInfo>
#include <QString>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <unistd.h>

namespace {

QByteArray guiBinary()
{
    const QString self = QFileInfo(QStringLiteral("/proc/self/exe")).canonicalFilePath();
    return (QFileInfo(self).absolutePath() + QStringLiteral("/mcpscope-gui")).toLocal8Bit();
}

} // namespace

int main(int argc, char **argv)
{
    if (mcpscope::cli::isCommandLineInvocation(argc, argv))
        return mcpscope::cli::run(argc, argv);

    const QByteArray gui = guiBinary();
    execv(gui.constData(), argv);
    std::fprintf(stderr,
                 "mcpscope: cannot start the window program %s: %s\n"
                 "mcpscope: the command line still works: mcpscope --cli --help\n",
                 gui.constData(), std::strerror(errno));
    return 1;
}
