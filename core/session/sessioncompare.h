// SPDX-License-Identifier: MIT
#pragma once

#include "jsonrpc/jsondiff.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace mcpscope {

class Session;

/// Two recorded sessions side by side (a regression check between two server versions):
/// the server's identity and protocol, its capabilities, the tools, resources, resource
/// templates and prompts it listed, and the results of calls made in both (tools/call by
/// tool name and arguments, resources/read by URI, prompts/get by name and arguments).
/// JSON is compared by meaning; member order and number spelling are reported apart.
class SessionComparison
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::SessionComparison)

public:
    enum class Section { Server, Capabilities, Tools, Resources, ResourceTemplates, Prompts, Calls };
    static constexpr int SectionCount = 7;

    enum class Status {
        Same,               ///< equal, written the same way
        WrittenDifferently, ///< equal in meaning; member order, numbers or escapes differ
        Different,          ///< there on both sides, and it differs
        OnlyInA,            ///< only the first session has it
        OnlyInB,            ///< only the second session has it
    };

    /// One thing compared: a tool, a capability, a call and its result, …
    struct Item
    {
        Section section = Section::Server;
        QString name; ///< the tool's name, the resource's URI, "tools/call echo {…}", …
        Status status = Status::Same;
        /// The compared JSON as recorded (an object; empty when that side has none). Calls:
        /// {"arguments"|"uri": …, "result"|"error": …}; server fields: {"field": value}.
        QByteArray rawA;
        QByteArray rawB;
        QList<jsondiff::Difference> differences; ///< pointers into rawA / rawB
        bool differencesTruncated = false;
        QList<jsondiff::Spelling> spelling; ///< Status::WrittenDifferently: where
        QStringList notes;                  ///< plain words: how calls were matched, isError flips, …
        /// What changed, per field, in plain words (SurfaceChanges): "argument `path` became
        /// required", "capability tools.listChanged was added"; for the server's fields, its
        /// capabilities and listed items that are there on both sides or a capability only
        /// one side has. Empty for calls.
        QStringList changes;
        QString summaryA; ///< one line for people about A's side (bounded, may be empty)
        QString summaryB;
        QString what;          ///< Status::Different: which parts differ ("description, inputSchema")
        qsizetype eventA = -1; ///< the session event it comes from (the response), or -1
        qsizetype eventB = -1;

        bool isDifference() const { return status != Status::Same && status != Status::WrittenDifferently; }
    };

    /// What one session offered: filled from its events.
    struct Side;

    SessionComparison();
    ~SessionComparison();
    SessionComparison(const SessionComparison &);
    SessionComparison &operator=(const SessionComparison &);

    /// Compares @p a with @p b.
    static SessionComparison compare(const Session &a, const Session &b);
    /// Compares what @p a and @p b offer, not what they answered (`mcpscope diff`, the
    /// window's surface diff): the instructions, capabilities, tools, resources, resource
    /// templates and prompts; no calls. The server's name, version and protocol are told
    /// (serverA(), serverB()), not compared. A list is compared when both sides know it: a
    /// side knows a list it asked for (its last complete listing), and knows that a list is
    /// empty when the server does not declare its capability. Lists one side does not know
    /// are left out and named in notCompared().
    static SessionComparison compareSurface(const Session &a, const Session &b);

    /// What a side says of its server: name, version, protocol version (empty when unknown).
    struct ServerFacts
    {
        QString name;
        QString version;
        QString protocolVersion;
        bool known = false; ///< the side has an answer to initialize (or server/discover)
    };
    /// A section that compareSurface() left out, and why in plain words.
    struct NotCompared
    {
        Section section = Section::Tools;
        QString reason;
    };
    bool isSurface() const { return m_surface; }
    const ServerFacts &serverA() const { return m_serverA; }
    const ServerFacts &serverB() const { return m_serverB; }
    const QList<NotCompared> &notCompared() const { return m_notCompared; }

    const QList<Item> &items() const { return m_items; }
    /// Indices into items() of section @p section, in order.
    QList<qsizetype> itemsOf(Section section) const;
    /// True when nothing differs in meaning (written differently counts as equal).
    bool isEqual() const;
    qsizetype count(Status status) const;
    /// Whether a side asked for the list of @p section (tools/list, …) at all.
    bool listedA(Section section) const { return m_listedA[int(section)]; }
    bool listedB(Section section) const { return m_listedB[int(section)]; }

    /// A sentence for people: "The sessions differ in 3 places: …" or "No differences: …".
    QString summaryText() const;

    static QString sectionTitle(Section section);
    /// Stable name for files and scripts: "server", "tools", "resourceTemplates", …
    static QString sectionName(Section section);
    /// Words for people: "same", "only in A", …
    static QString statusText(Status status);
    /// Stable name: "same", "written-differently", "different", "only-in-a", "only-in-b".
    static QString statusName(Status status);
    /// Bounded one-line preview of a JSON value for people; strings without quotes unless
    /// @p quoteStrings (when the other side is not a string, "1" and 1 must look different).
    static QString preview(const QJsonValue &value, int maxChars = 80, bool quoteStrings = false);
    /// The item as JSON (section, name, status, a, b, what, notes, changes, differences,
    /// spelling).
    static QJsonObject itemToJson(const Item &item);

private:
    void addItem(Item item);
    void compareServer(const Side &a, const Side &b, bool surface = false);
    void compareLists(Section section, const Side &a, const Side &b);
    void compareCalls(const Side &a, const Side &b);

    QList<Item> m_items;
    QList<NotCompared> m_notCompared;
    ServerFacts m_serverA;
    ServerFacts m_serverB;
    bool m_surface = false;
    bool m_listedA[SectionCount] = {};
    bool m_listedB[SectionCount] = {};
};

} // namespace mcpscope
