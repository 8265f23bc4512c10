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
    void setMaximumContentHeight(int height) { m_maxHeight = height; fitHeight(); }

    QVariant loadResource(int type, const QUrl &name) override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitHeight();

    bool m_truncated = false;
    int m_maxHeight = 400;
};

} // namespace mcpscope
