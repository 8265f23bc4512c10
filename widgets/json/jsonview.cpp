// SPDX-License-Identifier: MIT
#include "widgets/json/jsonview.h"

#include "json/jsonpointer.h"
#include "json/jsontext.h"
#include "jsonrpc/message.h"
#include "widgets/json/rawtext.h"
#include "widgets/json/readablehighlighter.h"
#include "widgets/json/syntaxrepository.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>

#include <QEvent>
#include <QFontDatabase>
#include <QLocale>
#include <QTextBlock>

namespace mcpscope {

namespace {

bool isDark(const QColor &color)
{
    return color.lightness() < 128;
}

// Laying out (and wrapping) one enormous line takes QPlainTextEdit seconds to minutes;
// lines cut into pieces of this length show at once.
constexpr qsizetype DisplayLineLength = 4096;

} // namespace

JsonView::JsonView(QWidget *parent)
    : QPlainTextEdit(parent)
{
    setReadOnly(true);
    setUndoRedoEnabled(false);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    setAccessibleName(tr("Message content"));
    setPlaceholderText(tr("Select a row to see its content."));
    m_dark = isDark(palette().color(QPalette::Window));
}

JsonView::~JsonView() = default;

void JsonView::showMessage(const Message &message)
{
    const QByteArray &raw = message.raw();
    const QLocale locale;
    if (raw.size() > HighlightLimit) {
        const bool truncated = raw.size() > DisplayLimit;
        const QString size = locale.formattedDataSize(raw.size());
        const QString limit = locale.formattedDataSize(HighlightLimit, 0);
        QString note = tr("%1: shown as received, without highlighting (above the %2 limit).").arg(size, limit);
        if (truncated) {
            note
                += QLatin1Char(' ') + tr("Only the first %1 are shown.").arg(locale.formattedDataSize(DisplayLimit, 0));
        }
        const QByteArray shown = truncated ? raw.left(DisplayLimit) : raw;
        setContent(note, QString::fromUtf8(shown), false, message.isValidJson() && !truncated ? shown : QByteArray());
        return;
    }
    // The scan knows whether the bytes are an object or an array: no tree is made to show them.
    if (message.isValidJson()) {
        // Re-indent the bytes themselves: member order, number spelling and escapes stay
        // exactly as they crossed the wire (QJsonDocument would sort the members).
        QByteArray pretty = jsontext::reindent(raw, 2);
        if (pretty.endsWith('\n'))
            pretty.chop(1);
        setContent(QString(), QString::fromUtf8(pretty), true, pretty);
        return;
    }
    QString note;
    if (raw.isEmpty())
        note = tr("An empty line.");
    else if (!message.isValidJson()) {
        const Message::ParseFailure failure = message.parseFailure();
        note = tr("Not JSON: %1 (at byte %2). Shown as received.").arg(failure.error).arg(failure.offset);
    } else
        note = tr("Valid JSON, but neither an object nor an array. Shown as received.");
    setContent(note, QString::fromUtf8(raw), false);
}

void JsonView::showPlainText(const QString &text, const QString &note)
{
    setContent(note, text, false);
}

void JsonView::clearContent()
{
    setContent(QString(), QString(), false);
}

bool JsonView::isHighlighted() const
{
    return m_highlighter != nullptr;
}

void JsonView::setContent(const QString &note, const QString &content, bool highlight, const QByteArray &jsonBytes)
{
    m_note = note;
    m_content = content;
    m_jsonBytes = jsonBytes;
    m_linesBroken = false;
    m_highlightStart = -1;
    m_highlightLength = 0;
    m_lineMarks.clear();
    setExtraSelections({});
    // Detach the highlighter before replacing the text, so it never runs over content
    // that is too large for it.
    if (!highlight && m_highlighter) {
        delete m_highlighter;
        m_highlighter = nullptr;
    }
    // JSON keeps its indentation readable without wrapping; prose and raw bytes wrap.
    setLineWrapMode(highlight ? QPlainTextEdit::NoWrap : QPlainTextEdit::WidgetWidth);
    QString shown = content;
    if (!highlight) {
        bool broken = false;
        shown = rawtext::breakLongLines(content, DisplayLineLength, &broken);
        m_linesBroken = broken;
        if (broken) {
            if (!m_note.isEmpty())
                m_note += QLatin1Char(' ');
            m_note += tr("Long lines are shown in pieces of %1 characters.").arg(DisplayLineLength);
        }
    }
    if (m_note.isEmpty()) {
        m_contentOffset = 0;
        setPlainText(shown);
    } else {
        m_contentOffset = m_note.size() + 2;
        setPlainText(m_note + QLatin1String("\n\n") + shown);
    }
    if (highlight && !m_highlighter) {
        m_highlighter = new ReadableHighlighter(document());
        m_highlighter->setDefinition(syntaxRepository().definitionForName(QStringLiteral("JSON")));
        applyTheme();
    }
}

bool JsonView::highlightPointer(const QString &pointer)
{
    clearHighlight();
    if (m_jsonBytes.isEmpty())
        return false;
    const jsonpointer::Location where = jsonpointer::locate(m_jsonBytes, pointer);
    if (!where.isValid())
        return false;
    // Byte offsets in the JSON text -> character offsets in the content -> in the document.
    const qsizetype start = QString::fromUtf8(QByteArrayView(m_jsonBytes).first(where.start)).size();
    const qsizetype length = QString::fromUtf8(QByteArrayView(m_jsonBytes).mid(where.start, where.length)).size();
    m_highlightStart = documentPosition(start);
    m_highlightLength = length > 0 ? documentPosition(start + length - 1) + 1 - m_highlightStart : 0;
    applyHighlight();
    QTextCursor cursor(document());
    cursor.setPosition(int(m_highlightStart + m_highlightLength));
    setTextCursor(cursor);
    cursor.setPosition(int(m_highlightStart));
    setTextCursor(cursor);
    centerCursor();
    return true;
}

qsizetype JsonView::documentPosition(qsizetype contentPosition) const
{
    if (!m_linesBroken)
        return m_contentOffset + contentPosition;
    // breakLongLines() put a line break before every DisplayLineLength-th character of each line.
    qsizetype inserted = 0;
    qsizetype lineStart = 0;
    for (;;) {
        const qsizetype lineEnd = m_content.indexOf(QLatin1Char('\n'), lineStart);
        if (lineEnd < 0 || lineEnd >= contentPosition) {
            inserted += (contentPosition - lineStart) / DisplayLineLength;
            break;
        }
        const qsizetype length = lineEnd - lineStart;
        if (length > 0)
            inserted += (length - 1) / DisplayLineLength;
        lineStart = lineEnd + 1;
    }
    return m_contentOffset + contentPosition + inserted;
}

QString JsonView::highlightedText() const
{
    if (m_highlightStart < 0)
        return {};
    return toPlainText().mid(m_highlightStart, m_highlightLength);
}

void JsonView::clearHighlight()
{
    m_highlightStart = -1;
    m_highlightLength = 0;
    applyHighlight();
}

int JsonView::setLineMarks(const QList<QPair<QString, QColor>> &marks)
{
    m_lineMarks.clear();
    if (!m_jsonBytes.isEmpty()) {
        for (const auto &[pointer, colour] : marks) {
            const jsonpointer::Location where = jsonpointer::locate(m_jsonBytes, pointer);
            if (!where.isValid() || !where.exact)
                continue;
            const qsizetype start = QString::fromUtf8(QByteArrayView(m_jsonBytes).first(where.start)).size();
            const qsizetype length
                = QString::fromUtf8(QByteArrayView(m_jsonBytes).mid(where.start, where.length)).size();
            const int first = document()->findBlock(int(documentPosition(start))).blockNumber();
            const int last
                = document()->findBlock(int(documentPosition(start + qMax<qsizetype>(length, 1) - 1))).blockNumber();
            for (int block = first; block <= last && block >= 0; ++block)
                m_lineMarks.insert(block, colour);
        }
    }
    applyHighlight();
    return int(m_lineMarks.size());
}

QStringList JsonView::markedLines() const
{
    QStringList lines;
    for (auto it = m_lineMarks.begin(); it != m_lineMarks.end(); ++it)
        lines << document()->findBlockByNumber(it.key()).text();
    return lines;
}

void JsonView::applyHighlight()
{
    QList<QTextEdit::ExtraSelection> selections;
    for (auto it = m_lineMarks.begin(); it != m_lineMarks.end(); ++it) {
        QTextEdit::ExtraSelection line;
        line.format.setBackground(it.value());
        line.format.setProperty(QTextFormat::FullWidthSelection, true);
        line.cursor = QTextCursor(document()->findBlockByNumber(it.key()));
        selections.append(line);
    }
    if (m_highlightStart < 0) {
        setExtraSelections(selections);
        return;
    }
    QTextEdit::ExtraSelection selection;
    QColor background = palette().color(QPalette::Highlight);
    background.setAlpha(m_dark ? 110 : 70);
    selection.format.setBackground(background);
    selection.cursor = QTextCursor(document());
    selection.cursor.setPosition(int(m_highlightStart));
    selection.cursor.setPosition(int(m_highlightStart + m_highlightLength), QTextCursor::KeepAnchor);
    selections.append(selection);
    setExtraSelections(selections);
}

void JsonView::applyTheme()
{
    m_dark = isDark(palette().color(QPalette::Window));
    if (!m_highlighter)
        return;
    m_highlighter->setBackground(palette().color(QPalette::Base));
    m_highlighter->setTheme(syntaxRepository().defaultTheme(m_dark ? KSyntaxHighlighting::Repository::DarkTheme
                                                                   : KSyntaxHighlighting::Repository::LightTheme));
    m_highlighter->rehighlight();
}

void JsonView::changeEvent(QEvent *event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        if (isDark(palette().color(QPalette::Window)) != m_dark)
            applyTheme();
        applyHighlight();
    }
}

} // namespace mcpscope
