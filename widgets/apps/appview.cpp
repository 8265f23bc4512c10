// SPDX-License-Identifier: MIT
#include "widgets/apps/appview.h"

#include "widgets/common/noticelabel.h"

#include <QComboBox>
#include <QDesktopServices>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTime>
#include <QToolButton>
#include <QVBoxLayout>

#ifdef MCPSCOPE_WITH_WEBENGINE
#include <QWebChannel>
#include <QWebEnginePage>
#include <QWebEnginePermission>
#include <QWebEngineProfile>
#include <QWebEngineSettings>
#include <QWebEngineUrlRequestInfo>
#include <QWebEngineUrlRequestInterceptor>
#include <QWebEngineView>
#endif

namespace mcpscope {

#ifdef MCPSCOPE_WITH_WEBENGINE

namespace {

const QUrl &hostPageUrl()
{
    static const QUrl url(QStringLiteral("qrc:/mcpscope/apps/host.html"));
    return url;
}

/// The QWebChannel object of the host page: strings in and out, nothing else.
class AppBridge : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
public Q_SLOTS:
    void receive(const QString &text) { Q_EMIT received(text); }
    void hostReady() { Q_EMIT ready(); }
    void appLoaded() { Q_EMIT loaded(); }
Q_SIGNALS:
    void postToApp(const QString &text);
    void showApp(const QString &html, const QString &allow);
    void received(const QString &text);
    void ready();
    void loaded();
};

/// Every request of the page: the host page's own files, local data, and the origins the
/// app's resource declares; nothing else leaves the machine.
class AppRequestGuard : public QWebEngineUrlRequestInterceptor
{
    Q_OBJECT
public:
    using QWebEngineUrlRequestInterceptor::QWebEngineUrlRequestInterceptor;
    apps::UiMeta meta;

    void interceptRequest(QWebEngineUrlRequestInfo &info) override
    {
        const QUrl url = info.requestUrl();
        const QString scheme = url.scheme().toLower();
        if (scheme == QLatin1String("qrc")) {
            const QString path = url.path();
            if (path == QLatin1String("/mcpscope/apps/host.html") || path == QLatin1String("/mcpscope/apps/host.js")
                || path == QLatin1String("/qtwebchannel/qwebchannel.js"))
                return;
        } else if (scheme == QLatin1String("data") || scheme == QLatin1String("blob")
                   || scheme == QLatin1String("about")) {
            return;
        } else if (meta.allowsRequest(url)) {
            return;
        }
        info.block(true);
        Q_EMIT blocked(url);
    }
Q_SIGNALS:
    void blocked(const QUrl &url);
};

/// The page: only the host page and the app's srcdoc frame load; no windows; the console
/// goes to the view.
class AppPage : public QWebEnginePage
{
    Q_OBJECT
public:
    using QWebEnginePage::QWebEnginePage;

protected:
    bool acceptNavigationRequest(const QUrl &url, NavigationType type, bool isMainFrame) override
    {
        Q_UNUSED(type)
        if (isMainFrame ? url == hostPageUrl() : url == QUrl(QStringLiteral("about:srcdoc")))
            return true;
        Q_EMIT navigationRefused(url);
        return false;
    }
    QWebEnginePage *createWindow(WebWindowType type) override
    {
        Q_UNUSED(type)
        Q_EMIT navigationRefused(QUrl());
        return nullptr;
    }
    void javaScriptConsoleMessage(JavaScriptConsoleMessageLevel level, const QString &message, int line,
                                  const QString &source) override
    {
        Q_EMIT console(level, message, line, source);
    }
Q_SIGNALS:
    void navigationRefused(const QUrl &url);
    void console(int level, const QString &message, int line, const QString &source);
};

QString permissionName(QWebEnginePermission::PermissionType type)
{
    switch (type) {
    case QWebEnginePermission::PermissionType::MediaAudioCapture:
        return QStringLiteral("microphone");
    case QWebEnginePermission::PermissionType::MediaVideoCapture:
        return QStringLiteral("camera");
    case QWebEnginePermission::PermissionType::Geolocation:
        return QStringLiteral("geolocation");
    case QWebEnginePermission::PermissionType::ClipboardReadWrite:
        return QStringLiteral("clipboardWrite");
    default:
        return {};
    }
}

} // namespace

struct AppView::Engine
{
    QWebEngineProfile *profile = nullptr;
    AppRequestGuard *guard = nullptr;
    AppPage *page = nullptr;
    QWebEngineView *view = nullptr;
    QWebChannel *channel = nullptr;
    AppBridge *bridge = nullptr;
    bool hostReady = false;
    QString pendingHtml;
    QString pendingAllow;
};

bool AppView::hasWebEngine()
{
    return true;
}

#else

struct AppView::Engine
{ };

bool AppView::hasWebEngine()
{
    return false;
}

#endif

AppView::AppView(AppHost *host, QWidget *parent)
    : QWidget(parent)
    , m_host(host)
    , m_engine(std::make_unique<Engine>())
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    buildToolbar();
    layout->addWidget(m_toolbar);
    m_notice = new NoticeLabel(this);
    m_notice->setObjectName(QStringLiteral("appNotice"));
    m_notice->setWordWrap(true);
    m_notice->hide();
    layout->addWidget(m_notice);

    auto *split = new QSplitter(Qt::Vertical, this);
    split->setObjectName(QStringLiteral("appSplit"));
#ifdef MCPSCOPE_WITH_WEBENGINE
    Engine &e = *m_engine;
    e.profile = new QWebEngineProfile(this); // no storage name: off the record, nothing on disk
    e.profile->setHttpCacheType(QWebEngineProfile::MemoryHttpCache);
    e.profile->setPersistentCookiesPolicy(QWebEngineProfile::NoPersistentCookies);
    e.guard = new AppRequestGuard(e.profile);
    e.profile->setUrlRequestInterceptor(e.guard);
    QWebEngineSettings *s = e.profile->settings();
    s->setAttribute(QWebEngineSettings::JavascriptCanOpenWindows, false);
    s->setAttribute(QWebEngineSettings::JavascriptCanAccessClipboard, false);
    s->setAttribute(QWebEngineSettings::JavascriptCanPaste, false);
    s->setAttribute(QWebEngineSettings::LocalContentCanAccessFileUrls, false);
    s->setAttribute(QWebEngineSettings::LocalContentCanAccessRemoteUrls, false);
    s->setAttribute(QWebEngineSettings::LocalStorageEnabled, false);
    s->setAttribute(QWebEngineSettings::PluginsEnabled, false);
    s->setAttribute(QWebEngineSettings::PdfViewerEnabled, false);
    s->setAttribute(QWebEngineSettings::ErrorPageEnabled, false);
    s->setAttribute(QWebEngineSettings::NavigateOnDropEnabled, false);
    s->setAttribute(QWebEngineSettings::FullScreenSupportEnabled, false);
    s->setAttribute(QWebEngineSettings::ScreenCaptureEnabled, false);
    s->setAttribute(QWebEngineSettings::WebRTCPublicInterfacesOnly, true);
    s->setAttribute(QWebEngineSettings::AllowWindowActivationFromJavaScript, false);
    e.page = new AppPage(e.profile, this);
    e.page->setBackgroundColor(Qt::transparent);
    e.view = new QWebEngineView(split);
    e.view->setObjectName(QStringLiteral("appWebView"));
    e.view->setContextMenuPolicy(Qt::NoContextMenu);
    e.view->setPage(e.page);
    e.view->setMinimumHeight(200);
    e.channel = new QWebChannel(this);
    e.bridge = new AppBridge(this);
    e.channel->registerObject(QStringLiteral("bridge"), e.bridge);
    e.page->setWebChannel(e.channel);
    m_content = e.view;

    connect(e.bridge, &AppBridge::ready, this, [this] {
        Engine &en = *m_engine;
        en.hostReady = true;
        if (!en.pendingHtml.isEmpty()) {
            Q_EMIT en.bridge->showApp(en.pendingHtml, en.pendingAllow);
            en.pendingHtml.clear();
        }
    });
    connect(e.bridge, &AppBridge::loaded, this, [this] {
        m_appLoaded = true;
        m_host->documentLoaded();
        Q_EMIT appLoaded();
    });
    connect(e.bridge, &AppBridge::received, this,
            [this](const QString &text) { m_host->receiveFromApp(text.toUtf8()); });
    connect(m_host, &AppHost::postToApp, this, [this](const QByteArray &json) {
        if (m_engine->hostReady)
            Q_EMIT m_engine->bridge->postToApp(QString::fromUtf8(json));
    });
    connect(e.guard, &AppRequestGuard::blocked, this, [this](const QUrl &url) {
        m_host->noteRefusal(
            QStringLiteral("app.host.blocked"),
            tr("The app tried to reach %1, which its resource's CSP does not name; mcpscope blocked it.")
                .arg(url.toDisplayString(QUrl::RemoveQuery | QUrl::RemoveFragment | QUrl::RemoveUserInfo).left(200)));
    });
    connect(e.page, &AppPage::navigationRefused, this, [this](const QUrl &url) {
        m_host->noteRefusal(QStringLiteral("app.host.navigation"),
                            url.isEmpty() ? tr("The app tried to open a window; mcpscope refused.")
                                          : tr("The app tried to navigate to %1; mcpscope refused (links open only "
                                               "through ui/open-link, after you agree).")
                                                .arg(url.toDisplayString(QUrl::RemoveQuery | QUrl::RemoveFragment
                                                                         | QUrl::RemoveUserInfo)
                                                         .left(200)));
    });
    connect(e.page, &AppPage::console, this,
            [this](int level, const QString &message, int line, const QString &source) {
                static const char *const names[] = {"info", "warning", "error"};
                Q_UNUSED(source)
                appendConsole(QStringLiteral("[%1] %2 (line %3)")
                                  .arg(QString::fromLatin1(names[qBound(0, level, 2)]), message.left(2000))
                                  .arg(line));
            });
    connect(e.page, &QWebEnginePage::permissionRequested, this, [this](QWebEnginePermission permission) {
        const QString name = permissionName(permission.permissionType());
        if (name.isEmpty() || !m_host->resource().meta.permissions.contains(name)) {
            permission.deny();
            m_host->noteRefusal(
                QStringLiteral("app.host.permission"),
                tr("The app asked for a permission its resource does not declare (%1); mcpscope refused.")
                    .arg(name.isEmpty() ? tr("another kind") : name));
            return;
        }
        const auto answer = QMessageBox::question(this, tr("Allow the app?"),
                                                  tr("The app %1 asks for %2, as its resource declares. Allow it?")
                                                      .arg(m_host->resource().uri.left(200), name));
        if (answer == QMessageBox::Yes)
            permission.grant();
        else
            permission.deny();
    });
    e.page->load(hostPageUrl());
#else
    m_source = new QPlainTextEdit(split);
    m_source->setObjectName(QStringLiteral("appSource"));
    m_source->setReadOnly(true);
    m_source->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_content = m_source;
#endif
    split->addWidget(m_content);

    m_panes = new QTabWidget(split);
    m_panes->setObjectName(QStringLiteral("appPanes"));
    m_console = new QPlainTextEdit(m_panes);
    m_console->setObjectName(QStringLiteral("appConsole"));
    m_console->setReadOnly(true);
    m_console->setMaximumBlockCount(5000);
    m_console->setAccessibleName(tr("The app's console"));
    m_panes->addTab(m_console, tr("Console"));
    m_messages = new QPlainTextEdit(m_panes);
    m_messages->setObjectName(QStringLiteral("appMessages"));
    m_messages->setReadOnly(true);
    m_messages->setMaximumBlockCount(5000);
    m_messages->setAccessibleName(tr("Messages and context updates from the app"));
    m_panes->addTab(m_messages, tr("Messages to the model"));
    split->addWidget(m_panes);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 1);
    layout->addWidget(split, 1);

    connect(m_host, &AppHost::resourceReady, this, &AppView::showResource);
    connect(m_host, &AppHost::failed, this, &AppView::showProblem);
    connect(m_host, &AppHost::problem, this, [this](const QString &text) {
        showProblem(text);
        appendConsole(tr("[mcpscope] %1").arg(text));
    });
    connect(m_host, &AppHost::appLog, this, [this](const QString &level, const QString &text) {
        appendConsole(QStringLiteral("[%1] %2").arg(level.left(20), text.left(4000)));
    });
    connect(m_host, &AppHost::appMessage, this, [this](const QString &method, const QJsonObject &params) {
        const QString text = QString::fromUtf8(QJsonDocument(params).toJson(QJsonDocument::Indented));
        m_messages->appendPlainText(
            QStringLiteral("%1  %2\n%3").arg(QTime::currentTime().toString(Qt::ISODate), method, text.left(20000)));
        m_panes->setCurrentWidget(m_messages);
    });
    connect(m_host, &AppHost::openLinkRequested, this, &AppView::askOpenLink);
    connect(m_host, &AppHost::sizeChanged, this, [this](int width, int height) {
        Q_UNUSED(width)
        if (height > 0)
            m_content->setMinimumHeight(qBound(120, height, 4000));
    });
    connect(m_host, &AppHost::displayModeRequested, this,
            [this](const QString &mode) { m_displayMode->setCurrentIndex(m_displayMode->findData(mode)); });
}

AppView::~AppView()
{
#ifdef MCPSCOPE_WITH_WEBENGINE
    // The page before its profile.
    delete m_engine->view;
    delete m_engine->page;
#endif
}

void AppView::buildToolbar()
{
    m_toolbar = new QWidget(this);
    auto *row = new QHBoxLayout(m_toolbar);
    row->setContentsMargins(4, 2, 4, 2);
    m_title = new QLabel(m_toolbar);
    m_title->setObjectName(QStringLiteral("appTitle"));
    m_title->setTextFormat(Qt::PlainText);
    row->addWidget(m_title, 1);

    m_reload = new QToolButton(m_toolbar);
    m_reload->setObjectName(QStringLiteral("appReload"));
    m_reload->setText(tr("Reload"));
    m_reload->setToolTip(tr("Load the app again from the resource mcpscope read"));
    connect(m_reload, &QToolButton::clicked, this, [this] {
        if (!m_host->isOpen())
            return;
        const AppResource resource = m_host->resource();
        m_host->open(resource.toolName);
    });
    row->addWidget(m_reload);

    m_theme = new QComboBox(m_toolbar);
    m_theme->setObjectName(QStringLiteral("appTheme"));
    m_theme->setAccessibleName(tr("Theme told to the app"));
    m_theme->addItem(tr("Light"), QStringLiteral("light"));
    m_theme->addItem(tr("Dark"), QStringLiteral("dark"));
    m_theme->setCurrentIndex(palette().color(QPalette::Window).lightness() < 128 ? 1 : 0);
    row->addWidget(m_theme);

    m_locale = new QComboBox(m_toolbar);
    m_locale->setObjectName(QStringLiteral("appLocale"));
    m_locale->setAccessibleName(tr("Locale told to the app"));
    m_locale->setEditable(true);
    const QString own = QLocale().bcp47Name();
    m_locale->addItem(own);
    for (const QString &l : {QStringLiteral("en-US"), QStringLiteral("de-DE"), QStringLiteral("fr-FR"),
                             QStringLiteral("ja-JP"), QStringLiteral("ar-EG")}) {
        if (l != own)
            m_locale->addItem(l);
    }
    row->addWidget(m_locale);

    m_displayMode = new QComboBox(m_toolbar);
    m_displayMode->setObjectName(QStringLiteral("appDisplayMode"));
    m_displayMode->setAccessibleName(tr("Display mode told to the app"));
    m_displayMode->addItem(tr("Inline"), QStringLiteral("inline"));
    m_displayMode->addItem(tr("Full screen"), QStringLiteral("fullscreen"));
    row->addWidget(m_displayMode);

    m_runAgain = new QToolButton(m_toolbar);
    m_runAgain->setObjectName(QStringLiteral("appRunAgain"));
    m_runAgain->setText(tr("Run again with this input"));
    connect(m_runAgain, &QToolButton::clicked, this, &AppView::runAgainRequested);
    row->addWidget(m_runAgain);

    for (QComboBox *box : {m_theme, m_displayMode})
        connect(box, &QComboBox::currentIndexChanged, this, &AppView::updateContext);
    connect(m_locale, &QComboBox::currentTextChanged, this, &AppView::updateContext);
    updateContext();
}

QJsonObject AppView::styleVariables(const QString &theme, const QPalette &palette, const QFont &font)
{
    const bool dark = theme == QLatin1String("dark");
    QPalette p = palette;
    if ((p.color(QPalette::Window).lightness() < 128) != dark) {
        // The palette is of the other theme: a plain one of the theme asked for.
        const QColor text = dark ? QColor(0xee, 0xee, 0xee) : QColor(0x1a, 0x1a, 0x1a);
        const QColor base = dark ? QColor(0x1e, 0x1e, 0x1e) : QColor(0xff, 0xff, 0xff);
        const QColor window = dark ? QColor(0x2a, 0x2a, 0x2a) : QColor(0xf3, 0xf3, 0xf3);
        p = QPalette(text, window, window.lighter(130), window.darker(160), window.darker(120), text, text.darker(110),
                     base, window);
        p.setColor(QPalette::PlaceholderText, dark ? QColor(0xaa, 0xaa, 0xaa) : QColor(0x5f, 0x5f, 0x5f));
        p.setColor(QPalette::Link, dark ? QColor(0x8a, 0xb4, 0xf8) : QColor(0x1a, 0x5f, 0xb4));
        p.setColor(QPalette::Highlight, dark ? QColor(0x3d, 0x7e, 0xd6) : QColor(0x30, 0x8c, 0xc6));
        p.setColor(QPalette::Disabled, QPalette::Text, dark ? QColor(0x80, 0x80, 0x80) : QColor(0x9a, 0x9a, 0x9a));
        p.setColor(QPalette::Disabled, QPalette::Base, window);
    }
    const auto color = [&p](QPalette::ColorRole role, QPalette::ColorGroup group = QPalette::Active) {
        return p.color(group, role).name();
    };
    // A family as CSS names it: quoted, without quotes or backslashes of its own.
    const auto family = [](QString name, const char *generic) -> QString {
        name.remove(QLatin1Char('"')).remove(QLatin1Char('\\')).remove(QLatin1Char(';'));
        return QLatin1Char('"') + name.left(100) + QLatin1String("\", ") + QLatin1String(generic);
    };
    const qreal points = font.pointSizeF() > 0 ? font.pointSizeF() : 10;
    const auto px = [points](qreal scale) -> QString {
        return QString::number(qRound(points * 96 / 72 * scale)) + QStringLiteral("px");
    };
    return QJsonObject{
        {QStringLiteral("--color-background-primary"), color(QPalette::Base)},
        {QStringLiteral("--color-background-secondary"), color(QPalette::Window)},
        {QStringLiteral("--color-background-tertiary"), color(QPalette::Button)},
        {QStringLiteral("--color-background-inverse"), color(QPalette::Text)},
        {QStringLiteral("--color-background-disabled"), color(QPalette::Base, QPalette::Disabled)},
        {QStringLiteral("--color-text-primary"), color(QPalette::Text)},
        {QStringLiteral("--color-text-secondary"), color(QPalette::PlaceholderText)},
        {QStringLiteral("--color-text-inverse"), color(QPalette::Base)},
        {QStringLiteral("--color-text-info"), color(QPalette::Link)},
        {QStringLiteral("--color-text-disabled"), color(QPalette::Text, QPalette::Disabled)},
        {QStringLiteral("--color-border-primary"), color(QPalette::Mid)},
        {QStringLiteral("--color-border-secondary"), color(dark ? QPalette::Dark : QPalette::Midlight)},
        {QStringLiteral("--color-ring-primary"), color(QPalette::Highlight)},
        {QStringLiteral("--font-sans"), family(font.family(), "sans-serif")},
        {QStringLiteral("--font-mono"),
         family(QFontDatabase::systemFont(QFontDatabase::FixedFont).family(), "monospace")},
        {QStringLiteral("--font-text-sm-size"), px(0.9)},
        {QStringLiteral("--font-text-md-size"), px(1.0)},
        {QStringLiteral("--font-text-lg-size"), px(1.15)},
    };
}

void AppView::updateContext()
{
    AppHostContext c = m_host->hostContext();
    c.theme = m_theme->currentData().toString();
    c.styleVariables = styleVariables(c.theme, palette(), font());
    c.locale = m_locale->currentText().trimmed().left(35);
    c.displayMode = m_displayMode->currentData().toString();
    c.width = m_content ? m_content->width() : width();
    c.height = 4000;
    m_host->setHostContext(c);
}

void AppView::showResource(const AppResource &resource)
{
    m_notice->hide();
    m_appLoaded = false;
    m_title->setText(tr("App %1 of the tool %2").arg(resource.uri.left(200), resource.toolName.left(200)));
    updateContext();
#ifdef MCPSCOPE_WITH_WEBENGINE
    Engine &e = *m_engine;
    e.guard->meta = resource.meta;
    QStringList allow;
    for (const QString &p : resource.meta.permissions)
        allow << (p == QLatin1String("clipboardWrite") ? QStringLiteral("clipboard-write") : p);
    const QString html = resource.meta.documentWithPolicy(resource.html);
    if (e.hostReady) {
        Q_EMIT e.bridge->showApp(html, allow.join(QStringLiteral("; ")));
    } else {
        e.pendingHtml = html;
        e.pendingAllow = allow.join(QStringLiteral("; "));
    }
#else
    m_source->setPlainText(resource.html);
    showProblem(tr("This build of mcpscope has no web engine (Qt WebEngine), so it shows the app's HTML source "
                   "instead of running it."));
#endif
}

void AppView::showProblem(const QString &text)
{
    m_notice->setText(text);
    m_notice->show();
}

void AppView::appendConsole(const QString &line)
{
    m_console->appendPlainText(QTime::currentTime().toString(Qt::ISODate) + QLatin1Char(' ') + line);
}

void AppView::askOpenLink(int key, const QUrl &url)
{
    auto *box = new QMessageBox(QMessageBox::Question, tr("Open link?"),
                                tr("The app asks to open this address in your browser. Open it?"),
                                QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("appLinkConsent"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setInformativeText(url.toString(QUrl::FullyEncoded).left(4000));
    box->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPushButton *open = box->addButton(tr("Open"), QMessageBox::AcceptRole);
    box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(QMessageBox::Cancel);
    connect(box, &QMessageBox::finished, this, [this, box, open, key, url] {
        const bool yes = box->clickedButton() == open;
        m_host->answerOpenLink(key, yes && QDesktopServices::openUrl(url));
    });
    box->open();
}

bool AppView::isAppRunning() const
{
    return m_appLoaded && m_host->isInitialized();
}

QString AppView::consoleText() const
{
    return m_console->toPlainText();
}

} // namespace mcpscope

#include "appview.moc"
