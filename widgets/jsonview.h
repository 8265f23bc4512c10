// SPDX-License-Identifier: MIT
#pragma once

#include <QPlainTextEdit>

namespace KSyntaxHighlighting {
class SyntaxHighlighter;
}

namespace mcpscope {

class Message;

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
    /// Shows @p text as it is, without highlighting (stderr lines, lifecycle notes).
    void showPlainText(const QString &text);
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

protected:
    void changeEvent(QEvent *event) override;

private:
    void setContent(const QString &note, const QString &content, bool highlight);
    void applyTheme();

    KSyntaxHighlighting::SyntaxHighlighter *m_highlighter = nullptr;
    QString m_note;
    QString m_content;
    bool m_dark = false;
};

} // namespace mcpscope
