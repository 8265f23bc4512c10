// SPDX-License-Identifier: MIT
// Help > Guide: a short guide to mcpscope in plain words. Implemented in guidedialog.cpp.
#pragma once

#include <QDialog>

class QTextBrowser;

namespace mcpscope {

/// A short guide inside the app: connecting to a server, calling a tool without JSON,
/// reading the timeline and the diagnostics, what to do when a server fails, sharing a
/// session, and the same from a terminal. No links leave the app.
class GuideDialog : public QDialog
{
    Q_OBJECT
public:
    explicit GuideDialog(QWidget *parent = nullptr);

    QTextBrowser *browser() const { return m_browser; }
    /// The guide as HTML (its texts are translated).
    static QString html();

private:
    QTextBrowser *m_browser;
};

} // namespace mcpscope
