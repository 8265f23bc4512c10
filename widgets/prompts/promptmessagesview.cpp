// SPDX-License-Identifier: MIT
#include "widgets/prompts/promptmessagesview.h"
#include "widgets/common/contrast.h"

#include <QBuffer>
#include <QEvent>
#include <QImageReader>
#include <QLocale>
#include <QPalette>
#include <QScrollBar>
#include <QTextDocument>
#include <QUrl>

namespace mcpscope {

namespace {

const QString ImageScheme = QStringLiteral("mcpscope-prompt-image");
constexpr qint64 MaxImagePixels = 40 * 1000 * 1000;
constexpr int MaxShownWidth = 480;

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

QString clip(const QString &text, qsizetype max)
{
    return text.size() > max ? text.left(max) + QChar(0x2026) : text;
}

} // namespace

PromptMessagesView::PromptMessagesView(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
    setAccessibleName(tr("Prompt messages"));
    setPlaceholderText(tr("Choose Get to see the messages of the prompt."));
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        // Links are ours: "#link-N" points into m_links; nothing else is followed.
        const QString fragment = url.fragment();
        if (!fragment.startsWith(QLatin1String("link-")))
            return;
        bool ok = false;
        const int index = fragment.mid(5).toInt(&ok);
        if (ok && index >= 0 && index < m_links.size())
            Q_EMIT resourceLinkActivated(m_links.at(index));
    });
}

QVariant PromptMessagesView::loadResource(int, const QUrl &)
{
    // Only the images added to the document are shown; never a file or a remote address.
    return {};
}

void PromptMessagesView::showNote(const QString &text)
{
    m_result.reset();
    m_images = 0;
    m_links.clear();
    m_pendingImages.clear();
    setDocumentHtml(QStringLiteral("<p><i>%1</i></p>").arg(esc(text)));
}

void PromptMessagesView::setDocumentHtml(const QString &html)
{
    // A fresh document with the images in place before the HTML refers to them.
    auto *doc = new QTextDocument(this);
    doc->setDefaultFont(font());
    for (const auto &[url, image] : std::as_const(m_pendingImages))
        doc->addResource(QTextDocument::ImageResource, url, image);
    m_pendingImages.clear();
    doc->setHtml(html);
    // The first document belongs to the text control, which deletes it; later ones are ours.
    QTextDocument *old = document();
    const bool ours = old && old->parent() == this;
    setDocument(doc);
    if (ours)
        delete old;
}

QString PromptMessagesView::textHtml(const QString &text)
{
    QString shown = text;
    QString note;
    if (shown.size() > MaxTextLength) {
        shown.truncate(MaxTextLength);
        note
            = QStringLiteral("<p><i>%1</i></p>")
                  .arg(esc(
                      tr("Only the first %1 characters are shown.").arg(QLocale().toString(qlonglong(MaxTextLength)))));
    }
    return QStringLiteral("<p style=\"white-space: pre-wrap; margin: 2px 0;\">%1</p>").arg(esc(shown)) + note;
}

QString PromptMessagesView::imageHtml(const QByteArray &bytes, const QString &mimeType)
{
    QByteArray data = bytes;
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    const QSize size = reader.size();
    if (size.isValid() && qint64(size.width()) * size.height() > MaxImagePixels)
        return QStringLiteral("<p><i>%1</i></p>")
            .arg(esc(tr("An image of %1 × %2 pixels, too large to show.").arg(size.width()).arg(size.height())));
    QImage image = reader.read();
    if (image.isNull())
        return QStringLiteral("<p><i>%1</i></p>")
            .arg(esc(tr("An image (%1, %2) that could not be decoded.")
                         .arg(clip(mimeType, 80), QLocale().formattedDataSize(bytes.size()))));
    const QUrl url(ImageScheme + QLatin1Char(':') + QString::number(m_images++));
    m_pendingImages.append({url, image});
    int width = image.width();
    if (width > MaxShownWidth)
        width = MaxShownWidth;
    else if (width < 48)
        width = width * (96 / qMax(1, width));
    return QStringLiteral("<p><img src=\"%1\" width=\"%2\"><br><small>%3</small></p>")
        .arg(url.toString())
        .arg(width)
        .arg(esc(tr("Image (%1), %2 × %3 pixels").arg(clip(mimeType, 80)).arg(image.width()).arg(image.height())));
}

QString PromptMessagesView::resourceHtml(const ResourceContent &c)
{
    QString html
        = QStringLiteral("<p style=\"margin: 2px 0;\"><b>%1</b> %2</p>")
              .arg(esc(tr("Embedded resource:")),
                   esc(clip(c.uri, 300)
                       + (c.mimeType.isEmpty() ? QString()
                                               : QStringLiteral(" (") + clip(c.mimeType, 80) + QLatin1Char(')'))));
    switch (c.kind) {
    case ResourceContent::Kind::Text:
        html += QStringLiteral("<pre style=\"white-space: pre-wrap;\">%1</pre>").arg(esc(clip(c.text, MaxTextLength)));
        break;
    case ResourceContent::Kind::Image:
        html += imageHtml(c.bytes, c.mimeType);
        break;
    case ResourceContent::Kind::Audio:
    case ResourceContent::Kind::Binary:
        html += QStringLiteral("<p><i>%1</i></p>")
                    .arg(esc(tr("Binary content, %1.").arg(QLocale().formattedDataSize(c.size()))));
        break;
    }
    return html;
}

QString PromptMessagesView::blockHtml(const ContentBlock &b)
{
    QString html;
    switch (b.type) {
    case ContentBlock::Type::Text:
        html = textHtml(b.text);
        break;
    case ContentBlock::Type::Image:
        html = imageHtml(b.data, b.mimeType);
        break;
    case ContentBlock::Type::Audio:
        html = QStringLiteral("<p><i>%1</i></p>")
                   .arg(esc(tr("Audio clip (%1), %2.")
                                .arg(clip(b.mimeType, 80), QLocale().formattedDataSize(b.data.size()))));
        break;
    case ContentBlock::Type::ResourceLink: {
        const QString name = b.title.isEmpty() ? b.name : b.title;
        html = QStringLiteral("<p style=\"margin: 2px 0;\"><b>%1</b> <a href=\"#link-%2\">%3</a>%4</p>")
                   .arg(esc(tr("Link to a resource:")))
                   .arg(m_links.size())
                   .arg(esc(clip(b.uri, 300)),
                        name.isEmpty() ? QString() : QStringLiteral(" — ") + esc(clip(name, 200)));
        m_links.append(b.uri);
        if (!b.description.isEmpty())
            html += QStringLiteral("<p style=\"margin: 2px 0;\">%1</p>").arg(esc(clip(b.description, 2000)));
        break;
    }
    case ContentBlock::Type::EmbeddedResource:
        html = resourceHtml(b.resource);
        break;
    case ContentBlock::Type::Unknown:
        break;
    }
    if (!b.problem.isEmpty())
        html += QStringLiteral("<p style=\"color: %1;\"><i>%2</i></p>").arg(problemColour(), esc(b.problem));
    return html;
}

QColor PromptMessagesView::bubbleColour(bool user) const
{
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    if (user)
        return dark ? QColor(0x1f, 0x33, 0x47) : QColor(0xe8, 0xf1, 0xfb);
    return dark ? QColor(0x2b, 0x2b, 0x2b) : QColor(0xf1, 0xf1, 0xf1);
}

QString PromptMessagesView::problemColour() const
{
    // Readable on both bubbles and on the view itself.
    return contrast::failureText(palette(), {palette().color(QPalette::Base), bubbleColour(true), bubbleColour(false)})
        .name();
}

void PromptMessagesView::changeEvent(QEvent *event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_result) {
        // The bubbles' and problems' colours are in the HTML: made again for this palette.
        const PromptResult result = *m_result;
        const int scroll = verticalScrollBar()->value();
        showResult(result);
        verticalScrollBar()->setValue(scroll);
    }
}

void PromptMessagesView::showResult(const PromptResult &result)
{
    m_result = result;
    m_images = 0;
    m_links.clear();
    m_pendingImages.clear();
    const QString userBackground = bubbleColour(true).name();
    const QString assistantBackground = bubbleColour(false).name();
    QString html;
    if (!result.description.isEmpty())
        html += QStringLiteral("<p><i>%1</i></p>").arg(esc(clip(result.description, 2000)));
    if (!result.problem.isEmpty())
        html += QStringLiteral("<p style=\"color: %1;\">%2</p>").arg(problemColour(), esc(result.problem));
    if (result.messages.isEmpty() && result.problem.isEmpty())
        html += QStringLiteral("<p><i>%1</i></p>").arg(esc(tr("The prompt has no messages.")));
    qsizetype shown = 0;
    for (const PromptResult::Message &m : result.messages) {
        if (html.size() > MaxHtmlLength) {
            html += QStringLiteral("<p><i>%1</i></p>")
                        .arg(esc(tr("The messages are too long to show in full; the rest is in Raw JSON.")));
            break;
        }
        if (shown++ >= MaxMessages) {
            html += QStringLiteral("<p><i>%1</i></p>")
                        .arg(esc(
                            tr("%n more message(s) not shown.", nullptr, int(result.messages.size() - MaxMessages))));
            break;
        }
        QString role;
        if (m.role == QLatin1String("user"))
            role = tr("User");
        else if (m.role == QLatin1String("assistant"))
            role = tr("Assistant");
        else if (m.role.isEmpty())
            role = tr("No role given");
        else
            role = tr("Role \"%1\"").arg(clip(m.role, 60));
        const QString background = m.role == QLatin1String("assistant") ? assistantBackground : userBackground;
        html
            += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"6\" style=\"margin-bottom: 6px;\">"
                              "<tr><td bgcolor=\"%1\"><b>%2</b>%3</td></tr></table>")
                   .arg(background, esc(role), blockHtml(m.content));
    }
    setDocumentHtml(html);
}

} // namespace mcpscope
