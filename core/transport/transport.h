// SPDX-License-Identifier: MIT
#pragma once

#include "framer.h"

#include <QObject>
#include <QString>

namespace mcpscope {

/// How a server process ended.
struct ExitInfo
{
    bool valid = false;
    bool crashed = false; ///< ended by a signal rather than by exiting
    int exitCode = 0;     ///< the exit code, or the signal number when crashed
    /// How a connection without a process ended ("closed the connection"); describe() says it.
    QString text;
    /// Plain words: "exited with code 1", "was killed by signal 9 (SIGKILL)".
    QString describe() const;
};

/// A connection to an MCP server that moves frames (stdio now, HTTP later).
class Transport : public QObject
{
    Q_OBJECT
public:
    enum class State { NotStarted, Starting, Running, Closing, Exited, Failed };
    Q_ENUM(State)

    using QObject::QObject;
    ~Transport() override;

    virtual void start() = 0;
    /// Sends one message's bytes; the transport adds its framing (a newline for stdio).
    virtual bool send(const QByteArray &payload) = 0;
    /// Ends the connection politely, escalating when the peer does not go.
    virtual void close() = 0;

    /// What this transport connects to, for logs (secrets such as environment values hidden).
    virtual QString describe() const = 0;
    /// A local process speaking over its standard streams (the stdio framing rules apply).
    virtual bool isStdio() const { return true; }
    /// The protocol version the handshake settled on (HTTP sends it with every request).
    virtual void setProtocolVersion(const QString &version) { Q_UNUSED(version) }
    /// The client sent notifications/initialized (HTTP may now open the server's stream).
    virtual void handshakeDone() { }

    State state() const { return m_state; }
    /// Why the transport failed, in plain words (empty unless state() == Failed).
    QString failureReason() const { return m_failureReason; }
    ExitInfo exitInfo() const { return m_exitInfo; }

    static QString stateName(State state);

Q_SIGNALS:
    void stateChanged(mcpscope::Transport::State state);
    /// A frame arrived from the server (payload may be empty or not JSON at all).
    void frameReceived(const mcpscope::Frame &frame);
    /// One line the server wrote on its error output (without the line ending).
    void stderrLine(const QByteArray &line);
    /// A plain-words note about the transport itself (escalation steps, framing switches).
    void notice(const QString &text);
    void failed(const QString &reason);
    void exited(const mcpscope::ExitInfo &info);

protected:
    void setState(State state);
    void fail(const QString &reason);
    void setExitInfo(const ExitInfo &info) { m_exitInfo = info; }

private:
    State m_state = State::NotStarted;
    QString m_failureReason;
    ExitInfo m_exitInfo;
};

} // namespace mcpscope
