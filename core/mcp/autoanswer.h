// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QObject>

namespace mcpscope {

/// A ready-made answer to a sampling request.
struct CannedReply
{
    QString title;      ///< for people (translated)
    QString text;       ///< the assistant's text, as sent (English)
    QString stopReason; ///< as sent
};

/// Answers for unattended use: when enabled, sampling requests get a canned reply without a
/// dialog and elicitation requests are declined. Kept in the settings.
class AutoAnswer : public QObject
{
    Q_OBJECT
public:
    explicit AutoAnswer(QObject *parent = nullptr);

    /// The model name sent with canned replies.
    static QString cannedModelName();
    /// The built-in canned replies.
    static QList<CannedReply> cannedReplies();
    /// The sampling result for canned reply @p index.
    static QJsonObject cannedResult(int index);

    bool isEnabled() const { return m_enabled; }
    void setEnabled(bool enabled);
    /// Which canned reply answers sampling requests while enabled.
    int cannedReplyIndex() const { return m_cannedIndex; }
    void setCannedReplyIndex(int index);

    /// The sampling result to send while enabled.
    QJsonObject samplingResult() const { return cannedResult(m_cannedIndex); }
    /// The elicitation result to send while enabled: decline.
    QJsonObject elicitationResult() const;

    /// Reads and writes the choice in QSettings (group "AutoAnswer").
    void load();
    void save() const;

Q_SIGNALS:
    void changed();

private:
    bool m_enabled = false;
    int m_cannedIndex = 0;
};

} // namespace mcpscope
