// SPDX-License-Identifier: MIT
#pragma once

#include "prompts/promptresult.h"

#include <QColor>
#include <QImage>
#include <QStringList>
#include <QTextBrowser>
#include <QUrl>

#include <optional>
#include <utility>

namespace mcpscope {

/// The messages of a prompts/get result, one block per message under its role (user,
/// assistant): text, images, audio, resource links and embedded resources. Everything the
/// server sent is escaped; nothing is loaded from outside (images come from the result).
class PromptMessagesView : public QTextBrowser
{
    Q_OBJECT
public:
    /// Each text is cut after this many characters.
    static constexpr qsizetype MaxTextLength = 100 * 1024;
    /// At most this many messages are shown.
    static constexpr qsizetype MaxMessages = 500;
    /// The rendering stops once it has this many characters of HTML.
    static constexpr qsizetype MaxHtmlLength = 4 * 1024 * 1024;

    explicit PromptMessagesView(QWidget *parent = nullptr);

    void showResult(const PromptResult &result);
    void showNote(const QString &text);
    /// How many images are shown.
    int imageCount() const { return m_images; }
    /// The URIs of the resource links shown, in order.
    QStringList linkUris() const { return m_links; }

    QVariant loadResource(int type, const QUrl &name) override;

    /// The background of a user's or the assistant's message.
    QColor bubbleColour(bool user) const;
    /// The colour of a problem's text, readable on the view and on both bubbles.
    QString problemColour() const;

Q_SIGNALS:
    /// A resource link was clicked.
    void resourceLinkActivated(const QString &uri);

protected:
    /// A new palette (a desktop going dark): the messages are shown again in its colours.
    void changeEvent(QEvent *event) override;

private:
    QString blockHtml(const ContentBlock &block);
    QString resourceHtml(const ResourceContent &content);
    QString imageHtml(const QByteArray &bytes, const QString &mimeType);
    QString textHtml(const QString &text);
    void setDocumentHtml(const QString &html);

    /// The result shown, for showing it again in another palette.
    std::optional<PromptResult> m_result;
    int m_images = 0;
    QStringList m_links;
    QList<std::pair<QUrl, QImage>> m_pendingImages;
};

} // namespace mcpscope
