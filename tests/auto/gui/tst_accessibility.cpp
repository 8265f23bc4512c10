// SPDX-License-Identifier: MIT
// Keyboard and screen-reader access to the main window and the main dialogs:
// - names: the accessible tree of each window (QAccessible, as a screen reader sees it) has no
//   interactive element without a name;
// - tab order: from the first control, Tab reaches every visible, enabled control that takes
//   focus exactly once, in reading order (never back up within a column), and comes back round
//   (no control keeps the focus: no trap).
#include "findchild.h"
#include "mainwindow.h"
#include "mcp/elicitation.h"
#include "mcp/mcpclient.h"
#include "profiles/serverconfigfile.h"
#include "profiles/serverprofile.h"
#include "testpaths.h"
#include "widgets/collections/collectionpanel.h"
#include "widgets/dialogs/connectiondialog.h"
#include "widgets/dialogs/elicitationdialog.h"
#include "widgets/dialogs/exportdialog.h"
#include "widgets/dialogs/guidedialog.h"
#include "widgets/dialogs/importserversdialog.h"
#include "widgets/dialogs/preferencesdialog.h"
#include "widgets/dialogs/samplingdialog.h"
#include "widgets/prompts/promptspanel.h"
#include "widgets/resources/resourcespanel.h"
#include "widgets/start/startpage.h"
#include "widgets/tools/toolspanel.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QApplication>
#include <QButtonGroup>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QJsonArray>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>
#include <QToolBar>
#include <QTreeView>
#include <QTreeWidget>

#include <functional>
#include <memory>

using namespace mcpscope;
using namespace mcpscope::gui;

namespace {

bool isInteractive(QAccessible::Role role)
{
    switch (role) {
    case QAccessible::PushButton:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::EditableText:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::Dial:
    case QAccessible::PageTab:
    case QAccessible::List:
    case QAccessible::Tree:
    case QAccessible::Table:
    case QAccessible::MenuItem:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::ButtonDropGrid:
    case QAccessible::HotkeyField:
    case QAccessible::Link:
        return true;
    default:
        return false;
    }
}

/// Roles whose children are items (rows, cells, a popup list), not controls of their own.
bool hasItemChildren(QAccessible::Role role)
{
    switch (role) {
    case QAccessible::ComboBox:
    case QAccessible::List:
    case QAccessible::Tree:
    case QAccessible::Table:
    case QAccessible::EditableText:
    case QAccessible::SpinBox:
        return true;
    default:
        return false;
    }
}

QString describe(QAccessibleInterface *iface)
{
    QString what = QString::number(int(iface->role()), 16);
    if (const QObject *object = iface->object()) {
        what = QString::fromLatin1(object->metaObject()->className());
        if (!object->objectName().isEmpty())
            what += u'#' + object->objectName();
        if (auto *button = qobject_cast<const QAbstractButton *>(object); button && !button->toolTip().isEmpty())
            what += QStringLiteral(" (tooltip \"%1\")").arg(button->toolTip());
        QStringList parents;
        for (const QObject *p = object->parent(); p && parents.size() < 4; p = p->parent()) {
            QString name = QString::fromLatin1(p->metaObject()->className());
            if (!p->objectName().isEmpty() && !p->objectName().startsWith(QLatin1String("qt_")))
                name += u'#' + p->objectName();
            parents << name;
        }
        what += QStringLiteral(" in ") + parents.join(QStringLiteral(" < "));
    } else if (QAccessibleInterface *parent = iface->parent()) {
        what += QStringLiteral(" \"%1\" of %2").arg(iface->text(QAccessible::Description), describe(parent));
    }
    return what;
}

void collectNameless(QAccessibleInterface *iface, QStringList *nameless, int depth = 0)
{
    if (!iface || !iface->isValid() || depth > 60)
        return;
    const QAccessible::Role role = iface->role();
    if (isInteractive(role) && iface->text(QAccessible::Name).trimmed().isEmpty())
        nameless->append(describe(iface));
    if (hasItemChildren(role))
        return;
    for (int i = 0; i < iface->childCount(); ++i) {
        QAccessibleInterface *child = iface->child(i);
        if (child && child->role() != QAccessible::Separator)
            collectNameless(child, nameless, depth + 1);
    }
}

/// The widget that stands for @p w in the tab chain (a spin box for its line edit).
QWidget *owner(QWidget *w)
{
    while (w && w->parentWidget() && w->parentWidget()->focusProxy() == w)
        w = w->parentWidget();
    return w;
}

QList<QWidget *> tabStops(QWidget *window)
{
    QList<QWidget *> stops;
    const QList<QWidget *> all = window->findChildren<QWidget *>();
    for (QWidget *w : all) {
        if (w->window() != window || !w->isVisible() || !w->isEnabled() || !(w->focusPolicy() & Qt::TabFocus))
            continue;
        if (w->focusProxy())
            continue;
        QWidget *stop = owner(w);
        if (!stops.contains(stop))
            stops << stop;
    }
    return stops;
}

QList<QWidget *> groupMates(QWidget *w);

/// Controls that take input but that Tab cannot reach (toolbar buttons, scroll bars, headers
/// and a dock's title buttons are reached by other means, or are parts of another control).
QList<QWidget *> unreachableControls(QWidget *window)
{
    QList<QWidget *> out;
    const QList<QWidget *> all = window->findChildren<QWidget *>();
    for (QWidget *w : all) {
        if (w->window() != window || !w->isVisible() || !w->isEnabled())
            continue;
        const bool control = qobject_cast<QAbstractButton *>(w) || qobject_cast<QTabBar *>(w)
                             || qobject_cast<QAbstractItemView *>(w) || qobject_cast<QLineEdit *>(w)
                             || qobject_cast<QComboBox *>(w) || qobject_cast<QAbstractSpinBox *>(w)
                             || (qobject_cast<QAbstractSlider *>(w) && !qobject_cast<QScrollBar *>(w))
                             || qobject_cast<QTextEdit *>(w) || qobject_cast<QPlainTextEdit *>(w);
        if (!control || qobject_cast<QHeaderView *>(w))
            continue;
        QWidget *parent = w->parentWidget();
        if (qobject_cast<QToolBar *>(parent) || qobject_cast<QTabBar *>(parent)
            || qobject_cast<QAbstractSpinBox *>(parent) || qobject_cast<QComboBox *>(parent)
            || w->objectName().startsWith(QLatin1String("qt_")))
            continue;
        if (qobject_cast<QDockWidget *>(parent) && qobject_cast<QAbstractButton *>(w))
            continue;
        if ((w->focusPolicy() & Qt::TabFocus) || (w->focusProxy() && (w->focusProxy()->focusPolicy() & Qt::TabFocus)))
            continue;
        // Of an exclusive group only the checked button is a stop (the arrow keys reach the rest).
        const QList<QWidget *> mates = groupMates(w);
        if (std::any_of(mates.cbegin(), mates.cend(), [](QWidget *m) { return m->focusPolicy() & Qt::TabFocus; }))
            continue;
        out << w;
    }
    return out;
}

QString label(QWidget *w)
{
    QString text = QString::fromLatin1(w->metaObject()->className());
    if (!w->objectName().isEmpty())
        text += u'#' + w->objectName();
    if (!w->accessibleName().isEmpty())
        text += QStringLiteral(" \"%1\"").arg(w->accessibleName());
    else if (auto *button = qobject_cast<QAbstractButton *>(w))
        text += QStringLiteral(" \"%1\"").arg(button->text());
    return text;
}

/// The buttons that share one tab stop with @p w (an exclusive group: Tab reaches the checked
/// one, the arrow keys the others).
QList<QWidget *> groupMates(QWidget *w)
{
    QList<QWidget *> mates;
    auto *button = qobject_cast<QAbstractButton *>(w);
    if (!button || !button->isCheckable())
        return mates;
    if (QButtonGroup *group = button->group(); group && group->exclusive()) {
        const QList<QAbstractButton *> buttons = group->buttons();
        for (QAbstractButton *b : buttons)
            mates << b;
    } else if (button->autoExclusive() && button->parentWidget()) {
        const QList<QAbstractButton *> siblings
            = button->parentWidget()->findChildren<QAbstractButton *>(Qt::FindDirectChildrenOnly);
        for (QAbstractButton *b : siblings) {
            if (b->autoExclusive() && b->isCheckable())
                mates << b;
        }
    }
    mates.removeOne(w);
    return mates;
}

QRect geometryIn(QWidget *w, QWidget *window)
{
    return QRect(w->mapTo(window, QPoint(0, 0)), w->size());
}

} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QAccessible::setActive(true);
        // The start page reads the configuration files of this home (a copy of the fixture's).
        const QString from = QStringLiteral(FIXTURES_DIR "/configscan/home");
        const QString home = m_dir.filePath(QStringLiteral("home"));
        QVERIFY(test::copyTree(from, home));
        qputenv("HOME", home.toUtf8());
        qputenv("XDG_CONFIG_HOME", (home + QStringLiteral("/.config")).toUtf8());
    }

    void names_data() { surfaces(); }
    void names()
    {
        QFETCH(QString, surface);
        std::unique_ptr<QWidget> window = make(surface);
        QVERIFY(window);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        prepare(surface, window.get());

        QStringList nameless;
        collectNameless(QAccessible::queryAccessibleInterface(window.get()), &nameless);
        // Menus are windows of their own.
        const QList<QMenu *> menus = window->findChildren<QMenu *>();
        for (QMenu *menu : menus)
            collectNameless(QAccessible::queryAccessibleInterface(menu), &nameless);
        nameless.removeDuplicates();
        QVERIFY2(nameless.isEmpty(), qPrintable(QStringLiteral("%1 nameless in %2:\n").arg(nameless.size()).arg(surface)
                                                + nameless.join(QLatin1Char('\n'))));
    }

    void tabOrder_data() { surfaces(); }
    void tabOrder()
    {
        QFETCH(QString, surface);
        std::unique_ptr<QWidget> window = make(surface);
        QVERIFY(window);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        prepare(surface, window.get());

        // MCPSCOPE_DUMP_CHAIN=1 prints the focus chain and each Tab (to see why an order is wrong).
        if (qEnvironmentVariableIsSet("MCPSCOPE_DUMP_CHAIN")) {
            int n = 0;
            QWidget *w = window->nextInFocusChain();
            for (; w != window.get() && n < 3000; w = w->nextInFocusChain(), ++n) {
                if (w->focusPolicy() & Qt::TabFocus)
                    qInfo() << n << label(w) << w->isVisible();
            }
            qInfo() << "ring closed:" << (w == window.get()) << n;
        }
        const QList<QWidget *> stops = tabStops(window.get());
        QVERIFY(stops.size() > 1);
        // Start at the first control in the chain.
        QWidget *first = nullptr;
        for (QWidget *w = window->nextInFocusChain(); w != window.get(); w = w->nextInFocusChain()) {
            if (stops.contains(owner(w))) {
                first = w;
                break;
            }
        }
        QVERIFY(first);
        first->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(QApplication::focusWidget());
        QWidget *start = owner(QApplication::focusWidget());
        if (qEnvironmentVariableIsSet("MCPSCOPE_DUMP_CHAIN"))
            qInfo() << "first" << label(first) << "focus" << label(QApplication::focusWidget());

        QList<QWidget *> visited{start};
        QStringList problems;
        for (int step = 0; step < 3 * stops.size() + 10; ++step) {
            QWidget *before = QApplication::focusWidget();
            QTest::keyClick(before, Qt::Key_Tab);
            QWidget *now = QApplication::focusWidget();
            if (qEnvironmentVariableIsSet("MCPSCOPE_DUMP_CHAIN"))
                qInfo() << "Tab:" << label(before) << "->" << (now ? label(now) : QString());
            if (!now || now->window() != window.get()) {
                problems << QStringLiteral("Tab after %1 left the window").arg(label(owner(before)));
                break;
            }
            if (now == before) {
                problems << QStringLiteral("%1 keeps the focus on Tab (a trap)").arg(label(owner(now)));
                break;
            }
            if (owner(now) == start)
                break;
            visited << owner(now);
        }
        if (owner(QApplication::focusWidget()) != start && problems.isEmpty())
            problems << QStringLiteral("Tab never came back to %1").arg(label(start));

        QStringList order;
        for (QWidget *w : std::as_const(visited))
            order << label(w);
        for (QWidget *w : std::as_const(visited)) {
            if (visited.count(w) > 1 && !problems.contains(QStringLiteral("reached twice: ") + label(w)))
                problems << QStringLiteral("reached twice: ") + label(w);
            // (A button may become enabled on the way: a list's current item chosen.)
            if (!stops.contains(w) && !(w->isVisible() && w->isEnabled()))
                problems << QStringLiteral("reached, but not a visible enabled control: ") + label(w);
        }
        for (QWidget *w : unreachableControls(window.get()))
            problems << QStringLiteral("takes no keyboard focus: ") + label(w);
        for (QWidget *w : stops) {
            const QList<QWidget *> mates = groupMates(w);
            const bool mateReached
                = std::any_of(mates.cbegin(), mates.cend(), [&](QWidget *m) { return visited.contains(m); });
            if (!visited.contains(w) && !mateReached)
                problems << QStringLiteral("never reached: ") + label(w);
        }
        // Reading order: going round the ring of controls, the next one is wholly above the
        // current one in the same column (a jump back up) once only: from the last control
        // back to the first.
        QStringList backUps;
        for (qsizetype i = 0; i < visited.size(); ++i) {
            QWidget *from = visited.at(i);
            QWidget *to = visited.at((i + 1) % visited.size());
            const QRect a = geometryIn(from, window.get());
            const QRect b = geometryIn(to, window.get());
            const bool sameColumn = a.left() < b.right() && b.left() < a.right();
            if (sameColumn && b.bottom() <= a.top())
                backUps << QStringLiteral("back up: %1 -> %2").arg(label(from), label(to));
        }
        if (backUps.size() > 1)
            problems << backUps;
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1:\n").arg(surface) + problems.join(QLatin1Char('\n'))
                                                + QStringLiteral("\norder:\n  ") + order.join(QStringLiteral("\n  "))));
    }

private:
    void surfaces()
    {
        QTest::addColumn<QString>("surface");
        for (const char *name :
             {"mainwindow", "mainwindow-tools", "mainwindow-resources", "mainwindow-prompts", "mainwindow-collections",
              "connection-command", "connection-url", "preferences", "export", "importservers", "sampling",
              "elicitation-form", "elicitation-url", "startpage", "guide"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    std::unique_ptr<QWidget> make(const QString &surface)
    {
        if (surface == u"startpage") {
            auto window = std::make_unique<MainWindow>(ServerProfile());
            window->resize(1200, 800);
            return window;
        }
        if (surface == u"guide")
            return std::make_unique<GuideDialog>();
        if (surface.startsWith(u"mainwindow")) {
            StdioServerConfig config;
            config.program = test::demoServerBinary();
            auto window = std::make_unique<MainWindow>(config);
            window->resize(1200, 800);
            return window;
        }
        if (surface.startsWith(u"connection-")) {
            m_store = std::make_unique<ServerProfileStore>(m_dir.filePath(QStringLiteral("profiles.json")));
            ServerProfile profile;
            profile.name = QStringLiteral("weather");
            if (surface == u"connection-url") {
                profile.url = QStringLiteral("https://mcp.example.com/mcp");
                profile.headers = {{QStringLiteral("X-Team"), QStringLiteral("blue")}};
            } else {
                profile.program = QStringLiteral("uvx");
                profile.arguments = {QStringLiteral("weather-server")};
                profile.environment = {{QStringLiteral("TOKEN"), QStringLiteral("abc123")}};
            }
            auto dialog = std::make_unique<ConnectionDialog>(m_store.get(), profile);
            dialog->setQuiet(true);
            return dialog;
        }
        if (surface == u"preferences")
            return std::make_unique<PreferencesDialog>();
        if (surface == u"export")
            return std::make_unique<ExportDialog>();
        if (surface == u"importservers") {
            ServerConfigFile file;
            QString error;
            if (!file.parse(R"({"mcpServers": {"files": {"command": "npx", "args": ["-y", "server"]},
                                "remote": {"type": "http", "url": "https://example.com/mcp"}}})",
                            &error))
                qFatal("%s", qPrintable(error));
            return std::make_unique<ImportServersDialog>(QStringLiteral("claude_desktop_config.json"), file.entries());
        }
        if (surface == u"sampling") {
            auto dialog = std::make_unique<SamplingDialog>();
            dialog->setServerName(QStringLiteral("Picture Server"));
            dialog->setRequest(
                QJsonObject{{QStringLiteral("messages"),
                             QJsonArray{QJsonObject{{QStringLiteral("role"), QStringLiteral("user")},
                                                    {QStringLiteral("content"),
                                                     QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                                 {QStringLiteral("text"), QStringLiteral("Hi")}}}}}},
                            {QStringLiteral("maxTokens"), 100}});
            return dialog;
        }
        if (surface == u"elicitation-form") {
            auto dialog = std::make_unique<ElicitationDialog>();
            dialog->setServerName(QStringLiteral("Form Server"));
            const QJsonObject properties{
                {QStringLiteral("name"), QJsonObject{{QStringLiteral("type"), QStringLiteral("string")},
                                                     {QStringLiteral("title"), QStringLiteral("Name")}}},
                {QStringLiteral("age"), QJsonObject{{QStringLiteral("type"), QStringLiteral("integer")}}},
                {QStringLiteral("subscribe"), QJsonObject{{QStringLiteral("type"), QStringLiteral("boolean")}}},
                {QStringLiteral("colour"),
                 QJsonObject{{QStringLiteral("type"), QStringLiteral("string")},
                             {QStringLiteral("enum"), QJsonArray{QStringLiteral("red"), QStringLiteral("blue")}}}}};
            dialog->setRequest(ElicitationRequest::fromParams(
                {{QStringLiteral("message"), QStringLiteral("About you")},
                 {QStringLiteral("requestedSchema"), QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
                                                                 {QStringLiteral("properties"), properties}}}}));
            return dialog;
        }
        if (surface == u"elicitation-url") {
            auto dialog = std::make_unique<ElicitationDialog>();
            dialog->setServerName(QStringLiteral("Login Server"));
            dialog->setRequest(
                ElicitationRequest::fromParams({{QStringLiteral("mode"), QStringLiteral("url")},
                                                {QStringLiteral("message"), QStringLiteral("Log in")},
                                                {QStringLiteral("url"), QStringLiteral("https://example.com/login")},
                                                {QStringLiteral("elicitationId"), QStringLiteral("x")}}));
            return dialog;
        }
        return nullptr;
    }

    void prepare(const QString &surface, QWidget *window)
    {
        // The feature tabs, connected to the demo server (they are disabled before).
        if (surface.startsWith(u"mainwindow-")) {
            auto *main = static_cast<MainWindow *>(window);
            main->connectToServer();
            QTRY_VERIFY_WITH_TIMEOUT(main->client()->state() == McpClient::State::Ready, 15000);
            QWidget *page
                = surface == u"mainwindow-tools"       ? static_cast<QWidget *>(main->toolsPanel())
                  : surface == u"mainwindow-resources" ? static_cast<QWidget *>(main->resourcesPanel())
                  : surface == u"mainwindow-prompts"
                      ? static_cast<QWidget *>(main->promptsPanel())
                      : static_cast<QWidget *>(test::child<CollectionPanel>(main, QStringLiteral("collectionPanel")));
            QTRY_VERIFY_WITH_TIMEOUT(main->tabs()->isTabEnabled(main->tabs()->indexOf(page)), 15000);
            main->tabs()->setCurrentWidget(page);
            // The lists fill from the demo server's answers (the collections tab has none).
            const QAbstractItemView *list
                = surface == u"mainwindow-tools"       ? static_cast<QAbstractItemView *>(test::child<QListView>(
                                                       main->toolsPanel(), QStringLiteral("toolsList")))
                  : surface == u"mainwindow-resources" ? static_cast<QAbstractItemView *>(test::child<QTreeView>(
                                                             main->resourcesPanel(), QStringLiteral("resourcesList")))
                  : surface == u"mainwindow-prompts"   ? static_cast<QAbstractItemView *>(test::child<QTreeView>(
                                                           main->promptsPanel(), QStringLiteral("promptsList")))
                                                       : nullptr;
            if (list)
                QTRY_VERIFY_WITH_TIMEOUT(list->model() && list->model()->rowCount() > 0, 15000);
        }
        if (surface == u"connection-url")
            static_cast<ConnectionDialog *>(window)->setMode(ConnectionDialog::Mode::Url);
        // The start page, with the servers of the fixture's configuration files listed.
        if (surface == u"startpage") {
            auto *main = static_cast<MainWindow *>(window);
            main->showStartPage();
            QVERIFY(test::child<StartPage>(main, QStringLiteral("startPage"))->foundList()->topLevelItemCount() > 0);
        }
        QApplication::processEvents();
    }

    QTemporaryDir m_dir;
    std::unique_ptr<ServerProfileStore> m_store;
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
