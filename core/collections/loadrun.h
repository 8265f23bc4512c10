// SPDX-License-Identifier: MIT
// Implemented in loadrun.cpp.
#pragma once

#include "collection.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QObject>

#include <vector>

namespace mcpscope {

class McpClient;
struct Reply;

/// What a load run measured.
struct LoadFigures
{
    qint64 sent = 0;
    qint64 answered = 0; ///< answers of the kind the step expects (tool errors are results)
    qint64 errors = 0;   ///< JSON-RPC errors where a result was expected (and the reverse),
                         ///< timeouts, broken answers, lost connections
    QString firstError;  ///< plain words of the first error
    double seconds = 0;
    double p50Ms = 0, p90Ms = 0, p99Ms = 0, maxMs = 0;
    double perSecond = 0; ///< answers and errors per second

    /// The figures as a few plain lines.
    QString toText() const;
    /// The figures as JSON (`mcpscope run --load --format json` writes this as "load").
    QJsonObject toJson() const;
};

/// Sends a collection's requests again and again, round robin, keeping @p concurrency of them
/// in flight, until a number of requests was sent or a time is up; then reports latency
/// percentiles, errors and throughput. Captured values (from a run of the collection before)
/// fill the params as in a normal run.
class LoadRun : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        int concurrency = 1;
        qint64 requests = 0;   ///< stop after this many (0: by time)
        qint64 durationMs = 0; ///< stop sending after this long (0: by count)
    };

    LoadRun(McpClient *client, const Collection &collection, const QHash<QString, QJsonValue> &variables,
            const Options &options, QObject *parent = nullptr);
    void start();
    LoadFigures figures() const;
    /// The latencies measured so far, in milliseconds, in the order the answers came.
    const std::vector<double> &latencies() const { return m_latencies; }
    /// When each of those answers came, in milliseconds since start().
    const std::vector<double> &answeredAt() const { return m_answeredAt; }
    bool isDone() const { return m_done; }
    /// Sends no more; what is in flight still counts.
    void stop();
    /// A report of the run for a file: the collection's name, the options, the figures and
    /// every answer's time and latency ("samples": [milliseconds since the start, latency in
    /// milliseconds] pairs, in the order the answers came).
    QJsonObject report(const QString &collectionName) const;
    /// Writes report() to @p path, readable by its owner only; false with @p error when it
    /// cannot.
    bool saveReport(const QString &path, const QString &collectionName, QString *error) const;

Q_SIGNALS:
    void finished();

private:
    void sendNext();
    void answered(const Reply &reply, double ms, bool expectsError);
    bool moreToSend() const;

    McpClient *m_client;
    struct Request
    {
        QString method;
        QJsonObject params;
        bool expectsError = false; ///< the step expects a protocol error
    };
    QList<Request> m_requests;
    Options m_options;
    QElapsedTimer m_clock;
    qint64 m_sent = 0;
    qint64 m_inFlight = 0;
    qint64 m_errors = 0;
    QString m_firstError;
    std::vector<double> m_latencies;
    std::vector<double> m_answeredAt;
    bool m_stopped = false;
    double m_seconds = 0;
    bool m_done = false;
};

} // namespace mcpscope
