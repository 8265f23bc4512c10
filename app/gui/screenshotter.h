// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QSize>
#include <QString>

class QTimer;

namespace mcpscope::gui {

class MainWindow;

/// Waits for the window's connection to be ready, lets the first notifications settle,
/// saves a picture of the window and quits the application (exit code 0 on success).
class Screenshotter : public QObject
{
    Q_OBJECT
public:
    static constexpr int SettleMs = 700;
    static constexpr int TimeoutMs = 20000;

    Screenshotter(MainWindow *window, const QString &path, QObject *parent = nullptr);

private:
    void onReady();
    void capture();
    void giveUp(const QString &reason);

    MainWindow *m_window;
    QString m_path;
    QTimer *m_timeout;
    bool m_done = false;
};

} // namespace mcpscope::gui
