// SPDX-License-Identifier: MIT
#pragma once

#include "tools/toolcallhistory.h"
#include "tools/toolresult.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QTabWidget;
class QTemporaryDir;
class QTreeWidget;
class QTreeWidgetItem;
class QVBoxLayout;

namespace mcpscope {

class JsonView;

/// The outcome of one tool call: a plain-words status line (ok, tool error, protocol error,
/// cancelled), then the result's content blocks shown for people (text or Markdown, images,
/// audio to save or play, resource links to open, embedded resources), the structured content
/// as a tree with its output-schema verdict, and the whole result as JSON.
class ToolResultView : public QWidget
{
    Q_OBJECT
public:
    /// How the status line reads.
    enum class Status { Empty, Running, Ok, ToolError, ProtocolError, Cancelled, Failed };
    Q_ENUM(Status)

    /// Images larger than this are scaled down to fit.
    static constexpr int MaxImageWidth = 480;
    static constexpr int MaxImageHeight = 320;
    /// Nodes of structured content shown in the tree; the rest is summarised.
    static constexpr int MaxTreeNodes = 5000;

    explicit ToolResultView(QWidget *parent = nullptr);
    ~ToolResultView() override;

    /// Shows @p call: its outcome, and its result when it has one.
    void showCall(const ToolCall &call);
    /// Shows nothing.
    void clearResult();

    /// Whether text blocks are rendered as Markdown (off: shown as they are).
    bool rendersMarkdown() const;
    void setRendersMarkdown(bool markdown);

    Status status() const { return m_statusKind; }
    /// The status line's text.
    QString statusText() const;
    /// The result read for display (blocks, verdict).
    const ToolResult &result() const { return m_result; }
    /// The JSON that "Copy as JSON" puts on the clipboard (the result, or the error).
    QString resultJson() const;
    /// Puts resultJson() on the clipboard.
    void copyResultJson();
    /// The verdict line under "Structured content" (empty when none is shown).
    QString verdictText() const;
    QTreeWidget *structuredTree() const { return m_tree; }
    /// The column of content blocks (one child widget per block).
    QWidget *blocksArea() const { return m_blocks; }
    JsonView *jsonView() const { return m_json; }
    /// Shows @p status in the banner above the result (its colour says how it went).
    void setStatus(Status status, const QString &text);
    /// The colour of a block's problem text, readable on the window.
    QString problemColour() const;
    /// The colour of secondary text in a block (a link's URI), readable on the window.
    QString mutedColour() const;

Q_SIGNALS:
    /// A resource link was clicked.
    void resourceLinkActivated(const QString &uri);

protected:
    /// A new palette (a desktop going dark): the blocks, whose problems carry their colour in
    /// rich text, are made again.
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    QWidget *blockWidget(const ContentBlock &block, int index);
    QWidget *captionFor(const QString &caption, const QString &problem);
    void addSaveButton(QWidget *row, const QByteArray &data, const QString &mimeType, const QString &baseName);
    void fillTree(QTreeWidgetItem *parent, const QString &key, const QJsonValue &value, int *budget);
    void openInPlayer(const QByteArray &data, const QString &mimeType);

    ToolCall m_call;
    ToolResult m_result;
    Status m_statusKind = Status::Empty;
    QLabel *m_status;
    QCheckBox *m_markdown;
    QPushButton *m_copy;
    QTabWidget *m_tabs;
    QScrollArea *m_scroll;
    QWidget *m_blocks;
    QVBoxLayout *m_blocksLayout;
    QWidget *m_structured;
    QLabel *m_verdict;
    QLabel *m_violations;
    QTreeWidget *m_tree;
    JsonView *m_json;
    std::unique_ptr<QTemporaryDir> m_tempDir;
};

} // namespace mcpscope
