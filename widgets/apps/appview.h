// SPDX-License-Identifier: MIT
#pragma once

#include "apps/apphost.h"

#include <QFont>
#include <QJsonObject>
#include <QPalette>
#include <QWidget>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QTabWidget;
class QToolButton;

namespace mcpscope {

class NoticeLabel;

/// An MCP App shown beside its tool's result: the app's document in a sandboxed frame of a
/// web view (when this build has Qt WebEngine), its traffic carried to and from an AppHost,
/// and a developer's aids (reload, light and dark theme, locale, display mode, the app's
/// console, its messages and context updates, "Run again with this input").
///
/// Isolation (docs/SECURITY.md): an off-the-record profile per view; no windows, no plugins,
/// no local files; every request of the page refused but those to the origins the resource's
/// `_meta.ui.csp` declares (a request interceptor), and a Content Security Policy built from
/// the same origins on the app's document; the app runs in an iframe with
/// sandbox="allow-scripts" in a host page whose navigation is refused; a relay passes the
/// app's postMessage strings to the AppHost and nothing else; permissions only when declared
/// and the user says yes; links only through ui/open-link and the user's consent.
///
/// Without Qt WebEngine the view shows the app's HTML source, read-only, and says why.
class AppView : public QWidget
{
    Q_OBJECT
public:
    /// Carries the traffic of @p host (not owned).
    explicit AppView(AppHost *host, QWidget *parent = nullptr);
    ~AppView() override;

    /// Whether this build runs apps (MCPSCOPE_WITH_WEBENGINE).
    static bool hasWebEngine();
    /// The CSS variables of the host context (styles.variables) for @p theme ("light" or
    /// "dark"): the colours of @p palette when it is of that theme (else a plain palette of the
    /// theme), and the families and size of @p font and the system's fixed font.
    static QJsonObject styleVariables(const QString &theme, const QPalette &palette, const QFont &font);

    /// The app is shown and ui/initialize answered (a test's and the benchmark's condition).
    bool isAppRunning() const;
    /// The lines of the app's console pane.
    QString consoleText() const;

Q_SIGNALS:
    /// "Run again with this input": call the tool again with the arguments it had.
    void runAgainRequested();
    /// The web view loaded the app's document (loadFinished of its frame).
    void appLoaded();

private:
    struct Engine;
    void buildToolbar();
    void showResource(const AppResource &resource);
    void showProblem(const QString &text);
    void appendConsole(const QString &line);
    void updateContext();
    void askOpenLink(int key, const QUrl &url);

    AppHost *m_host;
    std::unique_ptr<Engine> m_engine;
    QWidget *m_toolbar = nullptr;
    QToolButton *m_reload = nullptr;
    QComboBox *m_theme = nullptr;
    QComboBox *m_locale = nullptr;
    QComboBox *m_displayMode = nullptr;
    QToolButton *m_runAgain = nullptr;
    NoticeLabel *m_notice = nullptr;
    QLabel *m_title = nullptr;
    QWidget *m_content = nullptr;       ///< the web view, or the source view
    QPlainTextEdit *m_source = nullptr; ///< without web engine: the HTML source
    QTabWidget *m_panes = nullptr;
    QPlainTextEdit *m_console = nullptr;
    QPlainTextEdit *m_messages = nullptr;
    bool m_appLoaded = false;
};

} // namespace mcpscope
