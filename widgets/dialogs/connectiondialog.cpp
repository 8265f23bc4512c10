// SPDX-License-Identifier: MIT
#include "dialogs/connectiondialog.h"

#include "dialogs/importserversdialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
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
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace mcpscope {

/// Shows environment values as dots (and edits them like passwords) unless asked not to.
class SecretDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    bool show = false;

    QString displayText(const QVariant &value, const QLocale &locale) const override
    {
        const QString text = value.toString();
        if (show || text.isEmpty())
            return QStyledItemDelegate::displayText(value, locale);
        return QString(8, QChar(0x2022));
    }

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QWidget *editor = QStyledItemDelegate::createEditor(parent, option, index);
        if (auto *line = qobject_cast<QLineEdit *>(editor))
            line->setEchoMode(show ? QLineEdit::Normal : QLineEdit::Password);
        return editor;
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

    // Left: saved and recent servers.
    auto *left = new QVBoxLayout;
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
    fileButtons->addWidget(m_import);
    fileButtons->addWidget(m_export);
    left->addLayout(fileButtons);
    columns->addLayout(left, 2);

    // Right: the server.
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_name->setPlaceholderText(tr("A name to save it under (optional)"));
    m_name->setAccessibleName(tr("Profile name"));
    form->addRow(tr("&Name:"), m_name);

    auto *commandRow = new QHBoxLayout;
    m_command->setPlaceholderText(tr("Program to start, e.g. npx or /usr/bin/python3"));
    m_command->setAccessibleName(tr("Command"));
    auto *browse = new QPushButton(tr("&Browse…"), this);
    commandRow->addWidget(m_command, 1);
    commandRow->addWidget(browse);
    form->addRow(buddyLabel(tr("&Command:"), m_command, this), commandRow);

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
    form->addRow(buddyLabel(tr("&Arguments:"), m_arguments, this), argumentRow);

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
    form->addRow(buddyLabel(tr("&Environment:"), m_environment, this), envBox);

    auto *dirRow = new QHBoxLayout;
    m_workingDirectory->setPlaceholderText(tr("mcpscope's current folder"));
    m_workingDirectory->setAccessibleName(tr("Working directory"));
    auto *browseDir = new QPushButton(tr("B&rowse…"), this);
    dirRow->addWidget(m_workingDirectory, 1);
    dirRow->addWidget(browseDir);
    form->addRow(buddyLabel(tr("&Working directory:"), m_workingDirectory, this), dirRow);

    auto *timeouts = new QHBoxLayout;
    m_requestTimeout->setAccessibleName(tr("Request timeout"));
    m_requestTimeout->setToolTip(tr("How long to wait for the answer to a request"));
    m_closeWait->setAccessibleName(tr("Wait for exit"));
    m_closeWait->setToolTip(tr("When disconnecting: how long to wait for the server to exit after its input is closed"));
    m_terminateWait->setAccessibleName(tr("Wait after SIGTERM"));
    m_terminateWait->setToolTip(tr("Then how long to wait after SIGTERM before killing it"));
    timeouts->addWidget(new QLabel(tr("Requests:"), this));
    timeouts->addWidget(m_requestTimeout);
    timeouts->addWidget(new QLabel(tr("Exit:"), this));
    timeouts->addWidget(m_closeWait);
    timeouts->addWidget(new QLabel(tr("After SIGTERM:"), this));
    timeouts->addWidget(m_terminateWait);
    timeouts->addStretch();
    form->addRow(tr("Timeouts:"), timeouts);

    m_preview->setWordWrap(true);
    m_preview->setTextFormat(Qt::PlainText);
    m_preview->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_preview->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_preview->setAccessibleName(tr("Command that will run"));
    form->addRow(tr("Will run:"), m_preview);

    auto *right = new QWidget(this);
    right->setLayout(form);
    columns->addWidget(right, 5);

    m_message->setTextFormat(Qt::PlainText);
    m_message->setWordWrap(true);
    m_message->setAccessibleName(tr("Message"));
    outer->addWidget(m_message);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_save = buttons->addButton(tr("&Save"), QDialogButtonBox::ActionRole);
    m_save->setToolTip(tr("Save this server under its name"));
    m_connect = buttons->addButton(tr("C&onnect"), QDialogButtonBox::AcceptRole);
    m_connect->setDefault(true);
    outer->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_save, &QPushButton::clicked, this, [this] { saveProfile(); });
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
    connect(m_export, &QPushButton::clicked, this, &ConnectionDialog::exportToClipboard);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Choose the Server Program"), m_command->text());
        if (!file.isEmpty())
            m_command->setText(file);
    });
    connect(browseDir, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Choose the Working Directory"),
                                                              m_workingDirectory->text());
        if (!dir.isEmpty())
            m_workingDirectory->setText(dir);
    });
    connect(addArg, &QToolButton::clicked, this, [this] { addArgument(); });
    connect(removeArg, &QToolButton::clicked, this, [this] { removeSelectedRows(m_arguments); });
    connect(upArg, &QToolButton::clicked, this, [this] { moveArgument(-1); });
    connect(downArg, &QToolButton::clicked, this, [this] { moveArgument(1); });
    connect(addVar, &QToolButton::clicked, this, [this] { addVariable(); });
    connect(removeVar, &QToolButton::clicked, this, [this] { removeSelectedRows(m_environment); });
    connect(m_showValues, &QCheckBox::toggled, this, [this](bool show) {
        m_secretDelegate->show = show;
        m_environment->viewport()->update();
        updatePreview();
    });
    for (QLineEdit *line : {m_name, m_command, m_workingDirectory})
        connect(line, &QLineEdit::textChanged, this, &ConnectionDialog::updatePreview);
    connect(m_arguments, &QTableWidget::itemChanged, this, &ConnectionDialog::updatePreview);
    connect(m_environment, &QTableWidget::itemChanged, this, &ConnectionDialog::updatePreview);
    connect(m_inherit, &QCheckBox::toggled, this, &ConnectionDialog::updatePreview);

    reloadLists();
    setProfile(current);
    resize(980, 600);
}

ConnectionDialog::~ConnectionDialog() = default;

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
    m_closeWait->setValue(profile.closeStdinWaitMs / 1000);
    m_terminateWait->setValue(profile.terminateWaitMs / 1000);
    updatePreview();
}

ServerProfile ConnectionDialog::profile() const
{
    ServerProfile p;
    p.name = m_name->text().trimmed();
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
    p.requestTimeoutMs = m_requestTimeout->value() * 1000;
    p.closeStdinWaitMs = m_closeWait->value() * 1000;
    p.terminateWaitMs = m_terminateWait->value() * 1000;
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
    const QModelIndex index = m_environment->model()->index(row, 1);
    return m_secretDelegate->displayText(index.data(), locale());
}

void ConnectionDialog::updatePreview()
{
    const ServerProfile p = profile();
    QString text = p.program.isEmpty() ? tr("(no command yet)") : p.displayCommand(m_showValues->isChecked());
    if (!p.workingDirectory.isEmpty())
        text += QLatin1Char('\n') + tr("in %1").arg(p.workingDirectory);
    m_preview->setText(text);
    updateButtons();
}

void ConnectionDialog::updateButtons()
{
    const bool selected = m_profiles->currentItem() != nullptr;
    m_duplicate->setEnabled(selected);
    m_rename->setEnabled(selected);
    m_delete->setEnabled(selected);
    const bool hasCommand = !m_command->text().trimmed().isEmpty();
    m_connect->setEnabled(hasCommand);
    m_export->setEnabled(hasCommand);
    m_save->setEnabled(hasCommand);
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
                                                   m_store->uniqueName(QFileInfo(p.program).baseName()), &ok);
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

void ConnectionDialog::exportToClipboard()
{
    const ServerProfile p = profile();
    QApplication::clipboard()->setText(QString::fromUtf8(p.toMcpServersJson()));
    m_message->setText(tr("Copied \"%1\" to the clipboard as an \"mcpServers\" entry (environment values included).")
                           .arg(p.toConfigEntry().name));
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
