// SPDX-License-Identifier: MIT
#include "widgets/dialogs/connectiondialog.h"

#include "mcp/modernmcp.h"
#include "profiles/secretstore.h"
#include "widgets/common/taborder.h"
#include "widgets/diagnostics/severitystyle.h"
#include "widgets/dialogs/importserversdialog.h"

#include <QApplication>
#include <QButtonGroup>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace mcpscope {

/// Shows secret values (environment and header values) as dots, and edits them like
/// passwords, unless asked not to: for all rows (show), or row by row through the check box
/// in column showColumn.
class SecretDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    bool show = false;
    int showColumn = -1;

    bool isShown(const QModelIndex &index) const
    {
        if (show)
            return true;
        return showColumn >= 0 && index.siblingAtColumn(showColumn).data(Qt::CheckStateRole).toInt() == Qt::Checked;
    }

    QString shownText(const QModelIndex &index) const
    {
        const QString text = index.data().toString();
        return isShown(index) || text.isEmpty() ? text : QString(8, QChar(0x2022));
    }

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QWidget *editor = QStyledItemDelegate::createEditor(parent, option, index);
        if (auto *line = qobject_cast<QLineEdit *>(editor))
            line->setEchoMode(isShown(index) ? QLineEdit::Normal : QLineEdit::Password);
        return editor;
    }

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (!isShown(index) && !option->text.isEmpty())
            option->text = QString(8, QChar(0x2022));
    }
};

namespace {

QToolButton *smallButton(const QString &text, const QString &toolTip, QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setText(text);
    button->setToolTip(toolTip);
    button->setAccessibleName(toolTip);
    return button;
}

// A form label whose mnemonic moves the focus to @p buddy (rows that hold a layout get none).
QLabel *buddyLabel(const QString &text, QWidget *buddy, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setBuddy(buddy);
    return label;
}

// A row's field as one widget, so that the row can be hidden with the other mode.
QWidget *rowWidget(QLayout *layout, QWidget *parent)
{
    auto *widget = new QWidget(parent);
    layout->setContentsMargins(0, 0, 0, 0);
    widget->setLayout(layout);
    return widget;
}

QSpinBox *secondsBox(int maximum, const QString &specialZero, QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setRange(0, maximum);
    box->setSuffix(QCoreApplication::translate("mcpscope::ConnectionDialog", " s"));
    if (!specialZero.isEmpty())
        box->setSpecialValueText(specialZero);
    return box;
}

} // namespace

ConnectionDialog::ConnectionDialog(ServerProfileStore *store, const ServerProfile &current, QWidget *parent)
    : QDialog(parent)
    , m_store(store)
    , m_profiles(new QListWidget(this))
    , m_recent(new QListWidget(this))
    , m_duplicate(new QPushButton(tr("D&uplicate"), this))
    , m_rename(new QPushButton(tr("Re&name…"), this))
    , m_delete(new QPushButton(tr("De&lete"), this))
    , m_import(new QPushButton(tr("&Import…"), this))
    , m_export(new QPushButton(tr("E&xport"), this))
    , m_name(new QLineEdit(this))
    , m_command(new QLineEdit(this))
    , m_arguments(new QTableWidget(0, 1, this))
    , m_environment(new QTableWidget(0, 2, this))
    , m_secretDelegate(new SecretDelegate(this))
    , m_commandMode(new QRadioButton(tr("Co&mmand"), this))
    , m_urlMode(new QRadioButton(tr("UR&L"), this))
    , m_url(new QLineEdit(this))
    , m_urlProblem(new QLabel(this))
    , m_transport(new QComboBox(this))
    , m_headers(new QTableWidget(0, 3, this))
    , m_headerDelegate(new SecretDelegate(this))
    , m_certificates(new QTreeWidget(this))
    , m_removeCertificate(new QPushButton(tr("Remo&ve"), this))
    , m_secretsHint(new QLabel(this))
    , m_showValues(new QCheckBox(tr("Show &values"), this))
    , m_inherit(new QCheckBox(tr("Pass &all of mcpscope's environment"), this))
    , m_workingDirectory(new QLineEdit(this))
    , m_requestTimeout(secondsBox(24 * 3600, tr("no limit"), this))
    , m_closeWait(secondsBox(600, QString(), this))
    , m_terminateWait(secondsBox(600, QString(), this))
    , m_preview(new QLabel(this))
    , m_message(new QLabel(this))
{
    setWindowTitle(tr("Connect to a Server"));
    auto *outer = new QVBoxLayout(this);
    auto *columns = new QHBoxLayout;
    outer->addLayout(columns, 1);
    columns->addLayout(buildServerLists(), 2);

    // Right: the server, one form row per setting; a mode's rows are hidden in the other.
    m_form = new QFormLayout;
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    buildNameAndModeRows();
    buildCommandRow();
    buildArgumentsRow();
    buildEnvironmentRow();
    buildWorkingDirectoryRow();
    buildUrlRow();
    buildHeadersRow();
    buildCertificatesRow();
    buildSignInRows();
    buildProtocolEraRow();
    buildTimeoutsRow();
    buildNotes();
    auto *right = new QWidget(this);
    right->setLayout(m_form);
    columns->addWidget(right, 5);

    buildMessageAndButtons(outer);
    // Tab leaves the tables (the arrow keys move between cells), so it reaches every control.
    for (QTableWidget *table : {m_arguments, m_environment, m_headers})
        table->setTabKeyNavigation(false);
    updatePreviewOnEdits();

    reloadLists();
    setProfile(current);
    resize(980, 640);
    // Tab in reading order: the lists on the left, then the form row by row (each row's
    // buttons after its field), the buttons at the bottom.
    setTabOrderByLayout({this});
}

ConnectionDialog::~ConnectionDialog() = default;

// Left: saved and recent servers, and the buttons that act on them.
QLayout *ConnectionDialog::buildServerLists()
{
    auto *left = new QVBoxLayout;
    m_profiles->setObjectName(QStringLiteral("savedServers"));
    m_recent->setObjectName(QStringLiteral("recentServers"));
    auto *savedLabel = new QLabel(tr("&Saved servers:"), this);
    savedLabel->setBuddy(m_profiles);
    m_profiles->setAccessibleName(tr("Saved servers"));
    left->addWidget(savedLabel);
    left->addWidget(m_profiles, 2);
    auto *profileButtons = new QHBoxLayout;
    profileButtons->addWidget(m_duplicate);
    profileButtons->addWidget(m_rename);
    profileButtons->addWidget(m_delete);
    left->addLayout(profileButtons);
    auto *recentLabel = new QLabel(tr("&Recent servers:"), this);
    recentLabel->setBuddy(m_recent);
    m_recent->setAccessibleName(tr("Recent servers"));
    left->addWidget(recentLabel);
    left->addWidget(m_recent, 1);
    auto *fileButtons = new QHBoxLayout;
    m_import->setToolTip(tr("Import servers from a Claude Desktop, VS Code or Cursor configuration file"));
    m_export->setToolTip(tr("Copy this server as an \"mcpServers\" entry to the clipboard"));
    auto *exportMenu = new QMenu(m_export);
    QAction *exportPlain = exportMenu->addAction(tr("Copy Entry (Secret Values Left Empty)"));
    QAction *exportSecrets = exportMenu->addAction(tr("Copy Entry with Secret Values"));
    exportSecrets->setToolTip(tr("Environment and header values included: keep what you paste private"));
    m_export->setMenu(exportMenu);
    fileButtons->addWidget(m_import);
    fileButtons->addWidget(m_export);
    left->addLayout(fileButtons);

    connect(m_profiles, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        onProfileActivated(item);
        updateButtons();
    });
    connect(m_recent, &QListWidget::itemClicked, this, &ConnectionDialog::onRecentActivated);
    connect(m_recent, &QListWidget::itemActivated, this, &ConnectionDialog::onRecentActivated);
    connect(m_duplicate, &QPushButton::clicked, this, &ConnectionDialog::duplicateSelected);
    connect(m_rename, &QPushButton::clicked, this, [this] {
        bool ok = false;
        const QString name = QInputDialog::getText(this, tr("Rename Server"), tr("New name:"), QLineEdit::Normal,
                                                   selectedProfileName(), &ok);
        if (ok)
            renameSelected(name);
    });
    connect(m_delete, &QPushButton::clicked, this, [this] {
        const QString name = selectedProfileName();
        if (QMessageBox::question(this, tr("Delete Server"), tr("Delete the saved server \"%1\"?").arg(name))
            == QMessageBox::Yes)
            removeSelected();
    });
    connect(m_import, &QPushButton::clicked, this, &ConnectionDialog::chooseImportFile);
    connect(exportPlain, &QAction::triggered, this, [this] { exportToClipboard(SecretValues::Omit); });
    connect(exportSecrets, &QAction::triggered, this, [this] { exportToClipboard(SecretValues::Include); });
    return left;
}

void ConnectionDialog::buildNameAndModeRows()
{
    m_name->setObjectName(QStringLiteral("profileName"));
    m_name->setPlaceholderText(tr("A name to save it under (optional)"));
    m_name->setAccessibleName(tr("Profile name"));
    m_form->addRow(tr("&Name:"), m_name);
    m_commandMode->setObjectName(QStringLiteral("commandMode"));
    m_urlMode->setObjectName(QStringLiteral("urlMode"));
    auto *modeRow = new QHBoxLayout;
    auto *modes = new QButtonGroup(this);
    m_commandMode->setToolTip(
        tr("Start the server as a program on this computer and talk to it over its input and output (stdio)"));
    m_urlMode->setToolTip(tr("Connect to a server that is already running, over HTTP (Streamable HTTP or SSE)"));
    modes->addButton(m_commandMode);
    modes->addButton(m_urlMode);
    modeRow->addWidget(m_commandMode);
    modeRow->addWidget(m_urlMode);
    modeRow->addStretch();
    m_form->addRow(tr("Server:"), rowWidget(modeRow, this));
}

void ConnectionDialog::buildCommandRow()
{
    m_command->setObjectName(QStringLiteral("command"));
    auto *commandRow = new QHBoxLayout;
    m_command->setPlaceholderText(tr("Program to start, e.g. npx or /usr/bin/python3"));
    m_command->setAccessibleName(tr("Command"));
    auto *browse = new QPushButton(tr("&Browse…"), this);
    commandRow->addWidget(m_command, 1);
    commandRow->addWidget(browse);
    m_commandRow = rowWidget(commandRow, this);
    m_form->addRow(buddyLabel(tr("&Command:"), m_command, this), m_commandRow);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Choose the Server Program"), m_command->text());
        if (!file.isEmpty())
            m_command->setText(file);
    });
}

void ConnectionDialog::buildArgumentsRow()
{
    m_arguments->setObjectName(QStringLiteral("arguments"));
    m_arguments->horizontalHeader()->setVisible(false);
    m_arguments->horizontalHeader()->setStretchLastSection(true);
    m_arguments->verticalHeader()->setVisible(true);
    m_arguments->setAccessibleName(tr("Arguments, one per row"));
    m_arguments->setToolTip(tr("One argument per row, exactly as the program gets it: no quoting needed"));
    m_arguments->setSelectionBehavior(QAbstractItemView::SelectRows);
    auto *argumentButtons = new QVBoxLayout;
    QToolButton *addArg = smallButton(QStringLiteral("+"), tr("Add an argument"), this);
    QToolButton *removeArg = smallButton(QStringLiteral("\u2212"), tr("Remove the selected arguments"), this);
    QToolButton *upArg = smallButton(QStringLiteral("\u2191"), tr("Move the argument up"), this);
    QToolButton *downArg = smallButton(QStringLiteral("\u2193"), tr("Move the argument down"), this);
    for (QToolButton *b : {addArg, removeArg, upArg, downArg})
        argumentButtons->addWidget(b);
    argumentButtons->addStretch();
    auto *argumentRow = new QHBoxLayout;
    argumentRow->addWidget(m_arguments, 1);
    argumentRow->addLayout(argumentButtons);
    m_argumentsRow = rowWidget(argumentRow, this);
    m_form->addRow(buddyLabel(tr("&Arguments:"), m_arguments, this), m_argumentsRow);
    connect(addArg, &QToolButton::clicked, this, [this] { addArgument(); });
    connect(removeArg, &QToolButton::clicked, this, [this] { removeSelectedRows(m_arguments); });
    connect(upArg, &QToolButton::clicked, this, [this] { moveArgument(-1); });
    connect(downArg, &QToolButton::clicked, this, [this] { moveArgument(1); });
}

void ConnectionDialog::buildEnvironmentRow()
{
    m_environment->setObjectName(QStringLiteral("environment"));
    m_showValues->setObjectName(QStringLiteral("showValues"));
    m_environment->setHorizontalHeaderLabels({tr("Variable"), tr("Value")});
    m_environment->horizontalHeader()->setStretchLastSection(true);
    m_environment->verticalHeader()->setVisible(false);
    m_environment->setItemDelegateForColumn(1, m_secretDelegate);
    m_environment->setAccessibleName(tr("Environment variables"));
    m_environment->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_showValues->setToolTip(tr("Values are hidden because they are often secrets (API keys)"));
    m_inherit->setToolTip(tr("Otherwise the server gets only HOME, LOGNAME, PATH, SHELL, TERM, USER and the "
                             "locale, as desktop MCP hosts do, plus the variables above"));
    auto *envButtons = new QVBoxLayout;
    QToolButton *addVar = smallButton(QStringLiteral("+"), tr("Add a variable"), this);
    QToolButton *removeVar = smallButton(QStringLiteral("\u2212"), tr("Remove the selected variables"), this);
    envButtons->addWidget(addVar);
    envButtons->addWidget(removeVar);
    envButtons->addStretch();
    auto *envRow = new QHBoxLayout;
    envRow->addWidget(m_environment, 1);
    envRow->addLayout(envButtons);
    auto *envBox = new QVBoxLayout;
    envBox->addLayout(envRow);
    auto *envChecks = new QHBoxLayout;
    envChecks->addWidget(m_showValues);
    envChecks->addWidget(m_inherit);
    envChecks->addStretch();
    envBox->addLayout(envChecks);
    m_environmentRow = rowWidget(envBox, this);
    m_form->addRow(buddyLabel(tr("&Environment:"), m_environment, this), m_environmentRow);
    connect(addVar, &QToolButton::clicked, this, [this] { addVariable(); });
    connect(removeVar, &QToolButton::clicked, this, [this] { removeSelectedRows(m_environment); });
    connect(m_showValues, &QCheckBox::toggled, this, [this](bool show) {
        m_secretDelegate->show = show;
        m_environment->viewport()->update();
        updatePreview();
    });
}

void ConnectionDialog::buildWorkingDirectoryRow()
{
    m_workingDirectory->setObjectName(QStringLiteral("workingDirectory"));
    auto *dirRow = new QHBoxLayout;
    m_workingDirectory->setPlaceholderText(tr("mcpscope's current folder"));
    m_workingDirectory->setAccessibleName(tr("Working directory"));
    auto *browseDir = new QPushButton(tr("B&rowse…"), this);
    dirRow->addWidget(m_workingDirectory, 1);
    dirRow->addWidget(browseDir);
    m_directoryRow = rowWidget(dirRow, this);
    m_form->addRow(buddyLabel(tr("&Working directory:"), m_workingDirectory, this), m_directoryRow);
    connect(browseDir, &QPushButton::clicked, this, [this] {
        const QString dir
            = QFileDialog::getExistingDirectory(this, tr("Choose the Working Directory"), m_workingDirectory->text());
        if (!dir.isEmpty())
            m_workingDirectory->setText(dir);
    });
}

// The URL page: the address, what is wrong with it, and the transport.
void ConnectionDialog::buildUrlRow()
{
    m_url->setObjectName(QStringLiteral("url"));
    m_transport->setObjectName(QStringLiteral("transport"));
    auto *urlBox = new QVBoxLayout;
    m_url->setPlaceholderText(tr("https://example.com/mcp"));
    m_url->setAccessibleName(tr("URL"));
    m_url->setToolTip(tr("The server's address: http:// or https://"));
    m_urlProblem->setTextFormat(Qt::PlainText);
    m_urlProblem->setWordWrap(true);
    m_urlProblem->setAccessibleName(tr("Problem with the URL"));
    setSeverityText(m_urlProblem, Severity::Error);
    m_urlProblem->hide();
    urlBox->addWidget(m_url);
    urlBox->addWidget(m_urlProblem);
    auto *transportRow = new QHBoxLayout;
    auto *transportLabel = new QLabel(tr("&Transport:"), this);
    transportLabel->setBuddy(m_transport);
    m_transport->addItem(tr("Auto (Streamable HTTP, else SSE)"), QStringLiteral("auto"));
    m_transport->addItem(tr("Streamable HTTP"), QStringLiteral("http"));
    m_transport->addItem(tr("SSE (HTTP+SSE of 2024-11-05)"), QStringLiteral("sse"));
    m_transport->setAccessibleName(tr("Transport"));
    m_transport->setToolTip(tr("Auto tries Streamable HTTP first and falls back to the older HTTP+SSE transport "
                               "when the server refuses it (a URL ending in /sse starts with SSE)"));
    transportRow->addWidget(transportLabel);
    transportRow->addWidget(m_transport);
    transportRow->addStretch();
    urlBox->addLayout(transportRow);
    m_urlRow = rowWidget(urlBox, this);
    m_form->addRow(buddyLabel(tr("&URL:"), m_url, this), m_urlRow);
}

void ConnectionDialog::buildHeadersRow()
{
    m_headers->setObjectName(QStringLiteral("headers"));
    m_headers->setHorizontalHeaderLabels({tr("Header"), tr("Value"), tr("Show")});
    m_headers->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Interactive);
    m_headers->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_headers->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_headers->setColumnWidth(0, fontMetrics().horizontalAdvance(QLatin1Char('x')) * 18);
    m_headers->verticalHeader()->setVisible(false);
    m_headerDelegate->showColumn = 2;
    m_headers->setItemDelegateForColumn(1, m_headerDelegate);
    m_headers->setAccessibleName(tr("HTTP headers"));
    m_headers->setToolTip(tr("Sent with every request, e.g. Authorization: Bearer …; values are hidden because "
                             "they are often secrets"));
    m_headers->setSelectionBehavior(QAbstractItemView::SelectRows);
    auto *headerButtons = new QVBoxLayout;
    QToolButton *addHeaderButton = smallButton(QStringLiteral("+"), tr("Add a header"), this);
    QToolButton *removeHeader = smallButton(QStringLiteral("\u2212"), tr("Remove the selected headers"), this);
    headerButtons->addWidget(addHeaderButton);
    headerButtons->addWidget(removeHeader);
    headerButtons->addStretch();
    auto *headerRow = new QHBoxLayout;
    headerRow->addWidget(m_headers, 1);
    headerRow->addLayout(headerButtons);
    m_headersRow = rowWidget(headerRow, this);
    m_form->addRow(buddyLabel(tr("&Headers:"), m_headers, this), m_headersRow);
    connect(addHeaderButton, &QToolButton::clicked, this, [this] { addHeader(); });
    connect(removeHeader, &QToolButton::clicked, this, [this] { removeSelectedRows(m_headers); });
}

void ConnectionDialog::buildCertificatesRow()
{
    m_certificates->setObjectName(QStringLiteral("trustedCertificates"));
    m_removeCertificate->setObjectName(QStringLiteral("removeCertificate"));
    m_certificates->setAccessibleName(tr("Trusted certificates"));
    m_certificates->setToolTip(tr("SHA-256 fingerprints of certificates you chose to trust for this server although "
                                  "they could not be verified"));
    m_certificates->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_certificates->setTextElideMode(Qt::ElideMiddle);
    m_certificates->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_certificates->setRootIsDecorated(false);
    m_certificates->setHeaderHidden(true);
    m_certificates->setFixedHeight((m_certificates->fontMetrics().height() + 6) * 3 + 2 * m_certificates->frameWidth());
    m_certificates->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_removeCertificate->setToolTip(tr("Stop trusting the selected certificates"));
    auto *certificateRow = new QHBoxLayout;
    certificateRow->addWidget(m_certificates, 1);
    auto *certificateButtons = new QVBoxLayout;
    certificateButtons->addWidget(m_removeCertificate);
    certificateButtons->addStretch();
    certificateRow->addLayout(certificateButtons);
    m_certificatesRow = rowWidget(certificateRow, this);
    m_form->addRow(buddyLabel(tr("Trusted &certificates:"), m_certificates, this), m_certificatesRow);
    connect(m_removeCertificate, &QPushButton::clicked, this, &ConnectionDialog::removeSelectedCertificates);
    connect(m_certificates, &QTreeWidget::itemSelectionChanged, this, &ConnectionDialog::updateButtons);
}

// OAuth: only for servers that ask for authorization; all empty is the usual case.
void ConnectionDialog::buildSignInRows()
{
    m_oauthRow = new QWidget(this);
    auto *oauth = new QFormLayout(m_oauthRow);
    oauth->setContentsMargins(0, 0, 0, 0);
    oauth->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_oauthClientId = new QLineEdit(m_oauthRow);
    m_oauthClientId->setPlaceholderText(tr("empty: mcpscope registers itself"));
    m_oauthClientId->setAccessibleName(tr("OAuth client id"));
    m_oauthClientId->setToolTip(tr("A client registered beforehand at the server's authorization server. Leave empty "
                                   "when the server allows mcpscope to register itself."));
    m_oauthClientSecret = new QLineEdit(m_oauthRow);
    m_oauthClientSecret->setEchoMode(QLineEdit::Password);
    m_oauthClientSecret->setAccessibleName(tr("OAuth client secret"));
    m_oauthClientSecret->setToolTip(tr("The secret of that client, if it has one; kept with the other secret values, "
                                       "never in the profile file"));
    m_oauthMetadataUrl = new QLineEdit(m_oauthRow);
    m_oauthMetadataUrl->setPlaceholderText(tr("https://…/client-metadata.json"));
    m_oauthMetadataUrl->setAccessibleName(tr("OAuth client metadata document"));
    m_oauthMetadataUrl->setToolTip(tr("A Client ID Metadata Document describing mcpscope, used as the client id where "
                                      "the authorization server accepts such documents"));
    m_oauthCallback = new QLineEdit(m_oauthRow);
    m_oauthCallback->setPlaceholderText(tr("http://127.0.0.1:PORT/oauth/callback (empty: any free port)"));
    m_oauthCallback->setAccessibleName(tr("OAuth callback address"));
    m_oauthCallback->setToolTip(tr("Where the browser comes back to after the sign-in: a loopback address. A client "
                                   "registered beforehand needs the address it was registered with."));
    m_oauthIssuer = new QLineEdit(m_oauthRow);
    m_oauthIssuer->setPlaceholderText(tr("https://auth.example.com (empty: the first one used)"));
    m_oauthIssuer->setAccessibleName(tr("Authorization server of the OAuth client"));
    m_oauthIssuer->setToolTip(tr("The authorization server the client is registered at. Its secret is sent there "
                                 "and nowhere else, whatever the server names later."));
    m_oauthIssuer->setObjectName(QStringLiteral("oauthClientIssuer"));
    m_oauthClientId->setObjectName(QStringLiteral("oauthClientId"));
    m_oauthClientSecret->setObjectName(QStringLiteral("oauthClientSecret"));
    m_oauthMetadataUrl->setObjectName(QStringLiteral("oauthClientMetadataUrl"));
    m_oauthCallback->setObjectName(QStringLiteral("oauthCallbackUrl"));
    oauth->addRow(buddyLabel(tr("Client &ID:"), m_oauthClientId, this), m_oauthClientId);
    oauth->addRow(buddyLabel(tr("Client s&ecret:"), m_oauthClientSecret, this), m_oauthClientSecret);
    oauth->addRow(buddyLabel(tr("Re&gistered at:"), m_oauthIssuer, this), m_oauthIssuer);
    oauth->addRow(buddyLabel(tr("Client &metadata:"), m_oauthMetadataUrl, this), m_oauthMetadataUrl);
    oauth->addRow(buddyLabel(tr("Call&back:"), m_oauthCallback, this), m_oauthCallback);
    m_form->addRow(tr("Sign-in (OAuth):"), m_oauthRow);
}

// The era of MCP to speak, as the official inspector's per-server setting.
void ConnectionDialog::buildProtocolEraRow()
{
    m_protocolEra = new QComboBox(this);
    m_protocolEra->setObjectName(QStringLiteral("protocolEra"));
    m_protocolEra->addItem(tr("Default (Auto for a URL, Legacy for a command)"), QString());
    for (ProtocolEra era : {ProtocolEra::Legacy, ProtocolEra::Auto, ProtocolEra::Modern})
        m_protocolEra->addItem(ModernMcp::eraDisplayName(era), ModernMcp::eraName(era));
    m_protocolEra->setToolTip(
        tr("Legacy sends initialize (MCP 2025-11-25 and earlier). Auto asks server/discover first "
           "and falls back to initialize. Modern speaks MCP 2026-07-28 only, and fails when the "
           "server does not."));
    m_form->addRow(buddyLabel(tr("Protocol &era:"), m_protocolEra, this), m_protocolEra);
}

void ConnectionDialog::buildTimeoutsRow()
{
    m_requestTimeout->setObjectName(QStringLiteral("requestTimeout"));
    auto *timeouts = new QHBoxLayout;
    m_requestTimeout->setAccessibleName(tr("Request timeout"));
    m_requestTimeout->setToolTip(tr("How long to wait for the answer to a request"));
    m_closeWait->setAccessibleName(tr("Wait for exit"));
    m_closeWait->setToolTip(
        tr("When disconnecting: how long to wait for the server to exit after its input is closed"));
    m_terminateWait->setAccessibleName(tr("Wait after SIGTERM"));
    m_terminateWait->setToolTip(tr("Then how long to wait after SIGTERM before killing it"));
    timeouts->addWidget(new QLabel(tr("Requests:"), this));
    timeouts->addWidget(m_requestTimeout);
    auto *exitLabel = new QLabel(tr("Exit:"), this);
    auto *termLabel = new QLabel(tr("After SIGTERM:"), this);
    timeouts->addWidget(exitLabel);
    timeouts->addWidget(m_closeWait);
    timeouts->addWidget(termLabel);
    timeouts->addWidget(m_terminateWait);
    timeouts->addStretch();
    m_form->addRow(tr("Timeouts:"), timeouts);
    // The waits when disconnecting are about a process: a remote server has none.
    for (QWidget *w : std::initializer_list<QWidget *>{exitLabel, m_closeWait, termLabel, m_terminateWait})
        connect(m_commandMode, &QRadioButton::toggled, w, &QWidget::setVisible);
}

// Below the form: where secrets are kept, and what will run.
void ConnectionDialog::buildNotes()
{
    m_secretsHint->setTextFormat(Qt::PlainText);
    m_secretsHint->setWordWrap(true);
    m_secretsHint->setAccessibleName(tr("Where secret values are kept"));
    m_secretsHint->setEnabled(false); // greyed: a note, not a control
    m_form->addRow(QString(), m_secretsHint);

    m_preview->setWordWrap(true);
    m_preview->setTextFormat(Qt::PlainText);
    m_preview->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_preview->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_preview->setAccessibleName(tr("Command that will run"));
    m_form->addRow(tr("Will run:"), m_preview);

    const SecretStore *secrets = m_store->secretStore();
    m_secretsHint->setText(secrets->usingFallback()
                               ? secrets->fallbackNotice()
                               : tr("Environment and header values are kept in the system keychain, not in the "
                                    "file of saved servers."));
}

// At the bottom: the last note or problem, and the dialog's buttons.
void ConnectionDialog::buildMessageAndButtons(QBoxLayout *outer)
{
    m_message->setTextFormat(Qt::PlainText);
    m_message->setWordWrap(true);
    m_message->setAccessibleName(tr("Message"));
    outer->addWidget(m_message);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_save = buttons->addButton(tr("&Save"), QDialogButtonBox::ActionRole);
    m_save->setToolTip(tr("Save this server under its name"));
    m_connect = buttons->addButton(tr("C&onnect"), QDialogButtonBox::AcceptRole);
    m_connect->setObjectName(QStringLiteral("connect"));
    m_connect->setDefault(true);
    outer->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &ConnectionDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_save, &QPushButton::clicked, this, [this] { saveProfile(); });
}

// The preview follows every field it shows; the mode shows its own rows.
void ConnectionDialog::updatePreviewOnEdits()
{
    for (QLineEdit *line : {m_name, m_command, m_workingDirectory, m_url, m_oauthClientId, m_oauthClientSecret,
                            m_oauthMetadataUrl, m_oauthCallback})
        connect(line, &QLineEdit::textChanged, this, &ConnectionDialog::updatePreview);
    connect(m_arguments, &QTableWidget::itemChanged, this, &ConnectionDialog::updatePreview);
    connect(m_environment, &QTableWidget::itemChanged, this, &ConnectionDialog::updatePreview);
    connect(m_headers, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        // A row's "Show" changes how its value cell is drawn.
        if (item->column() == 2)
            m_headers->viewport()->update();
        updatePreview();
    });
    connect(m_headers->model(), &QAbstractItemModel::rowsRemoved, this, &ConnectionDialog::updatePreview);
    connect(m_inherit, &QCheckBox::toggled, this, &ConnectionDialog::updatePreview);
    connect(m_transport, &QComboBox::currentIndexChanged, this, &ConnectionDialog::updatePreview);
    connect(m_commandMode, &QRadioButton::toggled, this, &ConnectionDialog::updateMode);
}

void ConnectionDialog::reloadLists()
{
    const QString selected = selectedProfileName();
    const QSignalBlocker blocker(m_profiles);
    m_profiles->clear();
    for (const ServerProfile &p : m_store->profiles()) {
        auto *item = new QListWidgetItem(p.name, m_profiles);
        item->setToolTip(p.displayCommand());
        if (p.name == selected)
            m_profiles->setCurrentItem(item);
    }
    m_recent->clear();
    for (const ServerProfile &p : m_store->recent()) {
        auto *item = new QListWidgetItem(p.displayName(), m_recent);
        item->setToolTip(p.displayCommand());
    }
    updateButtons();
}

QString ConnectionDialog::selectedProfileName() const
{
    const QListWidgetItem *item = m_profiles->currentItem();
    return item ? item->text() : QString();
}

void ConnectionDialog::onProfileActivated(QListWidgetItem *item)
{
    if (!item)
        return;
    if (const ServerProfile *p = m_store->find(item->text()))
        setProfile(*p);
}

void ConnectionDialog::onRecentActivated(QListWidgetItem *item)
{
    const int row = m_recent->row(item);
    if (row >= 0 && row < m_store->recent().size())
        setProfile(m_store->recent().at(row));
}

void ConnectionDialog::setProfile(const ServerProfile &profile)
{
    m_name->setText(profile.name);
    m_command->setText(profile.program);
    m_url->setText(profile.url);
    const int transport = m_transport->findData(ServerConfigFile::remoteType(profile.transportKind));
    m_transport->setCurrentIndex(transport < 0 ? 0 : transport);
    {
        const QSignalBlocker h(m_headers);
        m_headers->setRowCount(0);
        for (const auto &[header, value] : profile.headers)
            addHeader(header, value);
    }
    m_certificates->clear();
    for (const QString &fingerprint : profile.trustedCertificates) {
        // Shown as browsers show them: pairs of hex digits, upper case, separated by colons.
        QString shown;
        for (qsizetype i = 0; i < fingerprint.size(); i += 2)
            shown += (i ? QStringLiteral(":") : QString()) + fingerprint.mid(i, 2).toUpper();
        auto *item = new QTreeWidgetItem(m_certificates, {shown});
        item->setData(0, Qt::UserRole, fingerprint);
        item->setToolTip(0, tr("SHA-256 %1").arg(shown));
    }
    m_oauthClientId->setText(profile.oauthClientId);
    m_oauthClientSecret->setText(profile.oauthClientSecret);
    m_oauthMetadataUrl->setText(profile.oauthClientMetadataUrl);
    m_oauthCallback->setText(profile.oauthCallbackUrl);
    m_oauthIssuer->setText(profile.oauthClientIssuer);
    {
        const QSignalBlocker a(m_arguments);
        m_arguments->setRowCount(0);
        for (const QString &arg : profile.arguments)
            addArgument(arg);
    }
    {
        const QSignalBlocker e(m_environment);
        m_environment->setRowCount(0);
        for (auto it = profile.environment.cbegin(); it != profile.environment.cend(); ++it)
            addVariable(it.key(), it.value());
    }
    m_inherit->setChecked(profile.inheritEverything);
    m_workingDirectory->setText(profile.workingDirectory);
    m_requestTimeout->setValue(profile.requestTimeoutMs / 1000);
    m_protocolEra->setCurrentIndex(qMax(0, m_protocolEra->findData(profile.protocolEra)));
    m_closeWait->setValue(profile.closeStdinWaitMs / 1000);
    m_terminateWait->setValue(profile.terminateWaitMs / 1000);
    setMode(profile.isRemote() ? Mode::Url : Mode::Command);
    updateMode();
    updatePreview();
}

ConnectionDialog::Mode ConnectionDialog::mode() const
{
    return m_urlMode->isChecked() ? Mode::Url : Mode::Command;
}

void ConnectionDialog::setMode(Mode mode)
{
    (mode == Mode::Url ? m_urlMode : m_commandMode)->setChecked(true);
}

void ConnectionDialog::updateMode()
{
    const bool url = mode() == Mode::Url;
    for (QWidget *row : {m_commandRow, m_argumentsRow, m_environmentRow, m_directoryRow})
        m_form->setRowVisible(row, !url);
    for (QWidget *row : {m_urlRow, m_headersRow, m_certificatesRow, m_oauthRow})
        m_form->setRowVisible(row, url);
    if (auto *label = qobject_cast<QLabel *>(m_form->labelForField(m_preview)))
        label->setText(url ? tr("Will connect to:") : tr("Will run:"));
    m_preview->setAccessibleName(url ? tr("Server that will be connected to") : tr("Command that will run"));
    updatePreview();
}

ServerProfile ConnectionDialog::profile() const
{
    ServerProfile p;
    p.name = m_name->text().trimmed();
    p.requestTimeoutMs = m_requestTimeout->value() * 1000;
    p.protocolEra = m_protocolEra->currentData().toString();
    p.closeStdinWaitMs = m_closeWait->value() * 1000;
    p.terminateWaitMs = m_terminateWait->value() * 1000;
    if (mode() == Mode::Url) {
        p.url = m_url->text().trimmed();
        p.transportKind = m_transport->currentData().toString();
        for (int row = 0; row < m_headers->rowCount(); ++row) {
            const QTableWidgetItem *name = m_headers->item(row, 0);
            const QTableWidgetItem *value = m_headers->item(row, 1);
            const QString header = name ? name->text().trimmed() : QString();
            const QString text = value ? value->text() : QString();
            // An empty row is no header; a value without a name is kept for problem() to tell.
            if (!header.isEmpty() || !text.isEmpty())
                p.headers.append({header, text});
        }
        for (int row = 0; row < m_certificates->topLevelItemCount(); ++row)
            p.trustedCertificates << m_certificates->topLevelItem(row)->data(0, Qt::UserRole).toString();
        p.oauthClientId = m_oauthClientId->text().trimmed();
        p.oauthClientSecret = m_oauthClientSecret->text();
        p.oauthClientMetadataUrl = m_oauthMetadataUrl->text().trimmed();
        p.oauthCallbackUrl = m_oauthCallback->text().trimmed();
        p.oauthClientIssuer = m_oauthIssuer->text().trimmed();
        return p;
    }
    p.program = m_command->text().trimmed();
    for (int row = 0; row < m_arguments->rowCount(); ++row) {
        const QTableWidgetItem *item = m_arguments->item(row, 0);
        p.arguments << (item ? item->text() : QString());
    }
    for (int row = 0; row < m_environment->rowCount(); ++row) {
        const QTableWidgetItem *name = m_environment->item(row, 0);
        const QTableWidgetItem *value = m_environment->item(row, 1);
        if (name && !name->text().trimmed().isEmpty())
            p.environment.insert(name->text().trimmed(), value ? value->text() : QString());
    }
    p.inheritEverything = m_inherit->isChecked();
    p.workingDirectory = m_workingDirectory->text().trimmed();
    return p;
}

void ConnectionDialog::addArgument(const QString &value)
{
    const int row = m_arguments->rowCount();
    m_arguments->insertRow(row);
    m_arguments->setItem(row, 0, new QTableWidgetItem(value));
    if (value.isEmpty() && !m_arguments->signalsBlocked()) {
        m_arguments->setCurrentCell(row, 0);
        m_arguments->editItem(m_arguments->item(row, 0));
    }
    updatePreview();
}

void ConnectionDialog::addVariable(const QString &name, const QString &value)
{
    const int row = m_environment->rowCount();
    m_environment->insertRow(row);
    m_environment->setItem(row, 0, new QTableWidgetItem(name));
    m_environment->setItem(row, 1, new QTableWidgetItem(value));
    if (name.isEmpty() && !m_environment->signalsBlocked()) {
        m_environment->setCurrentCell(row, 0);
        m_environment->editItem(m_environment->item(row, 0));
    }
}

void ConnectionDialog::addHeader(const QString &name, const QString &value)
{
    const int row = m_headers->rowCount();
    m_headers->insertRow(row);
    m_headers->setItem(row, 0, new QTableWidgetItem(name));
    m_headers->setItem(row, 1, new QTableWidgetItem(value));
    auto *show = new QTableWidgetItem;
    show->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
    show->setCheckState(Qt::Unchecked);
    show->setToolTip(tr("Show this value"));
    show->setData(Qt::AccessibleTextRole, tr("Show the value"));
    m_headers->setItem(row, 2, show);
    if (name.isEmpty() && !m_headers->signalsBlocked()) {
        m_headers->setCurrentCell(row, 0);
        m_headers->editItem(m_headers->item(row, 0));
    }
    updatePreview();
}

void ConnectionDialog::removeSelectedCertificates()
{
    const QList<QTreeWidgetItem *> selected = m_certificates->selectedItems();
    for (QTreeWidgetItem *item : selected)
        delete item;
    updateButtons();
}

void ConnectionDialog::removeSelectedRows(QTableWidget *table)
{
    QList<int> rows;
    for (const QModelIndex &index : table->selectionModel()->selectedRows())
        rows << index.row();
    if (rows.isEmpty() && table->currentRow() >= 0)
        rows << table->currentRow();
    std::sort(rows.begin(), rows.end(), std::greater<int>());
    for (const int row : rows)
        table->removeRow(row);
    updatePreview();
}

void ConnectionDialog::moveArgument(int delta)
{
    const int row = m_arguments->currentRow();
    const int target = row + delta;
    if (row < 0 || target < 0 || target >= m_arguments->rowCount())
        return;
    QTableWidgetItem *a = m_arguments->takeItem(row, 0);
    QTableWidgetItem *b = m_arguments->takeItem(target, 0);
    m_arguments->setItem(row, 0, b);
    m_arguments->setItem(target, 0, a);
    m_arguments->setCurrentCell(target, 0);
    updatePreview();
}

QString ConnectionDialog::previewText() const
{
    return m_preview->text();
}

QString ConnectionDialog::shownEnvironmentValue(int row) const
{
    return m_secretDelegate->shownText(m_environment->model()->index(row, 1));
}

QString ConnectionDialog::shownHeaderValue(int row) const
{
    return m_headerDelegate->shownText(m_headers->model()->index(row, 1));
}

QString ConnectionDialog::urlProblemText() const
{
    return m_urlProblem->isVisibleTo(this) ? m_urlProblem->text() : QString();
}

QString ConnectionDialog::secretsText() const
{
    return m_secretsHint->text();
}

void ConnectionDialog::updatePreview()
{
    const ServerProfile p = profile();
    QString text;
    if (mode() == Mode::Url) {
        text = p.url.isEmpty() ? tr("(no URL yet)") : p.displayCommand();
        if (p.sendsSecretsUnencrypted())
            text += QLatin1Char('\n') + tr("Note: over http:// the headers travel unencrypted.");
    } else {
        text = p.program.isEmpty() ? tr("(no command yet)") : p.displayCommand(m_showValues->isChecked());
        if (!p.workingDirectory.isEmpty())
            text += QLatin1Char('\n') + tr("in %1").arg(p.workingDirectory);
    }
    m_preview->setText(text);
    updateButtons();
}

void ConnectionDialog::updateButtons()
{
    const bool selected = m_profiles->currentItem() != nullptr;
    m_duplicate->setEnabled(selected);
    m_rename->setEnabled(selected);
    m_delete->setEnabled(selected);
    m_removeCertificate->setEnabled(!m_certificates->selectedItems().isEmpty());
    bool usable = false;
    if (mode() == Mode::Url) {
        // Nothing to complain about in an empty field yet; Connect waits for a URL anyway.
        const QString problem = profile().problem();
        usable = problem.isEmpty();
        m_urlProblem->setText(problem);
        m_urlProblem->setVisible(!problem.isEmpty() && !m_url->text().trimmed().isEmpty());
    } else {
        usable = !m_command->text().trimmed().isEmpty();
        m_urlProblem->hide();
    }
    m_connect->setEnabled(usable);
    m_export->setEnabled(usable);
    m_save->setEnabled(usable);
}

void ConnectionDialog::accept()
{
    const QString problem = profile().problem();
    if (!problem.isEmpty()) {
        showError(problem);
        return;
    }
    QDialog::accept();
}

void ConnectionDialog::showError(const QString &text)
{
    m_message->setText(text);
    if (!m_quiet)
        QMessageBox::warning(this, windowTitle(), text);
}

bool ConnectionDialog::storeChanged()
{
    QString error;
    if (!m_store->save(&error)) {
        showError(error);
        return false;
    }
    reloadLists();
    return true;
}

QString ConnectionDialog::messageText() const
{
    return m_message->text();
}

bool ConnectionDialog::saveProfile()
{
    ServerProfile p = profile();
    if (p.name.isEmpty()) {
        if (m_quiet) {
            m_message->setText(tr("Give the server a name to save it."));
            return false;
        }
        bool ok = false;
        const QString name = QInputDialog::getText(this, tr("Save Server"), tr("Save as:"), QLineEdit::Normal,
                                                   m_store->uniqueName(p.suggestedName()), &ok);
        if (!ok || name.trimmed().isEmpty())
            return false;
        p.name = name.trimmed();
        m_name->setText(p.name);
    }
    m_store->upsert(p);
    if (!storeChanged())
        return false;
    for (int i = 0; i < m_profiles->count(); ++i) {
        if (m_profiles->item(i)->text() == p.name) {
            const QSignalBlocker blocker(m_profiles);
            m_profiles->setCurrentRow(i);
        }
    }
    updateButtons();
    m_message->setText(tr("Saved as \"%1\".").arg(p.name));
    return true;
}

bool ConnectionDialog::duplicateSelected()
{
    const QString copy = m_store->duplicate(selectedProfileName());
    if (copy.isEmpty() || !storeChanged())
        return false;
    for (int i = 0; i < m_profiles->count(); ++i) {
        if (m_profiles->item(i)->text() == copy)
            m_profiles->setCurrentRow(i);
    }
    return true;
}

bool ConnectionDialog::renameSelected(const QString &newName)
{
    QString error;
    const QString old = selectedProfileName();
    if (!m_store->rename(old, newName, &error)) {
        showError(error);
        return false;
    }
    if (m_name->text().trimmed() == old)
        m_name->setText(newName.trimmed());
    if (!storeChanged())
        return false;
    for (int i = 0; i < m_profiles->count(); ++i) {
        if (m_profiles->item(i)->text() == newName.trimmed())
            m_profiles->setCurrentRow(i);
    }
    return true;
}

bool ConnectionDialog::removeSelected()
{
    const QString name = selectedProfileName();
    if (name.isEmpty() || !m_store->remove(name))
        return false;
    m_profiles->setCurrentItem(nullptr);
    return storeChanged();
}

void ConnectionDialog::exportToClipboard(SecretValues values)
{
    const ServerProfile p = profile();
    QApplication::clipboard()->setText(QString::fromUtf8(p.toMcpServersJson(values)));
    const QString name = p.toConfigEntry().name;
    if (values == SecretValues::Include || p.secrets().isEmpty()) {
        m_message->setText(p.secrets().isEmpty()
                               ? tr("Copied \"%1\" to the clipboard as an \"mcpServers\" entry.").arg(name)
                               : tr("Copied \"%1\" to the clipboard as an \"mcpServers\" entry with its secret values: "
                                    "keep it private.")
                                     .arg(name));
    } else {
        m_message->setText(tr("Copied \"%1\" to the clipboard as an \"mcpServers\" entry; the environment and header "
                              "values are left empty: fill them in where you paste it.")
                               .arg(name));
    }
}

void ConnectionDialog::chooseImportFile()
{
    // Where desktop MCP hosts and editors keep their server lists, when present here.
    const QString home = QDir::homePath();
    const QString config = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
    const QList<QPair<QString, QString>> known{
        {tr("Claude Desktop"), config + QStringLiteral("/Claude/claude_desktop_config.json")},
        {tr("Claude Desktop"), home + QStringLiteral("/Library/Application Support/Claude/claude_desktop_config.json")},
        {tr("Cursor"), home + QStringLiteral("/.cursor/mcp.json")},
        {tr("VS Code (this folder)"), QDir::currentPath() + QStringLiteral("/.vscode/mcp.json")},
        {tr("Cursor (this folder)"), QDir::currentPath() + QStringLiteral("/.cursor/mcp.json")},
    };
    QMenu menu(this);
    for (const auto &[label, path] : known) {
        if (!QFileInfo::exists(path))
            continue;
        QAction *action = menu.addAction(tr("%1: %2").arg(label, QDir::toNativeSeparators(path)));
        action->setData(path);
    }
    if (!menu.isEmpty())
        menu.addSeparator();
    QAction *other = menu.addAction(tr("Other File…"));
    QAction *chosen = menu.exec(m_import->mapToGlobal(QPoint(0, m_import->height())));
    if (!chosen)
        return;
    QString path = chosen->data().toString();
    if (chosen == other) {
        path = QFileDialog::getOpenFileName(this, tr("Import Servers"), home,
                                            tr("MCP configuration (*.json);;All files (*)"));
    }
    if (path.isEmpty())
        return;
    ServerConfigFile file;
    QString error;
    if (!file.load(path, &error)) {
        showError(error);
        return;
    }
    importEntries(QDir::toNativeSeparators(path), file.entries(), true, file.json(), path);
}

void ConnectionDialog::importEntries(const QString &source, const QList<ServerConfigEntry> &entries, bool askFirst,
                                     const QByteArray &json, const QString &path)
{
    QList<ServerProfile> chosen;
    if (askFirst) {
        ImportServersDialog dialog(source, entries, this);
        dialog.setSourceJson(json, path);
        if (dialog.exec() != QDialog::Accepted)
            return;
        chosen = dialog.selectedProfiles();
    } else {
        ImportServersDialog dialog(source, entries, this);
        chosen = dialog.selectedProfiles();
    }
    QStringList names;
    for (ServerProfile p : std::as_const(chosen)) {
        p.name = m_store->uniqueName(p.name);
        m_store->upsert(p);
        names << p.name;
    }
    if (names.isEmpty() || !storeChanged())
        return;
    m_message->setText(tr("Imported: %1").arg(names.join(QStringLiteral(", "))));
    for (int i = 0; i < m_profiles->count(); ++i) {
        if (m_profiles->item(i)->text() == names.first())
            m_profiles->setCurrentRow(i);
    }
}

} // namespace mcpscope
