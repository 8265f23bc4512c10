// SPDX-License-Identifier: MIT
#pragma once

#include <QTextBrowser>

namespace mcpscope {

/// Read-only text from a server, plain or Markdown, that never loads anything: no images,
/// no files, no remote resources, and links are not followed. Its height follows its
/// content up to a limit, so several can stand in one scrolling column.
class SafeTextView : public QTextBrowser
{
    Q_OBJECT
public:
    /// Above this many characters only the beginning is shown.
    static constexpr qsizetype DisplayLimit = 512 * 1024;

    explicit SafeTextView(QWidget *parent = nullptr);

    /// Shows @p text as Markdown (@p markdown) or as it is.
    void showText(const QString &text, bool markdown);
    /// True when the text was cut at DisplayLimit.
    bool isTruncated() const { return m_truncated; }
    /// The tallest the view grows before it scrolls.
    void setMaximumContentHeight(int height)
    {
        m_maxHeight = height;
        fitHeight();
    }
    /// Off: the view takes the room its layout gives it and scrolls (default: it fits its text).
    void setFitsContent(bool fit);
    /// Links open in the browser, each only after the user saw its whole address and agreed
    /// (default: links do nothing).
    void setLinksOpenAfterConfirmation(bool open) { m_linksOpen = open; }
    /// Asks, showing the whole of @p url, whether to open it; opens it on yes. Only http,
    /// https and mailto links are offered. Returns true when it was opened.
    static bool confirmAndOpen(QWidget *parent, const QUrl &url);

    QVariant loadResource(int type, const QUrl &name) override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitHeight();

    bool m_truncated = false;
    bool m_fit = true;
    bool m_linksOpen = false;
    int m_maxHeight = 400;
};

} // namespace mcpscope
