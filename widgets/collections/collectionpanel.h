// SPDX-License-Identifier: MIT
// Implemented in collectionpanel.cpp.
#pragma once

#include "collections/collection.h"
#include "collections/collectionrunner.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QLayout;
class QPlainTextEdit;
class QPushButton;
class QStackedWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace mcpscope {

class ArgumentsEditor;
class LoadDialog;
class McpClient;

/// The Collections tab: a collection of saved requests (a file, docs/COLLECTIONS.md) shown as
/// its steps, edited (rename in place, reorder, duplicate, remove, params and expectations as
/// JSON) and run against the connected server, all at once or one step at a time. Each step
/// shows pass or fail and its time; the selected step's checks say what was found instead, and
/// its messages can be shown in the timeline. The file format and the checks live in core
/// (Collection, CollectionRunner); this is their view.
class CollectionPanel : public QWidget
{
    Q_OBJECT
public:
    explicit CollectionPanel(QWidget *parent = nullptr);
    ~CollectionPanel() override;

    void setClient(McpClient *client);
    QSize minimumSizeHint() const override;

    const Collection &collection() const { return m_collection; }
    QString path() const { return m_path; }
    bool isModified() const { return m_modified; }
    bool isRunning() const;
    /// The results of the last run, per step (empty before any).
    const QList<StepResult> &results() const { return m_results; }

    void newCollection();
    /// Shows @p collection (not saved to a file yet), such as one made from a session.
    void setCollection(const Collection &collection);
    bool open(const QString &path, QString *errorMessage);
    bool save(const QString &path, QString *errorMessage);
    /// Adds a step asking @p method with @p params (expecting no protocol error), selects it
    /// and returns its index.
    int addStep(const QString &method, const QJsonObject &params, const QString &name);

    void selectStep(int index);
    int selectedStep() const;
    void moveSelected(int delta);
    void duplicateSelected();
    void removeSelected();
    void renameStep(int index, const QString &name);
    /// Replaces the selected step's params / expectations from JSON text; false with plain
    /// words in @p errorMessage when the text is not what a step holds.
    bool setSelectedParams(const QString &json, QString *errorMessage);
    bool setSelectedExpectations(const QString &json, QString *errorMessage);

    void runAll();
    void runSelected();
    /// Opens the load dialog for this collection (the connected server; values captured by
    /// the last run fill the params).
    LoadDialog *showLoad();

    // Tests find the parts by objectName: "collectionSteps", "collectionChecks",
    // "collectionParams", "collectionExpectations", "collectionArguments" (the form of a
    // tools/call step's arguments, shown once the tool's schema is known), "collectionRunAll".
    bool showsArgumentsForm() const;
    QString summaryText() const;

Q_SIGNALS:
    /// The person asked to see a step's messages: the first event of the step.
    void showEventRequested(qsizetype eventIndex);
    void runFinished();
    void modifiedChanged(bool modified);

private:
    // The constructor's sections.
    QLayout *buildFileButtons();
    QWidget *buildStepList();
    QWidget *buildStepPages();
    QWidget *buildParamsPage(QWidget *pages);
    QWidget *buildExpectationsPage(QWidget *pages);
    QWidget *buildResultPage(QWidget *pages);

    void rebuildList();
    void updateRow(int index);
    void showStep();
    void updateButtons();
    void setModified(bool modified);
    void startRunner(int onlyStep);
    void chooseAndOpen();
    void chooseAndSave(bool askForPath);
    void fetchToolSchemas();

    QPointer<McpClient> m_client;
    Collection m_collection;
    QString m_path;
    bool m_modified = false;
    bool m_showing = false;
    QList<StepResult> m_results;
    CollectionRunner *m_runner = nullptr;
    QHash<QString, QJsonValue> m_variables; ///< captured by the last run, for steps run alone

    QLabel *m_title;
    QTreeWidget *m_steps;
    QPlainTextEdit *m_params;
    QStackedWidget *m_paramsPages;
    ArgumentsEditor *m_form;
    QLabel *m_formTitle;
    QPushButton *m_asJson;
    QHash<QString, QJsonObject> m_toolSchemas; ///< inputSchema by tool name (tools/list)
    bool m_toolsAsked = false;
    QPlainTextEdit *m_expect;
    QLabel *m_editProblem;
    QLabel *m_outcome;
    QTreeWidget *m_checks;
    QPushButton *m_new;
    QPushButton *m_open;
    QPushButton *m_save;
    QPushButton *m_saveAs;
    QPushButton *m_up;
    QPushButton *m_down;
    QPushButton *m_duplicate;
    QPushButton *m_remove;
    QPushButton *m_runAll;
    QPushButton *m_runOne;
    QPushButton *m_load;
    QPushButton *m_showMessages;
};

} // namespace mcpscope
