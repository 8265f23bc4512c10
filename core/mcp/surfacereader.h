// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QString>

namespace mcpscope {

class McpClient;

/// Reads everything a ready server offers into its session: every list its capabilities
/// announce (tools/list; resources/list and resources/templates/list; prompts/list), each with
/// all its pages, one after the other. A surface comparison of the session is then complete
/// (SessionComparison::compareSurface): `mcpscope diff` and the window's surface diff read a
/// live server this way. A server that announces resources but answers "method not found" to
/// resources/templates/list has no templates; any other failure ends the reading.
class SurfaceReader : public QObject
{
    Q_OBJECT
public:
    /// Reads through @p client (not owned; it must be ready when start() is called).
    explicit SurfaceReader(McpClient *client, QObject *parent = nullptr);

    /// Starts reading; finished() follows once, also when nothing is announced.
    void start();
    /// Plain words about the list that failed ("tools/list failed with error -32603: …"),
    /// or empty.
    QString error() const { return m_error; }

Q_SIGNALS:
    /// Every list is read (@p ok), or one failed (error() says which and why).
    void finished(bool ok);

private:
    struct List
    {
        const char *method;
        const char *itemsKey;
        bool optional;
    };
    void next();

    McpClient *m_client;
    QList<List> m_lists;
    QString m_error;
};

} // namespace mcpscope
