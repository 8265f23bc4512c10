// SPDX-License-Identifier: MIT
#include "widgets/common/safetextview.h"

#include <QAbstractTextDocumentLayout>
#include <QDesktopServices>
#include <QMessageBox>
#include <QPushButton>
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
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (m_linksOpen)
            confirmAndOpen(this, url);
    });
}

void SafeTextView::setFitsContent(bool fit)
{
    m_fit = fit;
    if (!fit) {
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
        setMinimumHeight(0);
        setMaximumHeight(QWIDGETSIZE_MAX);
    }
    fitHeight();
}

bool SafeTextView::confirmAndOpen(QWidget *parent, const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    const QString shown = url.toString(QUrl::FullyEncoded);
    if (scheme != QLatin1String("http") && scheme != QLatin1String("https") && scheme != QLatin1String("mailto")) {
        QMessageBox::information(parent, tr("Link not opened"),
                                 tr("The server's text links to an address mcpscope does not open (only web and mail "
                                    "links):\n%1")
                                     .arg(shown.left(2000)));
        return false;
    }
    QMessageBox box(QMessageBox::Question, tr("Open link?"),
                    tr("The server's text links to this address. Open it in your browser?"), QMessageBox::NoButton,
                    parent);
    box.setObjectName(QStringLiteral("confirmLink"));
    box.setInformativeText(shown.left(4000));
    box.setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPushButton *open = box.addButton(tr("Open"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() != open)
        return false;
    return QDesktopServices::openUrl(url);
}

void SafeTextView::showText(const QString &text, bool markdown)
{
    m_truncated = text.size() > DisplayLimit;
    const QString shown = m_truncated ? text.left(DisplayLimit) : text;
    if (markdown) // no raw HTML from a server: it is shown as the text it is
        document()->setMarkdown(shown, QTextDocument::MarkdownFeatures(QTextDocument::MarkdownDialectGitHub
                                                                       | QTextDocument::MarkdownNoHTML));
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
    if (!m_fit)
        return;
    if (document()->textWidth() != viewport()->width())
        document()->setTextWidth(viewport()->width());
    const int content = int(document()->size().height()) + 2 * frameWidth() + 4;
    const int height = qBound(fontMetrics().height() + 2 * frameWidth() + 8, content, m_maxHeight);
    if (height != this->height())
        setFixedHeight(height);
}

} // namespace mcpscope
