// SPDX-License-Identifier: MIT
#pragma once

#include "content/resourcecontent.h"

#include <QList>
#include <QWidget>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QScrollArea;
class QStackedWidget;

namespace KSyntaxHighlighting {
class SyntaxHighlighter;
}

namespace mcpscope {

class ReadableHighlighter;

/// The contents of a resource, shown by kind: text highlighted by its MIME type or file
/// extension (plain above a size limit), images as pictures, anything else as its size, a
/// hex dump of its first bytes and a way to save it. Several contents get a chooser.
class ResourcePreview : public QWidget
{
    Q_OBJECT
public:
    enum class Page { Message, Text, Image, Binary };

    /// Text above this many bytes is shown plain (highlighting is the slow part).
    static constexpr qsizetype HighlightLimit = 256 * 1024;
    /// Only this many characters of a text are shown.
    static constexpr qsizetype TextDisplayLimit = 2 * 1024 * 1024;
    /// Longer lines are shown in pieces of this length (laying out one huge line is slow).
    static constexpr qsizetype LineLength = 4096;
    /// The hex dump shows this many leading bytes.
    static constexpr qsizetype HexBytes = 512;
    /// Images with more pixels than this are not decoded.
    static constexpr qint64 MaxImagePixels = 40 * 1000 * 1000;

    explicit ResourcePreview(QWidget *parent = nullptr);
    ~ResourcePreview() override;

    /// Shows @p contents (the first one; a chooser selects the others).
    void showContents(const QList<ResourceContent> &contents);
    /// Shows a sentence instead of content ("Reading…", an error).
    void showMessage(const QString &text);
    void clearContent();

    Page page() const { return m_page; }
    int currentIndex() const { return m_current; }
    void setCurrentIndex(int index);
    const QList<ResourceContent> &contents() const { return m_contents; }
    /// The note above the content (kind, size, why it is plain…).
    QString note() const;
    QPlainTextEdit *textView() const { return m_text; }
    QPlainTextEdit *hexView() const { return m_hex; }
    QLabel *imageLabel() const { return m_image; }
    QPushButton *saveButton() const { return m_save; }
    QComboBox *chooser() const { return m_chooser; }
    /// True when the text shown is syntax-highlighted; definitionName() says as what.
    bool isHighlighted() const { return m_highlighter != nullptr; }
    QString definitionName() const { return m_definition; }

    /// Writes the current content's bytes to @p path.
    bool saveTo(const QString &path, QString *errorMessage) const;
    /// A file name for the current content, from its URI (safe to offer in a dialog).
    QString suggestedFileName() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void showCurrent();
    void showText(const ResourceContent &content);
    void showImage(const ResourceContent &content);
    void showBinary(const ResourceContent &content, const QString &why);
    void setNote(const QString &text);
    void askSave();
    void applyTheme();

    QList<ResourceContent> m_contents;
    int m_current = -1;
    Page m_page = Page::Message;
    QComboBox *m_chooser;
    QLabel *m_note;
    QPushButton *m_save;
    QStackedWidget *m_stack;
    QLabel *m_message;
    QPlainTextEdit *m_text;
    QScrollArea *m_imageArea;
    QLabel *m_image;
    QPlainTextEdit *m_hex;
    ReadableHighlighter *m_highlighter = nullptr;
    QString m_definition;
};

} // namespace mcpscope
