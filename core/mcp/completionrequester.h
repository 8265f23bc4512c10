// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QStringList>

class QTimer;

namespace mcpscope {

class McpClient;

/// Asks the server for completion/complete suggestions while someone types an argument of a
/// prompt or a resource template. Requests are debounced (one request after the typing
/// pauses), and only the answer to the latest request is reported: older answers are stale.
class CompletionRequester : public QObject
{
    Q_OBJECT
public:
    /// The spec's limit of values per answer; more are ignored.
    static constexpr int MaxValues = 100;
    static constexpr int DefaultDebounceMs = 250;

    explicit CompletionRequester(QObject *parent = nullptr);
    ~CompletionRequester() override;

    /// A PromptReference ({"type":"ref/prompt","name":…}).
    static QJsonObject promptReference(const QString &name);
    /// A ResourceTemplateReference ({"type":"ref/resource","uri":…}).
    static QJsonObject templateReference(const QString &uriTemplate);

    /// Follows @p client (not owned).
    void setClient(McpClient *client);
    /// What the arguments belong to; changing it makes pending answers stale.
    void setReference(const QJsonObject &reference);
    QJsonObject reference() const { return m_reference; }
    void setDebounceMs(int ms);
    /// True when the client is connected and the server declared the "completions" capability.
    bool isAvailable() const;

    /// Asks (after the debounce pause) for completions of argument @p argument whose text is
    /// @p value; @p context holds the other arguments already filled in (sent as
    /// context.arguments when not empty).
    void request(const QString &argument, const QString &value, const QJsonObject &context = {});
    /// Drops the waiting request and makes answers still to come stale.
    void cancel();
    /// How many completion/complete requests were sent.
    int sentCount() const { return m_sent; }

Q_SIGNALS:
    /// The answer to the latest request: up to MaxValues @p values, the server's @p total
    /// (-1 when it gave none) and whether it has more.
    void completed(const QString &argument, const QString &value, const QStringList &values, qint64 total,
                   bool hasMore);
    /// The latest request failed (plain words).
    void failed(const QString &argument, const QString &reason);

private:
    void send();

    QPointer<McpClient> m_client;
    QJsonObject m_reference;
    QTimer *m_timer;
    QString m_argument;
    QString m_value;
    QJsonObject m_context;
    quint64 m_sequence = 0;
    int m_sent = 0;
};

} // namespace mcpscope
