// SPDX-License-Identifier: MIT
#include "guimain.h"

#include "autosave.h"
#include "mainwindow.h"
#include "mcp/mcpclient.h"
#include "screenshotter.h"
#include "widgets/common/appicon.h"
#include "widgets/prompts/promptspanel.h"
#include "widgets/resources/resourcespanel.h"
#include "widgets/tools/toolspanel.h"
#include "workspacewindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTimer>
#include <QTranslator>

#include <cstdio>
#include <cstring>
#include <utility>

namespace mcpscope::gui {

namespace {

// The translation context of the texts below.
struct GuiMain
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::gui::GuiMain)
};

void installTranslators(QCoreApplication &app)
{
    auto *qtTranslator = new QTranslator(&app);
    if (qtTranslator->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator);
    auto *translator = new QTranslator(&app);
    // English needs its plural forms too ("1 tool", "2 tools"); the C locale reads English.
    if (translator->load(QLocale(), QStringLiteral("mcpscope"), QStringLiteral("_"), QStringLiteral(":/i18n"))
        || (QLocale().language() == QLocale::C && translator->load(QStringLiteral(":/i18n/mcpscope_en.qm"))))
        QCoreApplication::installTranslator(translator);
}

bool parseSize(const QString &text, QSize *size)
{
    if (text.trimmed() == QLatin1String("auto")) {
        *size = QSize(); // the size the window opens at by itself
        return true;
    }
    static const QRegularExpression pattern(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$"));
    const QRegularExpressionMatch match = pattern.match(text.trimmed());
    if (!match.hasMatch())
        return false;
    *size = QSize(match.captured(1).toInt(), match.captured(2).toInt());
    return size->width() >= 200 && size->height() >= 150;
}

void complain(const QString &text)
{
    std::fprintf(stderr, "mcpscope: %s\n", qUtf8Printable(text));
}

void setApplicationInfo(QCoreApplication &app)
{
    QCoreApplication::setApplicationName(QStringLiteral("mcpscope"));
    QCoreApplication::setOrganizationName(QStringLiteral("mcpscope"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MCPSCOPE_VERSION));
    installTranslators(app);
}

/// The commands of mcpscope, each run by "mcpscope COMMAND" on the command line alone (no window;
/// app/main.cpp hands them to app/cli), with one line about each. The list `mcpscope --help`
/// shows; tests/auto/cli/tst_commands runs "COMMAND --help" for every name in it.
QList<std::pair<QString, QString>> commands()
{
    return {
        {QStringLiteral("--cli"), GuiMain::tr("Call one method of a server and print the result.")},
        {QStringLiteral("check"), GuiMain::tr("Validate a recorded session offline against JSON-RPC and MCP.")},
        {QStringLiteral("tap"), GuiMain::tr("Sit between an MCP host and a server and record the session.")},
        {QStringLiteral("export"), GuiMain::tr("Turn a recorded session into HTML, Markdown or a session file.")},
        {QStringLiteral("compare"), GuiMain::tr("Compare two recorded sessions (server, lists, results).")},
        {QStringLiteral("diff"), GuiMain::tr("Compare what two servers offer (tools, schemas, capabilities) for CI.")},
        {QStringLiteral("run"), GuiMain::tr("Run a collection against a server and check its expectations.")},
        {QStringLiteral("replay"), GuiMain::tr("Send a recorded session's requests again and compare the answers.")},
    };
}

/// The list of commands, as `mcpscope --help` shows it and an unknown command word is answered.
QString commandList()
{
    QString text = GuiMain::tr("Commands (mcpscope COMMAND [arguments...], without a window):") + QLatin1Char('\n');
    for (const auto &[name, description] : commands())
        text += QStringLiteral("  ") + name.leftJustified(9) + description + QLatin1Char('\n');
    text += GuiMain::tr("Each command has its own help: mcpscope COMMAND --help, for example\n"
                        "mcpscope run --help or mcpscope --cli --help.")
            + QLatin1Char('\n');
    return text;
}

struct Options
{
    QCommandLineOption screenshot{QStringLiteral("screenshot"),
                                  GuiMain::tr("Once the server is ready, save a picture of the window "
                                              "to <file> (PNG) and exit."),
                                  GuiMain::tr("file")};
    QCommandLineOption size{QStringLiteral("size"),
                            GuiMain::tr("Window size for --screenshot (default 1280x800; auto: the size the window "
                                        "opens at by itself)."),
                            GuiMain::tr("WxH"), QStringLiteral("1280x800")};
    QCommandLineOption tab{QStringLiteral("tab"),
                           GuiMain::tr("Show the tab <name> first: messages, tools, resources or prompts."),
                           GuiMain::tr("name"), QStringLiteral("messages")};
    QCommandLineOption profile{
        QStringLiteral("profile"),
        GuiMain::tr("Connect to the saved server called <name> (see Server > Connect to Server)."),
        GuiMain::tr("name")};
    QCommandLineOption demo{QStringLiteral("demo"),
                            GuiMain::tr("Start the built-in demo server (mcpscope-demo-server) and connect to it.")};
    QCommandLineOption workspace{QStringLiteral("workspace"),
                                 GuiMain::tr("Open the workspace <file>: several servers in one window."),
                                 GuiMain::tr("file")};
    QCommandLineOption config{QStringLiteral("config"),
                              GuiMain::tr("Open every server of the mcpServers configuration <file> (Claude Desktop, "
                                          "VS Code, Cursor, …) in one window."),
                              GuiMain::tr("file")};
    QCommandLineOption open{QStringLiteral("open"),
                            GuiMain::tr("Open the session file or transcript <file> read-only instead of "
                                        "starting a server."),
                            GuiMain::tr("file")};

    void addTo(QCommandLineParser &parser) const
    {
        parser.setApplicationDescription(GuiMain::tr("Inspect an MCP (Model Context Protocol) server: mcpscope "
                                                     "starts it, speaks MCP to it and shows every message.")
                                         + QStringLiteral("\n\n") + commandList() + QLatin1Char('\n')
                                         + GuiMain::tr("Without a command, mcpscope opens the window, with these "
                                                       "options:"));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOption(screenshot);
        parser.addOption(size);
        parser.addOption(tab);
        parser.addOption(profile);
        parser.addOption(open);
        parser.addOption(demo);
        parser.addOption(workspace);
        parser.addOption(config);
        parser.addPositionalArgument(
            QStringLiteral("command"),
            GuiMain::tr(
                "The server to start, after \"--\": a program and its arguments (no shell); or the "
                "http:// or https:// URL of a server that is already running. Without one, mcpscope "
                "opens on its start page: the demo server, the servers found on this computer, recent sessions."),
            GuiMain::tr("[-- command [arguments...] | URL]"));
    }
};

// --help and --version must work without a display: they are answered before any window
// system is touched.
bool asksForHelpOrVersion(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "--")
            return false;
        if (arg == "-h" || arg == "--help" || arg == "--help-all" || arg == "-?" || arg == "-v" || arg == "--version")
            return true;
    }
    return false;
}

/// The first word before "--" that is not an option, when it names neither a command of mcpscope
/// (those never reach the window: app/main.cpp runs them) nor a server the window could start: a
/// program on PATH, a path, a file that exists or a URL. Empty when there is no such word.
/// "mcpscope diff2" is a mistyped command, not a server called diff2; "mcpscope -- diff2" still
/// starts one.
QString unknownCommandWord(int argc, char **argv)
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i) {
        if (i > 0 && std::strcmp(argv[i], "--") == 0)
            break;
        arguments << QString::fromLocal8Bit(argv[i]);
    }
    QCommandLineParser parser;
    const Options options;
    options.addTo(parser);
    if (!parser.parse(arguments) || parser.positionalArguments().isEmpty())
        return {}; // a wrong option is the parser's to report, later
    const QString word = parser.positionalArguments().constFirst();
    if (word.isEmpty() || word.contains(QLatin1Char('/')) || word.contains(QLatin1Char(':')) || QFileInfo::exists(word)
        || !QStandardPaths::findExecutable(word).isEmpty())
        return {};
    return word;
}

/// `--workspace FILE`, `--config FILE` (either or both), and `--demo` beside them: several
/// servers in one window.
int runWorkspace(const QCommandLineParser &parser, const Options &options, const QSize &screenshotSize,
                 const QString &reopen = QString(), const QString &sessionPath = QString())
{
    if ((parser.isSet(options.open) && sessionPath.isEmpty()) || parser.isSet(options.profile)
        || !parser.positionalArguments().isEmpty()) {
        complain(GuiMain::tr("--workspace and --config open servers of their own; give no --open, --profile or "
                             "command with them."));
        return 2;
    }
    Autosave::applyRetention(Autosave::retention());
    WorkspaceWindow window;
    QString error;
    if (parser.isSet(options.workspace) && !window.openWorkspace(parser.value(options.workspace), &error)) {
        complain(error);
        return 2;
    }
    if (!sessionPath.isEmpty() && !window.openSession(sessionPath, &error)) {
        complain(GuiMain::tr("Cannot open %1: %2").arg(sessionPath, error));
        return 2;
    }
    if (!reopen.isEmpty() && !window.openWorkspace(reopen, &error))
        complain(GuiMain::tr("The last workspace could not be opened again: %1").arg(error));
    if (parser.isSet(options.config) && !window.addConfigFile(parser.value(options.config), true, &error)) {
        complain(error);
        return 2;
    }
    if (parser.isSet(options.demo))
        window.addServer(MainWindow::demoProfile(), true);
    if (parser.isSet(options.screenshot)) {
        if (parser.value(options.screenshot).isEmpty()) {
            complain(GuiMain::tr("--screenshot needs a file name."));
            return 2;
        }
        if (screenshotSize.isValid())
            window.resize(screenshotSize);
        // Once every server has answered (or failed), the picture is taken.
        const QString path = parser.value(options.screenshot);
        auto *poll = new QTimer(&window);
        QObject::connect(poll, &QTimer::timeout, &window, [&window, path, poll] {
            for (int i = 0; i < window.serverCount(); ++i) {
                const auto state = window.server(i)->client()->state();
                if (state == McpClient::State::Starting || state == McpClient::State::Initializing)
                    return;
            }
            poll->stop();
            QTimer::singleShot(500, &window, [&window, path] {
                const bool saved = window.grab().save(path, "PNG");
                if (!saved)
                    complain(GuiMain::tr("Cannot write the picture to %1.").arg(path));
                QCoreApplication::exit(saved ? 0 : 1);
            });
        });
        poll->start(100);
    }
    window.show();
    window.showServer(-1);
    return QApplication::exec();
}

} // namespace

int run(int argc, char **argv)
{
    const bool helpOrVersion = asksForHelpOrVersion(argc, argv);
    const QString unknownCommand = helpOrVersion ? QString() : unknownCommandWord(argc, argv);
    if (helpOrVersion || !unknownCommand.isEmpty()) {
        QCoreApplication app(argc, argv);
        setApplicationInfo(app);
        if (!unknownCommand.isEmpty()) {
            complain(GuiMain::tr("unknown command \"%1\": it is no command of mcpscope, nor a program on PATH, a "
                                 "file or a URL.\nTo start a server of that name anyway: mcpscope -- %1")
                         .arg(unknownCommand));
            std::fprintf(stderr, "\n%s", qUtf8Printable(commandList()));
            return 2;
        }
        QCommandLineParser parser;
        const Options options;
        options.addTo(parser);
        parser.process(app); // prints the help or the version and exits
        return 0;
    }

    QApplication app(argc, argv);
    setApplicationInfo(app);
    QApplication::setDesktopFileName(QStringLiteral("io.github.mcpscope.mcpscope"));
    QApplication::setWindowIcon(applicationIcon());

    QCommandLineParser parser;
    const Options options;
    options.addTo(parser);
    parser.process(app);
    const QCommandLineOption &screenshotOption = options.screenshot;
    const QCommandLineOption &sizeOption = options.size;

    QSize screenshotSize;
    if (!parseSize(parser.value(sizeOption), &screenshotSize)) {
        complain(GuiMain::tr("--size wants WIDTHxHEIGHT, for example 1280x800, at least 200x150; got \"%1\".")
                     .arg(parser.value(sizeOption)));
        return 2;
    }

    if (parser.isSet(options.workspace) || parser.isSet(options.config))
        return runWorkspace(parser, options, screenshotSize);
    // Started without a server or a file: the workspace that was open when mcpscope last
    // closed opens again.
    if (!parser.isSet(options.open) && !parser.isSet(options.profile) && !parser.isSet(options.demo)
        && !parser.isSet(options.screenshot) && parser.positionalArguments().isEmpty()) {
        const QString last = WorkspaceWindow::lastWorkspacePath();
        if (!last.isEmpty() && QFileInfo(last).isFile())
            return runWorkspace(parser, options, screenshotSize, last);
    }

    ServerProfile profile;
    const QStringList command = parser.positionalArguments();
    const QString openPath = parser.value(options.open);
    if (parser.isSet(options.open)
        && (parser.isSet(options.profile) || parser.isSet(options.demo) || !command.isEmpty())) {
        complain(GuiMain::tr("--open shows a file; give no server (--profile, --demo or a command) with it."));
        return 2;
    }
    if (parser.isSet(options.demo) && (parser.isSet(options.profile) || !command.isEmpty())) {
        complain(GuiMain::tr("--demo starts the demo server; give no other server (--profile or a command) with it."));
        return 2;
    }
    if (parser.isSet(options.open) && !QFileInfo(openPath).isFile()) {
        complain(GuiMain::tr("There is no file \"%1\" to open.").arg(openPath));
        return 2;
    }
    // A session of several servers opens as it was: each server in its own pane.
    if (parser.isSet(options.open) && WorkspaceWindow::isWorkspaceSession(openPath))
        return runWorkspace(parser, options, screenshotSize, QString(), openPath);
    if (parser.isSet(options.open)) {
        // A file is shown, no server is started.
    } else if (parser.isSet(options.profile)) {
        if (!command.isEmpty()) {
            complain(GuiMain::tr("Give either --profile or a command after \"--\", not both."));
            return 2;
        }
        ServerProfileStore store;
        QString error;
        if (!store.load(&error)) {
            complain(error);
            return 2;
        }
        // The profile still opens without its secret values; the reason is said.
        if (!store.secretsProblem().isEmpty())
            complain(store.secretsProblem());
        const QString name = parser.value(options.profile);
        const ServerProfile *saved = store.find(name);
        if (!saved) {
            const QStringList names = store.names();
            complain(names.isEmpty()
                         ? GuiMain::tr("There is no saved server called \"%1\"; no servers are saved yet.").arg(name)
                         : GuiMain::tr("There is no saved server called \"%1\". Saved servers: %2.")
                               .arg(name, names.join(QStringLiteral(", "))));
            return 2;
        }
        profile = *saved;
    } else if (parser.isSet(options.demo)) {
        profile = MainWindow::demoProfile();
    } else if (command.isEmpty()) {
        // No server: the start page, where the user chooses one.
    } else if (command.size() == 1 && ServerProfile::checkUrl(command.first()).isEmpty()) {
        // A server that is already running: its URL, the transport chosen as the CLI does.
        profile.url = command.first();
        profile.transportKind = HttpServerConfig::kindForUrl(QUrl(profile.url)) == HttpServerConfig::Kind::Sse
                                    ? QStringLiteral("sse")
                                    : QStringLiteral("auto");
    } else {
        profile.program = command.first();
        profile.arguments = command.mid(1);
    }

    // Keep the autosaved sessions to the number set (the oldest go first).
    Autosave::applyRetention(Autosave::retention());

    MainWindow window(profile);
    const QString tabName = parser.value(options.tab).toLower();
    QWidget *const tabs[]
        = {window.tabs()->widget(0), window.toolsPanel(), window.resourcesPanel(), window.promptsPanel()};
    const QLatin1String tabNames[]
        = {QLatin1String("messages"), QLatin1String("tools"), QLatin1String("resources"), QLatin1String("prompts")};
    QWidget *firstTab = nullptr;
    for (int i = 0; i < 4; ++i) {
        if (tabName == tabNames[i])
            firstTab = tabs[i];
    }
    if (!firstTab) {
        complain(GuiMain::tr("--tab wants messages, tools, resources or prompts; got \"%1\".")
                     .arg(parser.value(options.tab)));
        return 2;
    }
    // The feature tabs are enabled once the server says what it offers: show the tab asked
    // for now and again when the connection is ready (or the file is open).
    window.tabs()->setCurrentWidget(firstTab);
    const auto showFirstTab = [&window, firstTab] {
        QTimer::singleShot(0, &window, [&window, firstTab] { window.tabs()->setCurrentWidget(firstTab); });
    };
    QObject::connect(&window, &MainWindow::connectionReady, &window, showFirstTab, Qt::SingleShotConnection);
    QObject::connect(&window, &MainWindow::sessionOpened, &window, showFirstTab, Qt::SingleShotConnection);
    const bool screenshot = parser.isSet(screenshotOption);
    if (screenshot) {
        if (parser.value(screenshotOption).isEmpty()) {
            complain(GuiMain::tr("--screenshot needs a file name."));
            return 2;
        }
        new Screenshotter(&window, parser.value(screenshotOption), &window);
        if (screenshotSize.isValid())
            window.resize(screenshotSize);
        else
            window.restoreSettings();
    } else {
        window.restoreSettings();
    }
    window.show();
    if (parser.isSet(options.open)) {
        QTimer::singleShot(0, &window, [&window, openPath] {
            QString error;
            if (!window.openSessionFile(openPath, &error)) {
                complain(GuiMain::tr("Cannot open %1: %2").arg(openPath, error));
                QCoreApplication::exit(2);
            }
        });
        return app.exec();
    }
    if (profile.program.isEmpty() && !profile.isRemote()) {
        window.showStartPage();
        return app.exec();
    }
    // Connect from the event loop, so that even an immediate failure is reported through it.
    QTimer::singleShot(0, &window, &MainWindow::connectToServer);
    return app.exec();
}

} // namespace mcpscope::gui
