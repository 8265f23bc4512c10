// SPDX-License-Identifier: MIT
#include "collectionpanel.h"
#include "json/jsontree.h"
#include "widgets/common/contrast.h"

#include "loaddialog.h"
#include "mcp/mcpclient.h"
#include "widgets/diagnostics/severitystyle.h"
#include "widgets/forms/argumentseditor.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace mcpscope {

namespace {

enum StepColumn { NumberColumn, NameColumn, MethodColumn, ResultColumn, TimeColumn };

QPushButton *button(const QString &text, const QString &tip, QWidget *parent)
{
    auto *b = new QPushButton(text, parent);
    b->setToolTip(tip);
    b->setAccessibleDescription(tip);
    return b;
}

QPlainTextEdit *jsonEditor(const QString &name, QWidget *parent)
{
    auto *edit = new QPlainTextEdit(parent);
    edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    edit->setLineWrapMode(QPlainTextEdit::NoWrap);
    edit->setTabChangesFocus(true);
    edit->setAccessibleName(name);
    return edit;
}

QString indented(const QJsonValue &value)
{
    return value.isArray() ? QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented))
                           : QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented));
}

} // namespace

CollectionPanel::CollectionPanel(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_steps(new QTreeWidget(this))
    , m_params(jsonEditor(tr("Params"), this))
    , m_paramsPages(new QStackedWidget(this))
    , m_form(new ArgumentsEditor(this))
    , m_formTitle(new QLabel(this))
    , m_asJson(
          button(tr("Params as &JSON"), tr("Edit all of the step's params as JSON instead of the tool's form"), this))
    , m_expect(jsonEditor(tr("Expectations"), this))
    , m_editProblem(new QLabel(this))
    , m_outcome(new QLabel(this))
    , m_checks(new QTreeWidget(this))
    , m_new(button(tr("&New"), tr("Start an empty collection"), this))
    , m_open(button(tr("&Open…"), tr("Open a collection file"), this))
    , m_save(button(tr("&Save"), tr("Save the collection to its file"), this))
    , m_saveAs(button(tr("Save &As…"), tr("Save the collection to another file"), this))
    , m_up(button(tr("Move &Up"), tr("Run the selected step earlier"), this))
    , m_down(button(tr("Move Do&wn"), tr("Run the selected step later"), this))
    , m_duplicate(button(tr("&Duplicate"), tr("Add a copy of the selected step after it"), this))
    , m_remove(button(tr("&Remove"), tr("Remove the selected step"), this))
    , m_runAll(button(tr("Run &All"), tr("Run every step against the connected server, in order"), this))
    , m_runOne(button(tr("Run S&tep"), tr("Run the selected step alone"), this))
    , m_load(button(tr("&Load…"), tr("Send the steps again and again and measure latency and throughput"), this))
    , m_showMessages(button(tr("Show &Messages"), tr("Show the selected step's messages in the timeline"), this))
{
    setObjectName(QStringLiteral("collectionPanel"));
    QLayout *fileRow = buildFileButtons();
    QWidget *left = buildStepList();
    QWidget *right = buildStepPages();

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(fileRow);
    layout->addWidget(split, 1);
    newCollection();
}

CollectionPanel::~CollectionPanel() = default;

// Above both halves: the collection's file, and running or loading all of it.
QLayout *CollectionPanel::buildFileButtons()
{
    auto *fileRow = new QHBoxLayout;
    for (QPushButton *b : {m_new, m_open, m_save, m_saveAs})
        fileRow->addWidget(b);
    fileRow->addStretch(1);
    fileRow->addWidget(m_load);
    fileRow->addWidget(m_runAll);
    m_runAll->setObjectName(QStringLiteral("collectionRunAll"));

    connect(m_new, &QPushButton::clicked, this, &CollectionPanel::newCollection);
    connect(m_open, &QPushButton::clicked, this, &CollectionPanel::chooseAndOpen);
    connect(m_save, &QPushButton::clicked, this, [this] { chooseAndSave(false); });
    connect(m_saveAs, &QPushButton::clicked, this, [this] { chooseAndSave(true); });
    connect(m_runAll, &QPushButton::clicked, this, &CollectionPanel::runAll);
    connect(m_load, &QPushButton::clicked, this, &CollectionPanel::showLoad);
    return fileRow;
}

// Left: the collection's name, its steps, and the buttons that act on the selected step.
QWidget *CollectionPanel::buildStepList()
{
    m_title->setTextFormat(Qt::PlainText);
    m_title->setWordWrap(true);
    m_steps->setObjectName(QStringLiteral("collectionSteps"));
    m_steps->setAccessibleName(tr("Steps"));
    m_steps->setRootIsDecorated(false);
    m_steps->setUniformRowHeights(true);
    m_steps->setHeaderLabels({tr("#"), tr("Step"), tr("Method"), tr("Result"), tr("Time")});
    m_steps->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_steps->header()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    m_steps->header()->setStretchLastSection(false);
    m_steps->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);

    auto *stepRow = new QHBoxLayout;
    for (QPushButton *b : {m_up, m_down, m_duplicate, m_remove})
        stepRow->addWidget(b);
    stepRow->addStretch(1);
    stepRow->addWidget(m_runOne);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_title);
    leftLayout->addWidget(m_steps, 1);
    leftLayout->addLayout(stepRow);

    connect(m_up, &QPushButton::clicked, this, [this] { moveSelected(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveSelected(1); });
    connect(m_duplicate, &QPushButton::clicked, this, &CollectionPanel::duplicateSelected);
    connect(m_remove, &QPushButton::clicked, this, &CollectionPanel::removeSelected);
    connect(m_runOne, &QPushButton::clicked, this, &CollectionPanel::runSelected);
    connect(m_steps, &QTreeWidget::currentItemChanged, this, &CollectionPanel::showStep);
    connect(m_steps, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *item, int column) {
        if (m_showing || column != NameColumn)
            return;
        renameStep(m_steps->indexOfTopLevelItem(item), item->text(NameColumn));
    });
    return left;
}

// Right: the selected step in three pages, what it sends, what it expects, how it went; below
// them, what is wrong with an edit.
QWidget *CollectionPanel::buildStepPages()
{
    m_editProblem->setTextFormat(Qt::PlainText);
    m_editProblem->setWordWrap(true);
    setSeverityText(m_editProblem, Severity::Error);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    auto *pages = new QTabWidget(right);
    pages->setObjectName(QStringLiteral("stepPages"));
    pages->setDocumentMode(true);
    pages->addTab(buildParamsPage(pages), tr("Params"));
    pages->addTab(buildExpectationsPage(pages), tr("Expectations"));
    pages->addTab(buildResultPage(pages), tr("Result"));
    rightLayout->addWidget(pages, 1);
    rightLayout->addWidget(m_editProblem);
    return right;
}

// What the step sends: its params as JSON, or for a tool call the form of the tool's arguments.
QWidget *CollectionPanel::buildParamsPage(QWidget *pages)
{
    m_params->setObjectName(QStringLiteral("collectionParams"));
    m_form->setObjectName(QStringLiteral("collectionArguments"));
    m_asJson->setCheckable(true);
    m_formTitle->setTextFormat(Qt::PlainText);
    m_formTitle->setWordWrap(true);
    m_form->setAccessibleName(tr("Arguments of the tool"));
    auto *formPage = new QWidget(this);
    auto *formLayout = new QVBoxLayout(formPage);
    formLayout->setContentsMargins(0, 0, 0, 0);
    formLayout->addWidget(m_formTitle);
    formLayout->addWidget(m_form, 1);
    m_paramsPages->addWidget(m_params);
    m_paramsPages->addWidget(formPage);
    // A large tool form scrolls inside its page instead of widening the tab.
    m_paramsPages->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    m_paramsPages->setMinimumSize(200, 120);
    auto *paramsPage = new QWidget(pages);
    auto *paramsLabel = new QLabel(tr("&Params (JSON; \"{{name}}\" uses a captured value):"), paramsPage);
    paramsLabel->setBuddy(m_params);
    paramsLabel->setWordWrap(true);
    auto *paramsLayout = new QVBoxLayout(paramsPage);
    auto *paramsRow = new QHBoxLayout;
    paramsRow->addWidget(paramsLabel, 1);
    paramsRow->addWidget(m_asJson);
    paramsLayout->addLayout(paramsRow);
    paramsLayout->addWidget(m_paramsPages, 1);

    connect(m_params, &QPlainTextEdit::textChanged, this, [this] {
        if (m_showing)
            return;
        QString problem;
        if (!setSelectedParams(m_params->toPlainText(), &problem))
            m_editProblem->setText(problem);
        else
            m_editProblem->clear();
    });
    connect(m_asJson, &QPushButton::toggled, this, &CollectionPanel::showStep);
    connect(m_form, &ArgumentsEditor::argumentsChanged, this, [this] {
        const int index = selectedStep();
        if (m_showing || index < 0 || !showsArgumentsForm())
            return;
        QJsonObject params = m_collection.steps.at(index).params;
        const QJsonObject arguments = m_form->arguments();
        if (params.value(QStringLiteral("arguments")).toObject() == arguments)
            return;
        params.insert(QStringLiteral("arguments"), arguments);
        m_collection.steps[index].params = params;
        setModified(true);
    });
    return paramsPage;
}

// What the step expects of the answer.
QWidget *CollectionPanel::buildExpectationsPage(QWidget *pages)
{
    m_expect->setObjectName(QStringLiteral("collectionExpectations"));
    auto *expectPage = new QWidget(pages);
    auto *expectLabel = new QLabel(tr("E&xpectations (JSON, see docs/COLLECTIONS.md):"), expectPage);
    expectLabel->setBuddy(m_expect);
    expectLabel->setWordWrap(true);
    auto *expectLayout = new QVBoxLayout(expectPage);
    expectLayout->addWidget(expectLabel);
    expectLayout->addWidget(m_expect, 1);

    connect(m_expect, &QPlainTextEdit::textChanged, this, [this] {
        if (m_showing)
            return;
        QString problem;
        if (!setSelectedExpectations(m_expect->toPlainText(), &problem))
            m_editProblem->setText(problem);
        else
            m_editProblem->clear();
    });
    return expectPage;
}

// How the step went: pass or fail, each check with what was found, and its messages.
QWidget *CollectionPanel::buildResultPage(QWidget *pages)
{
    m_outcome->setTextFormat(Qt::PlainText);
    m_outcome->setWordWrap(true);
    m_outcome->setAccessibleName(tr("Step outcome"));
    m_checks->setObjectName(QStringLiteral("collectionChecks"));
    m_checks->setAccessibleName(tr("Checks of the step"));
    m_checks->setRootIsDecorated(false);
    m_checks->setHeaderLabels({tr("Result"), tr("Expectation"), tr("Found")});
    m_checks->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_checks->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_checks->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    auto *resultPage = new QWidget(pages);
    auto *resultLayout = new QVBoxLayout(resultPage);
    auto *outcomeRow = new QHBoxLayout;
    outcomeRow->addWidget(m_outcome, 1);
    outcomeRow->addWidget(m_showMessages);
    resultLayout->addLayout(outcomeRow);
    resultLayout->addWidget(m_checks, 1);

    connect(m_showMessages, &QPushButton::clicked, this, [this] {
        const int index = selectedStep();
        if (index >= 0 && index < m_results.size() && m_results.at(index).firstEvent >= 0)
            Q_EMIT showEventRequested(m_results.at(index).firstEvent);
    });
    return resultPage;
}

QSize CollectionPanel::minimumSizeHint() const
{
    // The tab does not make the window larger than the other tabs need: in a small window its
    // splitter and pages give way.
    return QSize(480, 320);
}

void CollectionPanel::setClient(McpClient *client)
{
    if (m_client)
        disconnect(m_client, nullptr, this, nullptr);
    m_client = client;
    if (m_client) {
        connect(m_client, &McpClient::stateChanged, this, [this] {
            // Another connection may be another server: its tools are asked again.
            if (m_client->state() == McpClient::State::Starting) {
                m_toolSchemas.clear();
                m_toolsAsked = false;
            }
            if (m_client->state() == McpClient::State::Ready)
                showStep();
            updateButtons();
        });
    }
    updateButtons();
}

bool CollectionPanel::isRunning() const
{
    return m_runner && m_runner->isRunning();
}

void CollectionPanel::newCollection()
{
    m_collection = Collection();
    m_collection.name = tr("New collection");
    m_path.clear();
    m_results.clear();
    m_variables.clear();
    rebuildList();
    setModified(false);
}

void CollectionPanel::setCollection(const Collection &collection)
{
    m_collection = collection;
    m_path.clear();
    m_results.clear();
    m_variables.clear();
    rebuildList();
    setModified(true);
    if (!m_collection.steps.isEmpty())
        selectStep(0);
}

bool CollectionPanel::open(const QString &path, QString *errorMessage)
{
    Collection loaded;
    if (!Collection::load(path, &loaded, errorMessage))
        return false;
    m_collection = loaded;
    if (m_collection.name.isEmpty())
        m_collection.name = QFileInfo(path).completeBaseName();
    m_path = path;
    m_results.clear();
    m_variables.clear();
    rebuildList();
    setModified(false);
    if (!m_collection.steps.isEmpty())
        selectStep(0);
    return true;
}

bool CollectionPanel::save(const QString &path, QString *errorMessage)
{
    if (!m_collection.save(path, errorMessage))
        return false;
    m_path = path;
    setModified(false);
    return true;
}

int CollectionPanel::addStep(const QString &method, const QJsonObject &params, const QString &name)
{
    CollectionStep step;
    step.method = method;
    step.params = params;
    step.name = name.isEmpty() ? method : name;
    m_collection.steps.append(step);
    rebuildList();
    setModified(true);
    const int index = int(m_collection.steps.size()) - 1;
    selectStep(index);
    return index;
}

void CollectionPanel::selectStep(int index)
{
    if (QTreeWidgetItem *item = m_steps->topLevelItem(index))
        m_steps->setCurrentItem(item);
}

int CollectionPanel::selectedStep() const
{
    return m_steps->currentItem() ? m_steps->indexOfTopLevelItem(m_steps->currentItem()) : -1;
}

void CollectionPanel::moveSelected(int delta)
{
    const int from = selectedStep();
    const int to = from + delta;
    if (from < 0 || to < 0 || to >= m_collection.steps.size() || isRunning())
        return;
    m_collection.steps.move(from, to);
    if (from < m_results.size() && to < m_results.size())
        m_results.move(from, to);
    rebuildList();
    selectStep(to);
    setModified(true);
}

void CollectionPanel::duplicateSelected()
{
    const int index = selectedStep();
    if (index < 0 || isRunning())
        return;
    CollectionStep copy = m_collection.steps.at(index);
    copy.name = tr("%1 (copy)").arg(copy.name);
    m_collection.steps.insert(index + 1, copy);
    if (index < m_results.size())
        m_results.insert(index + 1, StepResult());
    rebuildList();
    selectStep(index + 1);
    setModified(true);
}

void CollectionPanel::removeSelected()
{
    const int index = selectedStep();
    if (index < 0 || isRunning())
        return;
    m_collection.steps.removeAt(index);
    if (index < m_results.size())
        m_results.removeAt(index);
    rebuildList();
    selectStep(qMin(index, int(m_collection.steps.size()) - 1));
    setModified(true);
}

void CollectionPanel::renameStep(int index, const QString &name)
{
    if (index < 0 || index >= m_collection.steps.size() || name.trimmed().isEmpty()
        || m_collection.steps.at(index).name == name)
        return;
    m_collection.steps[index].name = name.trimmed();
    updateRow(index);
    setModified(true);
}

bool CollectionPanel::setSelectedParams(const QString &json, QString *errorMessage)
{
    const int index = selectedStep();
    if (index < 0)
        return false;
    QJsonParseError error;
    const QJsonDocument doc = jsontree::parse(json.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        *errorMessage = tr("The params are not a JSON object yet (%1); the step keeps its last good params.")
                            .arg(error.error != QJsonParseError::NoError ? error.errorString() : tr("not an object"));
        return false;
    }
    if (m_collection.steps.at(index).params != doc.object()) {
        m_collection.steps[index].params = doc.object();
        setModified(true);
    }
    return true;
}

bool CollectionPanel::setSelectedExpectations(const QString &json, QString *errorMessage)
{
    const int index = selectedStep();
    if (index < 0)
        return false;
    QJsonParseError error;
    const QJsonDocument doc = jsontree::parse(json.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isArray()) {
        *errorMessage = tr("The expectations are not a JSON array yet (%1); the step keeps its last good ones.")
                            .arg(error.error != QJsonParseError::NoError ? error.errorString() : tr("not an array"));
        return false;
    }
    QList<Expectation> expectations;
    const QJsonArray items = doc.array();
    for (qsizetype i = 0; i < items.size(); ++i) {
        Expectation e;
        QString why;
        if (!Expectation::fromJson(items.at(i).toObject(), &e, &why)) {
            *errorMessage = tr("Expectation %1: %2").arg(i + 1).arg(why);
            return false;
        }
        expectations.append(e);
    }
    m_collection.steps[index].expect = expectations;
    setModified(true);
    return true;
}

void CollectionPanel::runAll()
{
    startRunner(-1);
}

void CollectionPanel::runSelected()
{
    const int index = selectedStep();
    if (index >= 0)
        startRunner(index);
}

LoadDialog *CollectionPanel::showLoad()
{
    if (!m_client || m_client->state() != McpClient::State::Ready || isRunning() || m_collection.steps.isEmpty())
        return nullptr;
    auto *dialog = new LoadDialog(m_client, m_collection, m_runner ? m_runner->variables() : m_variables, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->resize(640, 460);
    dialog->show();
    return dialog;
}

void CollectionPanel::startRunner(int onlyStep)
{
    if (!m_client || m_client->state() != McpClient::State::Ready || isRunning() || m_collection.steps.isEmpty())
        return;
    if (m_runner)
        m_variables = m_runner->variables();
    delete m_runner;
    m_runner = new CollectionRunner(m_client, m_collection, this);
    if (onlyStep >= 0)
        m_runner->setVariables(m_variables);
    while (m_results.size() < m_collection.steps.size())
        m_results.append(StepResult());
    while (m_results.size() > m_collection.steps.size())
        m_results.removeLast();
    if (onlyStep < 0) {
        for (StepResult &r : m_results)
            r = StepResult();
    }
    connect(m_runner, &CollectionRunner::stepStarted, this, [this](int index) {
        if (QTreeWidgetItem *item = m_steps->topLevelItem(index))
            item->setText(ResultColumn, tr("running…"));
    });
    connect(m_runner, &CollectionRunner::stepFinished, this, [this](int index) {
        m_results[index] = m_runner->results().at(index);
        updateRow(index);
        if (index == selectedStep())
            showStep();
    });
    connect(m_runner, &CollectionRunner::finished, this, [this] {
        updateButtons();
        m_title->setText(summaryText());
        Q_EMIT runFinished();
    });
    if (onlyStep < 0)
        m_runner->start();
    else
        m_runner->runOne(onlyStep);
    updateButtons();
}

QString CollectionPanel::summaryText() const
{
    int passed = 0;
    int failed = 0;
    for (const StepResult &r : m_results) {
        passed += r.ran && r.passed;
        failed += r.ran && !r.passed;
    }
    QString text = tr("%1 — %n step(s)", nullptr, int(m_collection.steps.size())).arg(m_collection.name);
    if (!m_path.isEmpty())
        text += QStringLiteral(" — ") + QFileInfo(m_path).fileName();
    if (m_modified)
        text += QStringLiteral(" ") + tr("(not saved)");
    if (passed + failed > 0)
        text += QLatin1Char('\n') + tr("Last run: %1 passed, %2 failed").arg(passed).arg(failed);
    return text;
}

void CollectionPanel::rebuildList()
{
    m_showing = true;
    m_steps->clear();
    for (int i = 0; i < m_collection.steps.size(); ++i) {
        auto *item = new QTreeWidgetItem(m_steps);
        item->setFlags(item->flags() | Qt::ItemIsEditable);
        updateRow(i);
    }
    m_showing = false;
    m_title->setText(summaryText());
    showStep();
}

void CollectionPanel::updateRow(int index)
{
    QTreeWidgetItem *item = m_steps->topLevelItem(index);
    if (!item || index >= m_collection.steps.size())
        return;
    const bool was = m_showing;
    m_showing = true;
    const CollectionStep &step = m_collection.steps.at(index);
    item->setText(NumberColumn, QString::number(index + 1));
    item->setText(NameColumn, step.name);
    item->setText(MethodColumn, step.method);
    const StepResult r = index < m_results.size() ? m_results.at(index) : StepResult();
    item->setText(ResultColumn, !r.ran ? QString() : (r.passed ? tr("passed") : tr("failed")));
    item->setText(TimeColumn, r.latencyMs >= 0 ? tr("%1 ms").arg(r.latencyMs) : QString());
    const QList<QColor> backgrounds = contrast::viewBackgrounds(palette());
    item->setForeground(ResultColumn, !r.ran ? palette().text()
                                             : QBrush(r.passed ? contrast::successText(palette(), backgrounds)
                                                               : contrast::failureText(palette(), backgrounds)));
    m_showing = was;
}

void CollectionPanel::showStep()
{
    const int index = selectedStep();
    m_showing = true;
    m_checks->clear();
    m_editProblem->clear();
    if (index < 0 || index >= m_collection.steps.size()) {
        m_params->clear();
        m_expect->clear();
        m_outcome->clear();
    } else {
        const CollectionStep &step = m_collection.steps.at(index);
        m_params->setPlainText(indented(step.params));
        // A tools/call step of a tool the server listed: its arguments in the tool's form.
        const QString tool = step.params.value(QStringLiteral("name")).toString();
        const bool call = step.method == QLatin1String("tools/call");
        if (call && !m_toolsAsked)
            fetchToolSchemas();
        const auto schema = m_toolSchemas.constFind(tool);
        if (call && !m_asJson->isChecked() && schema != m_toolSchemas.constEnd()) {
            m_formTitle->setText(tr("Arguments of the tool \"%1\":").arg(tool));
            m_form->setSchema(*schema);
            m_form->setArguments(step.params.value(QStringLiteral("arguments")).toObject());
            m_paramsPages->setCurrentIndex(1);
        } else {
            m_paramsPages->setCurrentIndex(0);
        }
        QJsonArray expect;
        for (const Expectation &e : step.expect)
            expect.append(e.toJson());
        m_expect->setPlainText(indented(expect));
        const StepResult r = index < m_results.size() ? m_results.at(index) : StepResult();
        if (!r.ran) {
            m_outcome->setText(tr("Not run yet."));
        } else {
            m_outcome->setText(
                tr("%1: %2 in %3 ms")
                    .arg(r.passed ? tr("Passed") : tr("Failed"), r.outcome, QString::number(r.latencyMs)));
            for (const CheckResult &c : r.checks) {
                auto *item = new QTreeWidgetItem(
                    m_checks, {c.passed ? tr("pass") : tr("FAIL"), c.expectation.describe(), c.detail});
                item->setToolTip(2, c.detail);
            }
        }
    }
    m_showing = false;
    updateButtons();
}

bool CollectionPanel::showsArgumentsForm() const
{
    return m_paramsPages->currentIndex() == 1;
}

void CollectionPanel::fetchToolSchemas()
{
    if (!m_client || m_client->state() != McpClient::State::Ready)
        return;
    m_toolsAsked = true;
    m_client->requestAll(QStringLiteral("tools/list"), QStringLiteral("tools"), {}, this, [this](const Reply &reply) {
        if (!reply.ok())
            return;
        for (const QJsonValue &t : reply.result.object().value(QStringLiteral("tools")).toArray()) {
            const QJsonObject tool = t.toObject();
            m_toolSchemas.insert(tool.value(QStringLiteral("name")).toString(),
                                 tool.value(QStringLiteral("inputSchema")).toObject());
        }
        showStep();
    });
}

void CollectionPanel::updateButtons()
{
    const int index = selectedStep();
    const bool running = isRunning();
    const bool ready = m_client && m_client->state() == McpClient::State::Ready;
    m_up->setEnabled(!running && index > 0);
    m_down->setEnabled(!running && index >= 0 && index + 1 < m_collection.steps.size());
    m_duplicate->setEnabled(!running && index >= 0);
    m_remove->setEnabled(!running && index >= 0);
    m_runAll->setEnabled(ready && !running && !m_collection.steps.isEmpty());
    m_runOne->setEnabled(ready && !running && index >= 0);
    m_load->setEnabled(ready && !running && !m_collection.steps.isEmpty());
    const QString why = ready ? QString() : tr("Connect to a server to run the collection");
    m_runAll->setToolTip(why.isEmpty() ? tr("Run every step against the connected server, in order") : why);
    m_showMessages->setEnabled(index >= 0 && index < m_results.size() && m_results.at(index).firstEvent >= 0);
    m_save->setEnabled(!running);
    m_params->setReadOnly(running || index < 0);
    m_form->setEnabled(!running && index >= 0);
    m_asJson->setEnabled(index >= 0 && index < m_collection.steps.size()
                         && m_collection.steps.at(index).method == QLatin1String("tools/call"));
    m_expect->setReadOnly(running || index < 0);
}

void CollectionPanel::setModified(bool modified)
{
    const bool changed = m_modified != modified;
    m_modified = modified;
    m_title->setText(summaryText());
    if (changed)
        Q_EMIT modifiedChanged(modified);
}

void CollectionPanel::chooseAndOpen()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Collection"), QString(),
                                                      tr("Collections (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!open(path, &error))
        QMessageBox::warning(this, tr("Open Collection"), error);
}

void CollectionPanel::chooseAndSave(bool askForPath)
{
    QString path = m_path;
    if (askForPath || path.isEmpty()) {
        path = QFileDialog::getSaveFileName(this, tr("Save Collection"),
                                            m_collection.name + QStringLiteral(".collection.json"),
                                            tr("Collections (*.json)"));
        if (path.isEmpty())
            return;
    }
    QString error;
    if (!save(path, &error))
        QMessageBox::warning(this, tr("Save Collection"), error);
}

} // namespace mcpscope
