// SPDX-License-Identifier: MIT
#include "collectionrunner.h"

#include "jsonrpc/jsondiff.h"
#include "jsonschema/schemacheck.h"
#include "mcp/mcpclient.h"
#include "session/session.h"
#include "tasks/tasktracker.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTimer>

namespace mcpscope {

namespace {

QString compactJson(const QJsonValue &value, int limit = 200)
{
    const QString text
        = QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
    return text.size() > limit ? text.left(limit) + QStringLiteral("…") : text;
}

QJsonValue substituteValue(const QJsonValue &value, const QHash<QString, QJsonValue> &variables, QStringList *missing)
{
    static const QRegularExpression whole(QStringLiteral(R"(^\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}$)"));
    static const QRegularExpression inside(QStringLiteral(R"(\{\{\s*([A-Za-z0-9_.-]+)\s*\}\})"));
    if (value.isString()) {
        const QString text = value.toString();
        const QRegularExpressionMatch m = whole.match(text);
        if (m.hasMatch()) {
            const auto it = variables.constFind(m.captured(1));
            if (it != variables.constEnd())
                return *it;
            missing->append(m.captured(1));
            return value;
        }
        QString out;
        qsizetype last = 0;
        auto matches = inside.globalMatch(text);
        bool any = false;
        while (matches.hasNext()) {
            const QRegularExpressionMatch part = matches.next();
            any = true;
            out += text.mid(last, part.capturedStart() - last);
            const auto it = variables.constFind(part.captured(1));
            if (it == variables.constEnd()) {
                missing->append(part.captured(1));
                out += part.captured(0);
            } else {
                out += it->isString() ? it->toString() : compactJson(*it, INT_MAX);
            }
            last = part.capturedEnd();
        }
        return any ? QJsonValue(out + text.mid(last)) : value;
    }
    if (value.isObject()) {
        QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            it.value() = substituteValue(it.value(), variables, missing);
        return o;
    }
    if (value.isArray()) {
        QJsonArray a = value.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            a[i] = substituteValue(a.at(i), variables, missing);
        return a;
    }
    return value;
}

/// @p value with the members and elements at @p pointers removed (for snapshot comparisons).
QJsonValue without(const QJsonValue &value, const QStringList &pointers, const QString &at = QString())
{
    if (pointers.contains(at))
        return QJsonValue(QJsonValue::Undefined);
    if (value.isObject()) {
        QJsonObject o = value.toObject();
        QJsonObject out;
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            const QJsonValue v = without(it.value(), pointers, jsondiff::appendPointer(at, it.key()));
            if (!v.isUndefined())
                out.insert(it.key(), v);
        }
        return out;
    }
    if (value.isArray()) {
        const QJsonArray a = value.toArray();
        QJsonArray out;
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QJsonValue v = without(a.at(i), pointers, at + QLatin1Char('/') + QString::number(i));
            if (!v.isUndefined())
                out.append(v);
        }
        return out;
    }
    return value;
}

} // namespace

CollectionRunner::CollectionRunner(McpClient *client, const Collection &collection, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_collection(collection)
    , m_results(notRun(collection))
{
}

QList<StepResult> CollectionRunner::notRun(const Collection &collection)
{
    QList<StepResult> results;
    for (int i = 0; i < collection.steps.size(); ++i) {
        StepResult r;
        r.index = i;
        r.name = collection.steps.at(i).name;
        r.method = collection.steps.at(i).method;
        results.append(r);
    }
    return results;
}

QJsonObject CollectionRunner::substitute(const QJsonObject &params, const QHash<QString, QJsonValue> &variables,
                                         QStringList *missing)
{
    return substituteValue(params, variables, missing).toObject();
}

int CollectionRunner::passedCount() const
{
    int n = 0;
    for (const StepResult &r : m_results)
        n += r.ran && r.passed;
    return n;
}

int CollectionRunner::failedCount() const
{
    int n = 0;
    for (const StepResult &r : m_results)
        n += r.ran && !r.passed;
    return n;
}

void CollectionRunner::start()
{
    if (m_running)
        return;
    m_running = true;
    QTimer::singleShot(0, this, [this] { runStep(0, false); });
}

void CollectionRunner::runOne(int index)
{
    if (m_running || index < 0 || index >= m_collection.steps.size())
        return;
    m_running = true;
    QTimer::singleShot(0, this, [this, index] { runStep(index, true); });
}

bool CollectionRunner::needsToolSchemas(int index) const
{
    for (const Expectation &e : m_collection.steps.at(index).expect) {
        if (e.type == Expectation::Type::OutputSchema)
            return true;
    }
    return false;
}

void CollectionRunner::runStep(int index, bool onlyThis)
{
    if (index >= m_collection.steps.size()) {
        m_running = false;
        Q_EMIT finished();
        return;
    }
    if (needsToolSchemas(index) && !m_toolsFetched) {
        // The tools' output schemas, once: what outputSchema expectations check against.
        m_client->requestAll(QStringLiteral("tools/list"), QStringLiteral("tools"), {}, this,
                             [this, index, onlyThis](const Reply &reply) {
                                 m_toolsFetched = true;
                                 for (const QJsonValue &t :
                                      reply.result.object().value(QStringLiteral("tools")).toArray()) {
                                     const QJsonObject tool = t.toObject();
                                     if (tool.contains(QStringLiteral("outputSchema")))
                                         m_outputSchemas.insert(tool.value(QStringLiteral("name")).toString(),
                                                                tool.value(QStringLiteral("outputSchema")).toObject());
                                 }
                                 runStep(index, onlyThis);
                             });
        return;
    }
    const CollectionStep &step = m_collection.steps.at(index);
    StepResult &result = m_results[index];
    result = StepResult();
    result.index = index;
    result.name = step.name;
    result.method = step.method;
    QStringList missing;
    result.params = substitute(step.params, m_variables, &missing);
    Q_EMIT stepStarted(index);
    if (!missing.isEmpty()) {
        result.ran = true;
        result.passed = false;
        result.outcome = tr("not sent: no value captured for %1").arg(missing.join(QStringLiteral(", ")));
        Q_EMIT stepFinished(index);
        if (onlyThis) {
            m_running = false;
            Q_EMIT finished();
        } else {
            runStep(index + 1, false);
        }
        return;
    }
    result.firstEvent = m_client->session()->count();
    if (step.task) {
        // Run as a task: the step ends with the task (its result, its error, or why it was
        // given up).
        if (!m_tracker)
            m_tracker = new TaskTracker(m_client, this);
        m_tracker->callTool(result.params.value(QLatin1String("name")).toString(),
                            result.params.value(QLatin1String("arguments")).toObject(), step.taskTtlMs, this,
                            [this, index, onlyThis](const Reply &reply, const QString &taskId) {
                                if (taskId.isEmpty()) {
                                    stepDone(index, onlyThis, reply);
                                    return;
                                }
                                auto *connection = new QMetaObject::Connection;
                                *connection = connect(m_tracker, &TaskTracker::taskFinished, this,
                                                      [this, index, onlyThis, taskId, connection](const QString &id) {
                                                          if (id != taskId)
                                                              return;
                                                          disconnect(*connection);
                                                          delete connection;
                                                          const TaskState *t = m_tracker->task(id);
                                                          Reply end = t->result;
                                                          if (t->follow != TaskState::Follow::Done) {
                                                              end.status = Reply::Status::Disconnected;
                                                              end.errorMessage = t->problem;
                                                          }
                                                          stepDone(index, onlyThis, end);
                                                      });
                            });
        return;
    }
    m_client->request(step.method, result.params, this,
                      [this, index, onlyThis](const Reply &reply) { stepDone(index, onlyThis, reply); });
}

void CollectionRunner::stepDone(int index, bool onlyThis, const Reply &reply)
{
    const CollectionStep &step = m_collection.steps.at(index);
    StepResult &result = m_results[index];
    result.ran = true;
    result.lastEvent = m_client->session()->count() - 1;
    result.latencyMs = reply.latencyMs;
    switch (reply.status) {
    case Reply::Status::Result:
        result.outcome = tr("result");
        result.resultText = reply.result.text();
        break;
    case Reply::Status::Error:
        result.outcome = tr("error %1: %2").arg(reply.errorCode).arg(reply.errorMessage.left(300));
        break;
    default:
        result.outcome = reply.errorMessage.left(300);
        break;
    }
    QList<Expectation> expectations = step.expect;
    if (expectations.isEmpty())
        expectations.append(Expectation()); // NoError
    result.passed = true;
    for (Expectation e : std::as_const(expectations)) {
        // Expected values may name captured values too ("{{firstResource}}").
        QStringList missing;
        e.value = substituteValue(e.value, m_variables, &missing);
        CheckResult c = check(e, result, reply);
        result.passed = result.passed && c.passed;
        result.checks.append(c);
    }
    if (reply.ok()) {
        for (const auto &capture : step.capture) {
            bool found = false;
            const QJsonValue value = resolvePointer(reply.result.object(), capture.second, &found);
            if (found)
                m_variables.insert(capture.first, value);
            else
                m_variables.remove(capture.first);
        }
    }
    Q_EMIT stepFinished(index);
    const bool unreachable = reply.status == Reply::Status::Disconnected;
    if (onlyThis || unreachable) {
        m_running = false;
        Q_EMIT finished();
        return;
    }
    runStep(index + 1, false);
}

CheckResult CollectionRunner::check(const Expectation &e, const StepResult &step, const Reply &reply) const
{
    CheckResult c;
    c.expectation = e;
    const auto fail = [&c](const QString &detail) {
        c.passed = false;
        c.detail = detail;
        return c;
    };
    if (e.type == Expectation::Type::LatencyBelow) {
        if (reply.latencyMs < 0)
            return fail(tr("no answer (%1)").arg(step.outcome));
        c.passed = reply.latencyMs < e.ms;
        if (!c.passed)
            c.detail = tr("took %1 ms").arg(reply.latencyMs);
        return c;
    }
    if (e.type == Expectation::Type::NoProtocolErrors) {
        const Session *session = m_client->session();
        QStringList found;
        for (const Diagnostic &d : session->diagnostics()) {
            if (d.severity == Severity::Error && d.messageIndex >= step.firstEvent && d.messageIndex <= step.lastEvent)
                found << QStringLiteral("%1 (message #%2)").arg(d.code).arg(d.messageIndex + 1);
        }
        c.passed = found.isEmpty();
        if (!c.passed)
            c.detail = tr("%n protocol error(s): %1", nullptr, int(found.size()))
                           .arg(found.mid(0, 5).join(QStringLiteral(", ")));
        return c;
    }
    if (e.type == Expectation::Type::ProtocolError) {
        if (reply.status != Reply::Status::Error)
            return fail(reply.ok() ? tr("it answered with a result") : step.outcome);
        c.passed = e.code == 0 || reply.errorCode == e.code;
        if (!c.passed)
            c.detail = step.outcome;
        return c;
    }
    if (!reply.ok()) {
        // Every other check reads the result: there is none.
        if (e.type == Expectation::Type::NoError)
            return fail(step.outcome);
        return fail(tr("no result: %1").arg(step.outcome));
    }
    const QJsonObject &result = reply.result.object();
    switch (e.type) {
    case Expectation::Type::NoError:
        c.passed = true;
        return c;
    case Expectation::Type::IsError: {
        const bool isError = result.value(QStringLiteral("isError")).toBool(false);
        c.passed = isError == e.value.toBool();
        if (!c.passed)
            c.detail = tr("isError is %1").arg(isError ? QStringLiteral("true") : QStringLiteral("false"));
        return c;
    }
    case Expectation::Type::Pointer: {
        bool found = false;
        const QJsonValue at = resolvePointer(result, e.pointer, &found);
        switch (e.op) {
        case Expectation::Op::Exists:
            c.passed = found == e.value.toBool(true);
            if (!c.passed)
                c.detail
                    = found ? tr("it is there: %1").arg(compactJson(at)) : tr("there is nothing at %1").arg(e.pointer);
            return c;
        case Expectation::Op::Equals:
            if (!found)
                return fail(tr("there is nothing at %1").arg(e.pointer));
            c.passed = jsondiff::equal(at, e.value);
            if (!c.passed)
                c.detail = tr("it is %1").arg(compactJson(at));
            return c;
        case Expectation::Op::Contains:
            if (!found)
                return fail(tr("there is nothing at %1").arg(e.pointer));
            if (at.isString() && e.value.isString()) {
                c.passed = at.toString().contains(e.value.toString());
            } else if (at.isArray()) {
                const QJsonArray items = at.toArray();
                c.passed = std::any_of(items.begin(), items.end(),
                                       [&e](const QJsonValue &item) { return jsondiff::equal(item, e.value); });
            } else if (at.isObject() && e.value.isObject()) {
                const QJsonObject want = e.value.toObject();
                const QJsonObject have = at.toObject();
                // An object contains another when it has each of its members, equal.
                c.passed = true;
                for (auto it = want.constBegin(); it != want.constEnd(); ++it)
                    c.passed = c.passed && have.contains(it.key()) && jsondiff::equal(have.value(it.key()), it.value());
            } else {
                c.passed = false;
            }
            if (!c.passed)
                c.detail = tr("it is %1").arg(compactJson(at));
            return c;
        case Expectation::Op::Matches: {
            if (!found)
                return fail(tr("there is nothing at %1").arg(e.pointer));
            const QRegularExpression re(e.value.toString());
            const QString text = at.isString() ? at.toString() : compactJson(at, INT_MAX);
            c.passed = re.match(text).hasMatch();
            if (!c.passed)
                c.detail = tr("it is %1").arg(compactJson(at));
            return c;
        }
        }
        break;
    }
    case Expectation::Type::OutputSchema: {
        const QString tool = step.params.value(QStringLiteral("name")).toString();
        if (step.method != QLatin1String("tools/call"))
            return fail(tr("outputSchema applies to tools/call steps only"));
        const auto it = m_outputSchemas.constFind(tool);
        if (it == m_outputSchemas.constEnd())
            return fail(tr("the tool \"%1\" declares no outputSchema").arg(tool));
        if (!result.contains(QStringLiteral("structuredContent")))
            return fail(tr("the result has no structuredContent"));
        schemacheck::SchemaProblem problem;
        const auto schema = schemacheck::compileCached(*it, &problem);
        if (!schema)
            return fail(tr("the tool's outputSchema cannot be used: %1").arg(problem.reason));
        QList<schemacheck::Violation> violations;
        QString skipped;
        if (!schemacheck::validate(*schema, result.value(QStringLiteral("structuredContent")), &violations, 5,
                                   &skipped))
            return fail(tr("not checked: %1").arg(skipped));
        c.passed = violations.isEmpty();
        if (!c.passed) {
            QStringList words;
            for (const schemacheck::Violation &v : std::as_const(violations))
                words << QStringLiteral("%1: %2").arg(v.pointer.isEmpty() ? QStringLiteral("/") : v.pointer, v.reason);
            c.detail = words.join(QStringLiteral("; "));
        }
        return c;
    }
    case Expectation::Type::Snapshot: {
        bool truncated = false;
        const QList<jsondiff::Difference> differences
            = jsondiff::compare(without(e.value, e.ignore), without(result, e.ignore), QString(), 5, &truncated);
        c.passed = differences.isEmpty();
        if (!c.passed) {
            QStringList words;
            for (const jsondiff::Difference &d : differences) {
                switch (d.kind) {
                case jsondiff::Difference::Kind::Changed:
                    words << tr("%1 was %2, is %3").arg(d.pointer(), compactJson(d.a, 80), compactJson(d.b, 80));
                    break;
                case jsondiff::Difference::Kind::OnlyInA:
                    words << tr("%1 is gone").arg(d.pointer());
                    break;
                case jsondiff::Difference::Kind::OnlyInB:
                    words << tr("%1 is new: %2").arg(d.pointer(), compactJson(d.b, 80));
                    break;
                }
            }
            c.detail = words.join(QStringLiteral("; ")) + (truncated ? QStringLiteral("; …") : QString());
        }
        return c;
    }
    case Expectation::Type::LatencyBelow:
    case Expectation::Type::NoProtocolErrors:
    case Expectation::Type::ProtocolError:
        break;
    }
    return c;
}

} // namespace mcpscope
