// SPDX-License-Identifier: MIT
#include "common/safetextview.h"

#include <QAbstractTextDocumentLayout>
#include <QScrollBar>

namespace mcpscope {

SafeTextView::SafeTextView(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
    setReadOnly(true);
    setTextInteractionFlags(Qt::TextBrowserInteraction);
    setFrameShape(QFrame::StyledPanel);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setLineWrapMode(QTextEdit::WidgetWidth);
    connect(document()->documentLayout(), &QAbstractTextDocumentLayout::documentSizeChanged, this,
            &SafeTextView::fitHeight);
}

void SafeTextView::showText(const QString &text, bool markdown)
{
    m_truncated = text.size() > DisplayLimit;
    const QString shown = m_truncated ? text.left(DisplayLimit) : text;
    if (markdown)
        setMarkdown(shown);
    else
        setPlainText(shown);
    fitHeight();
}

QVariant SafeTextView::loadResource(int type, const QUrl &name)
{
    // Server text is hostile: an image reference must not read a local file or reach out.
    Q_UNUSED(type)
    Q_UNUSED(name)
    return QVariant();
}

void SafeTextView::resizeEvent(QResizeEvent *event)
{
    QTextBrowser::resizeEvent(event);
    fitHeight();
}

void SafeTextView::fitHeight()
{
    if (document()->textWidth() != viewport()->width())
        document()->setTextWidth(viewport()->width());
    const int content = int(document()->size().height()) + 2 * frameWidth() + 4;
    const int height = qBound(fontMetrics().height() + 2 * frameWidth() + 8, content, m_maxHeight);
    if (height != this->height())
        setFixedHeight(height);
}

} // namespace mcpscope
