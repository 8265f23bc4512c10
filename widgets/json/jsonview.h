// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QMap>
#include <QPlainTextEdit>

namespace KSyntaxHighlighting {
class SyntaxHighlighter;
}

namespace mcpscope {

class Message;
class ReadableHighlighter;

/// Read-only view of one message: pretty-printed, highlighted JSON, or the raw bytes
/// shown plain when they are not JSON or too large to highlight.
class JsonView : public QPlainTextEdit
{
    Q_OBJECT
public:
    /// Above this many bytes a message is shown as received, without pretty-printing
    /// or highlighting.
    static constexpr qsizetype HighlightLimit = 1024 * 1024;
    /// Above this many bytes only the beginning of a message is shown.
    static constexpr qsizetype DisplayLimit = 8 * 1024 * 1024;

    explicit JsonView(QWidget *parent = nullptr);
    ~JsonView() override;

    /// Shows @p message: pretty JSON when it parsed, otherwise its raw bytes.
    void showMessage(const Message &message);
    /// Shows @p text as it is, without highlighting (stderr lines, lifecycle notes), with
    /// an optional @p note above it.
    void showPlainText(const QString &text, const QString &note = {});
    /// Empties the view.
    void clearContent();

    /// True when the current content is being syntax-highlighted.
    bool isHighlighted() const;
    /// The note shown above the content (why it is plain, or truncated), or empty.
    QString note() const { return m_note; }
    /// The content without the note.
    QString content() const { return m_content; }
    /// True when the dark highlighting theme is in use.
    bool usesDarkTheme() const { return m_dark; }

    /// Marks what JSON pointer @p pointer points at (a member with its key, an element) and
    /// scrolls to it; a pointer to something missing marks its deepest existing parent.
    /// False when nothing could be marked (no JSON shown, or lines shown in pieces).
    bool highlightPointer(const QString &pointer);
    /// The marked text, or empty.
    QString highlightedText() const;
    void clearHighlight();

    /// Gives the whole lines spanned by what each pointer points at the background colour
    /// paired with it (the differences of a comparison); replaces earlier marks. Pointers
    /// that point at nothing shown are left out. Returns how many lines are marked.
    int setLineMarks(const QList<QPair<QString, QColor>> &marks);
    /// The text of each marked line, top to bottom.
    QStringList markedLines() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void setContent(const QString &note, const QString &content, bool highlight, const QByteArray &jsonBytes = {});
    void applyTheme();
    void applyHighlight();
    /// Where character @p contentPosition of the content is in the document (after the note
    /// and the line breaks added to long lines).
    qsizetype documentPosition(qsizetype contentPosition) const;

    ReadableHighlighter *m_highlighter = nullptr;
    QString m_note;
    QString m_content;
    QByteArray m_jsonBytes; ///< the JSON text shown (as bytes), when positions map 1:1
    qsizetype m_contentOffset = 0;
    bool m_linesBroken = false;
    qsizetype m_highlightStart = -1;
    qsizetype m_highlightLength = 0;
    QMap<int, QColor> m_lineMarks; ///< block number -> background
    bool m_dark = false;
};

} // namespace mcpscope
