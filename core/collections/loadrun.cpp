// SPDX-License-Identifier: MIT
#include "loadrun.h"

#include "collectionrunner.h"
#include "mcp/mcpclient.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace mcpscope {

namespace {

double percentile(const std::vector<double> &sorted, double p)
{
    if (sorted.empty())
        return 0;
    const size_t rank = size_t(std::ceil(p / 100.0 * double(sorted.size())));
    return sorted[std::clamp<size_t>(rank, 1, sorted.size()) - 1];
}

} // namespace

QString LoadFigures::toText() const
{
    QString text
        = QCoreApplication::translate("mcpscope::LoadRun", "%1 requests in %2 s: %3 per second; %4 answered, %5 errors")
              .arg(sent)
              .arg(seconds, 0, 'f', 2)
              .arg(perSecond, 0, 'f', 1)
              .arg(answered)
              .arg(errors);
    text += QLatin1Char('\n')
            + QCoreApplication::translate("mcpscope::LoadRun", "latency: p50 %1 ms, p90 %2 ms, p99 %3 ms, max %4 ms")
                  .arg(p50Ms, 0, 'f', 2)
                  .arg(p90Ms, 0, 'f', 2)
                  .arg(p99Ms, 0, 'f', 2)
                  .arg(maxMs, 0, 'f', 2);
    if (!firstError.isEmpty())
        text += QLatin1Char('\n') + QCoreApplication::translate("mcpscope::LoadRun", "first error: %1").arg(firstError);
    return text;
}

QJsonObject LoadFigures::toJson() const
{
    return {{QStringLiteral("requests"), sent},       {QStringLiteral("answered"), answered},
            {QStringLiteral("errors"), errors},       {QStringLiteral("seconds"), seconds},
            {QStringLiteral("perSecond"), perSecond}, {QStringLiteral("p50Ms"), p50Ms},
            {QStringLiteral("p90Ms"), p90Ms},         {QStringLiteral("p99Ms"), p99Ms},
            {QStringLiteral("maxMs"), maxMs},         {QStringLiteral("firstError"), firstError}};
}

LoadRun::LoadRun(McpClient *client, const Collection &collection, const QHash<QString, QJsonValue> &variables,
                 const Options &options, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_options(options)
{
    for (const CollectionStep &step : collection.steps) {
        QStringList missing;
        const bool expectsError = std::any_of(step.expect.begin(), step.expect.end(), [](const Expectation &e) {
            return e.type == Expectation::Type::ProtocolError;
        });
        m_requests.append({step.method, CollectionRunner::substitute(step.params, variables, &missing), expectsError});
    }
    m_options.concurrency = qMax(1, m_options.concurrency);
}

void LoadRun::start()
{
    m_clock.start();
    if (m_requests.isEmpty()) {
        m_done = true;
        QTimer::singleShot(0, this, &LoadRun::finished);
        return;
    }
    if (m_options.durationMs > 0)
        QTimer::singleShot(m_options.durationMs, this, [this] { m_seconds = m_clock.elapsed() / 1000.0; });
    for (int i = 0; i < m_options.concurrency && moreToSend(); ++i)
        sendNext();
}

void LoadRun::stop()
{
    m_stopped = true;
    if (m_inFlight == 0 && !m_done) {
        m_done = true;
        m_seconds = m_clock.elapsed() / 1000.0;
        Q_EMIT finished();
    }
}

bool LoadRun::moreToSend() const
{
    if (m_stopped)
        return false;
    if (m_options.requests > 0)
        return m_sent < m_options.requests;
    return m_options.durationMs > 0 && m_clock.elapsed() < m_options.durationMs;
}

void LoadRun::sendNext()
{
    const Request &request = m_requests.at(qsizetype(m_sent % m_requests.size()));
    ++m_sent;
    ++m_inFlight;
    const qint64 sentAt = m_clock.nsecsElapsed(); // finer than Reply::latencyMs (whole ms)
    const bool expectsError = request.expectsError;
    m_client->request(request.method, request.params, this, [this, sentAt, expectsError](const Reply &reply) {
        answered(reply, double(m_clock.nsecsElapsed() - sentAt) / 1e6, expectsError);
    });
}

void LoadRun::answered(const Reply &reply, double ms, bool expectsError)
{
    --m_inFlight;
    const bool asExpected = expectsError ? reply.status == Reply::Status::Error : reply.ok();
    if (asExpected) {
        m_latencies.push_back(ms);
        m_answeredAt.push_back(double(m_clock.nsecsElapsed()) / 1e6);
    } else {
        ++m_errors;
        if (m_firstError.isEmpty())
            m_firstError
                = reply.ok() ? QCoreApplication::translate("mcpscope::LoadRun", "a result where an error was expected")
                  : reply.status == Reply::Status::Error
                      ? QStringLiteral("%1 %2").arg(reply.errorCode).arg(reply.errorMessage.left(200))
                      : reply.errorMessage.left(200);
    }
    if (m_done)
        return;
    if (reply.status == Reply::Status::Disconnected) {
        m_done = true; // the server is gone: what was measured stands
        m_seconds = m_clock.elapsed() / 1000.0;
        Q_EMIT finished();
        return;
    }
    if (moreToSend()) {
        sendNext();
    } else if (m_inFlight == 0) {
        m_done = true;
        if (m_seconds <= 0 || m_options.durationMs <= 0)
            m_seconds = m_clock.elapsed() / 1000.0;
        Q_EMIT finished();
    }
}

LoadFigures LoadRun::figures() const
{
    LoadFigures f;
    f.sent = m_sent;
    f.answered = qint64(m_latencies.size());
    f.errors = m_errors;
    f.firstError = m_firstError;
    f.seconds = m_seconds > 0 ? m_seconds : m_clock.elapsed() / 1000.0;
    std::vector<double> sorted = m_latencies;
    std::sort(sorted.begin(), sorted.end());
    f.p50Ms = percentile(sorted, 50);
    f.p90Ms = percentile(sorted, 90);
    f.p99Ms = percentile(sorted, 99);
    f.maxMs = sorted.empty() ? 0 : sorted.back();
    f.perSecond = f.seconds > 0 ? double(f.answered + f.errors) / f.seconds : 0;
    return f;
}

QJsonObject LoadRun::report(const QString &collectionName) const
{
    // To the microsecond: the digits below say nothing about a request over a pipe or a network.
    const auto rounded = [](double ms) { return std::round(ms * 1000) / 1000; };
    QJsonArray samples;
    for (size_t i = 0; i < m_latencies.size() && i < m_answeredAt.size(); ++i)
        samples.append(QJsonArray{rounded(m_answeredAt[i]), rounded(m_latencies[i])});
    QJsonObject options{{QStringLiteral("concurrency"), m_options.concurrency}};
    if (m_options.requests > 0)
        options.insert(QStringLiteral("requests"), m_options.requests);
    if (m_options.durationMs > 0)
        options.insert(QStringLiteral("durationSeconds"), double(m_options.durationMs) / 1000);
    return {{QStringLiteral("collection"), collectionName},
            {QStringLiteral("options"), options},
            {QStringLiteral("load"), figures().toJson()},
            {QStringLiteral("samples"), samples}};
}

bool LoadRun::saveReport(const QString &path, const QString &collectionName, QString *error) const
{
    return saveOwnerOnly(path, QJsonDocument(report(collectionName)).toJson(QJsonDocument::Indented), error);
}

} // namespace mcpscope
