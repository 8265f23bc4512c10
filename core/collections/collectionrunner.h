// SPDX-License-Identifier: MIT
// Implemented in collectionrunner.cpp.
#pragma once

#include "collection.h"

#include <QHash>
#include <QObject>

namespace mcpscope {

class McpClient;
class TaskTracker;
struct Reply;

/// How one expectation of a step came out.
struct CheckResult
{
    Expectation expectation;
    bool passed = false;
    QString detail; ///< plain words: what was found instead (empty when it passed)
};

/// How one step of a collection came out.
struct StepResult
{
    int index = -1;
    QString name;
    QString method;
    QJsonObject params; ///< as sent, captured values filled in
    bool ran = false;   ///< false: not reached (an earlier step could not run)
    bool passed = false;
    qint64 latencyMs = -1;
    QString outcome; ///< plain words: "result", "error -32602: …", "timed out …"
    QList<CheckResult> checks;
    QByteArray resultText;     ///< the result as the server wrote it (Result answers)
    qsizetype firstEvent = -1; ///< the session events of this step: [firstEvent, lastEvent]
    qsizetype lastEvent = -1;
};

/// Runs a collection's steps one after another over a connected McpClient, fills captured
/// values into later steps' params, and checks each answer against the step's expectations
/// (a step without expectations must answer without a protocol error). Each step's messages
/// are in the client's session, so the timeline shows them.
class CollectionRunner : public QObject
{
    Q_OBJECT
public:
    CollectionRunner(McpClient *client, const Collection &collection, QObject *parent = nullptr);

    /// Runs every step (the client must be ready); finished() when done.
    void start();
    /// Runs step @p index alone (captured values from earlier runs still apply).
    void runOne(int index);
    bool isRunning() const { return m_running; }

    const Collection &collection() const { return m_collection; }
    const QList<StepResult> &results() const { return m_results; }
    int passedCount() const;
    int failedCount() const;
    /// The values captured so far, by name.
    const QHash<QString, QJsonValue> &variables() const { return m_variables; }
    /// Values captured by an earlier run (a step run alone uses what the steps before it
    /// captured last time).
    void setVariables(const QHash<QString, QJsonValue> &variables) { m_variables = variables; }

    /// @p params with every "{{name}}" filled in from @p variables: a string that is exactly
    /// "{{name}}" becomes the captured value (of any JSON type), one that contains it gets its
    /// text. Unknown names are listed in @p missing and left as they are.
    /// One result per step of @p collection, none of them run.
    static QList<StepResult> notRun(const Collection &collection);

    static QJsonObject substitute(const QJsonObject &params, const QHash<QString, QJsonValue> &variables,
                                  QStringList *missing);

Q_SIGNALS:
    void stepStarted(int index);
    void stepFinished(int index);
    void finished();

private:
    void runStep(int index, bool onlyThis);
    void stepDone(int index, bool onlyThis, const Reply &reply);
    CheckResult check(const Expectation &e, const StepResult &step, const Reply &reply) const;
    bool needsToolSchemas(int index) const;

    McpClient *m_client;
    TaskTracker *m_tracker = nullptr; ///< for the steps run as tasks, made on the first
    Collection m_collection;
    QList<StepResult> m_results;
    QHash<QString, QJsonValue> m_variables;
    QHash<QString, QJsonObject> m_outputSchemas; ///< tool name → outputSchema (tools/list)
    bool m_toolsFetched = false;
    bool m_running = false;
};

} // namespace mcpscope
