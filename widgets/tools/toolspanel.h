// SPDX-License-Identifier: MIT
#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QPointer>
#include <QWidget>

class QCheckBox;
class QLabel;
class QLayout;
class QLineEdit;
class QListView;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QToolButton;
class QStackedWidget;
class QTabWidget;
class QTimer;

namespace mcpscope {

class ArgumentsEditor;
class FreshnessLabel;
class McpClient;
class SafeTextView;
class TaskTracker;
class ToolController;
class ToolFilterModel;
class ToolHistoryView;
class ToolResultView;

/// The Tools tab: the server's tools (searchable, with their hints and icons) on the left;
/// on the right the chosen tool's description, a form for its arguments, Run with progress,
/// Cancel and the time taken, the result, and the tool's past calls.
class ToolsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ToolsPanel(QWidget *parent = nullptr);
    ~ToolsPanel() override;

    /// Follows @p client (not owned): its tools, and the calls made through this panel.
    void setClient(McpClient *client);
    /// The connection's tasks: with one, a tool that supports tasks can be run as one
    /// ("toolsRunAsTask", its time to live "toolsTaskTtl", in seconds).
    void setTaskTracker(TaskTracker *tracker);
    /// The window shows a saved session: there is no server to call.
    void setReadOnly(bool readOnly);

    /// True when tools can be picked and called (a server with tools is connected).
    bool isAvailable() const { return m_usable; }
    /// Why the tab cannot be used, in plain words (empty when it can).
    QString availabilityHint() const { return m_hint; }

    /// The tool chosen on the left (its name), or empty.
    QString currentTool() const;
    /// Chooses the tool named @p name; false when it is not listed (or filtered out).
    bool selectTool(const QString &name);
    /// The serial of the running call, or -1.
    qint64 runningCall() const { return m_running; }

    ToolController *controller() const { return m_controller; }
    // Tests find the parts by objectName: "toolsSearch", "toolsList", "toolsListChanged",
    // "toolDescription", "toolsArguments", "toolsInvalidArguments" (its text
    // "toolsInvalidArgumentsText", its button "toolsSendAnyway"), "toolsRun", "toolsCancel",
    // "toolsProgress", "toolsProgressMessage", "toolsElapsed", "copyCommandLine" (a menu:
    // mcpscope --cli, or the official inspector's --cli), "toolsOutputTabs", "toolsResult",
    // "toolsHistory".

public Q_SLOTS:
    /// Validates the arguments and calls the tool; invalid arguments are shown at their fields
    /// and the call waits for sendAnyway().
    void run();
    /// Calls the tool with the arguments as they are, marked as sent with invalid arguments.
    void sendAnyway();
    /// Cancels the running call.
    void cancel();

Q_SIGNALS:
    /// A resource link in a result was clicked.
    void resourceLinkActivated(const QString &uri);
    /// isAvailable() or availabilityHint() changed.
    void availabilityChanged(bool available, const QString &hint);
    /// A call was started as task @p taskId (the Tasks tab follows it).
    void taskStarted(const QString &taskId);
    /// "Copy as Command Line": the call of @p tool with @p arguments as the form holds them,
    /// for mcpscope's --cli or (@p official) the official inspector's.
    void copyCommandLineRequested(const QString &tool, const QJsonObject &arguments, bool official);

protected:
    void showEvent(QShowEvent *event) override;

private:
    // The constructor's sections.
    void buildHintPage();
    QWidget *buildToolList();
    QWidget *buildToolForm();
    void buildInvalidArgumentsBar();
    QLayout *buildRunRow();
    void buildOutputTabs();
    void buildPages(QWidget *left, QWidget *form);
    void followController();

    void updateAvailability();
    void onToolChosen();
    void onToolsRefreshed(bool serverChanged);
    void onCallProgress(qint64 serial, double progress, double total, const QString &message);
    void onCallFinished(qint64 serial);
    void start(const QJsonObject &arguments, bool argumentsInvalid);
    void startTask(const QJsonObject &arguments);
    void updateRunState();
    void updateElapsed();
    void updateCount();

    ToolController *m_controller;
    ToolFilterModel *m_filter;
    QPointer<McpClient> m_client;
    bool m_readOnly = false;
    bool m_usable = false;
    QString m_hint;
    QString m_tool;                               ///< shown on the right
    QHash<QString, QJsonObject> m_draftArguments; ///< per tool, what the form held
    QJsonObject m_checkedArguments;               ///< what run() last validated
    qint64 m_running = -1;
    bool m_sawProgress = false;
    QElapsedTimer m_clock;

    QStackedWidget *m_stack;
    QLabel *m_hintLabel;
    QLineEdit *m_search;
    QListView *m_list;
    QLabel *m_count;
    QLabel *m_changed;
    FreshnessLabel *m_freshness = nullptr;
    QTimer *m_changedTimer;
    QStackedWidget *m_rightStack;
    QLabel *m_noTool;
    QLabel *m_title;
    QLabel *m_name;
    SafeTextView *m_description;
    ArgumentsEditor *m_editor;
    QWidget *m_invalidBar;
    QLabel *m_invalidLabel;
    QPushButton *m_sendAnyway;
    QPushButton *m_run;
    QToolButton *m_copyCommand = nullptr;
    QPushButton *m_cancel;
    QCheckBox *m_asTask;
    QSpinBox *m_taskTtl;
    QPointer<TaskTracker> m_tracker;
    QProgressBar *m_progress;
    QLabel *m_progressLabel;
    QLabel *m_elapsed;
    QTimer *m_tick;
    QTabWidget *m_outputTabs;
    ToolResultView *m_result;
    ToolHistoryView *m_history;
};

} // namespace mcpscope
