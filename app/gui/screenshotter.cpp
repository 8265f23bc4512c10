// SPDX-License-Identifier: MIT
#include "screenshotter.h"

#include "mainwindow.h"

#include <QCoreApplication>
#include <QPixmap>
#include <QTimer>

#include <cstdio>

namespace mcpscope::gui {

Screenshotter::Screenshotter(MainWindow *window, const QString &path, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_path(path)
    , m_timeout(new QTimer(this))
{
    m_timeout->setSingleShot(true);
    connect(m_timeout, &QTimer::timeout, this, [this] {
        giveUp(tr("The server was not ready within %1 seconds; no screenshot was taken.").arg(TimeoutMs / 1000));
    });
    m_timeout->start(TimeoutMs);
    connect(window, &MainWindow::connectionReady, this, &Screenshotter::onReady);
    connect(window, &MainWindow::sessionOpened, this, &Screenshotter::onReady);
    connect(window, &MainWindow::startPageShown, this, &Screenshotter::onReady);
    connect(window, &MainWindow::connectionFailed, this, [this](const QString &reason) {
        giveUp(tr("The connection failed, so no screenshot was taken: %1").arg(reason));
    });
}

void Screenshotter::onReady()
{
    if (m_done)
        return;
    QTimer::singleShot(SettleMs, this, &Screenshotter::capture);
}

void Screenshotter::capture()
{
    if (m_done)
        return;
    m_done = true;
    m_timeout->stop();
    const QPixmap picture = m_window->grab();
    if (picture.isNull() || !picture.save(m_path, "PNG")) {
        std::fprintf(stderr, "%s\n", qUtf8Printable(tr("Could not write the screenshot to \"%1\".").arg(m_path)));
        QCoreApplication::exit(1);
        return;
    }
    QCoreApplication::exit(0);
}

void Screenshotter::giveUp(const QString &reason)
{
    if (m_done)
        return;
    m_done = true;
    std::fprintf(stderr, "mcpscope: %s\n", qUtf8Printable(reason));
    QCoreApplication::exit(1);
}

} // namespace mcpscope::gui
