// SPDX-License-Identifier: MIT
#include "preview.h"

#include "utf8.h"

#include <QCoreApplication>
#include <QEvent>
#include <QThread>

#include <atomic>

namespace mcpscope {

namespace {

std::atomic<quint32> g_translationGeneration{0};
std::atomic<bool> g_watchingLanguage{false};

/// Counts the application's LanguageChange events (sent when a translator comes or goes).
class LanguageWatcher : public QObject
{
public:
    using QObject::QObject;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
            g_translationGeneration.fetch_add(1, std::memory_order_relaxed);
        return false;
    }
};

} // namespace

quint32 translationGeneration()
{
    if (!g_watchingLanguage.load(std::memory_order_acquire)) {
        // The filter must live in the application's thread; other threads try again later.
        QCoreApplication *app = QCoreApplication::instance();
        if (app && app->thread() == QThread::currentThread() && !g_watchingLanguage.exchange(true))
            app->installEventFilter(new LanguageWatcher(app));
    }
    return g_translationGeneration.load(std::memory_order_relaxed);
}

namespace {

const QChar Ellipsis(0x2026);

/// Characters that would break a one-line message or could disguise it: controls, line and
/// paragraph separators, bidirectional overrides and other invisible format characters.
bool needsEscape(char32_t c)
{
    if (c < 0x20 || (c >= 0x7f && c < 0xa0))
        return true;
    switch (c) {
    case 0x00ad:
    case 0x061c:
    case 0x180e:
    case 0xfeff:
        return true;
    default:
        break;
    }
    return (c >= 0x200b && c <= 0x200f) || (c >= 0x2028 && c <= 0x202e) || (c >= 0x2060 && c <= 0x206f)
           || (c >= 0xd800 && c <= 0xdfff) || (c >= 0xfff9 && c <= 0xfffb);
}

void appendEscaped(QString &out, char32_t c)
{
    switch (c) {
    case '\n':
        out += QLatin1String("\\n");
        return;
    case '\r':
        out += QLatin1String("\\r");
        return;
    case '\t':
        out += QLatin1String("\\t");
        return;
    default:
        break;
    }
    if (!needsEscape(c)) {
        out += QStringView(QChar::fromUcs4(c));
        return;
    }
    out += QLatin1String("\\u") + QString::number(uint(c), 16).rightJustified(4, QLatin1Char('0'));
}

} // namespace

QString previewText(QStringView text, int maxChars)
{
    // Most previews are short plain ASCII (method names, ids): nothing to escape or cut.
    if (text.size() <= maxChars) {
        bool plain = true;
        for (const QChar c : text) {
            if (c.unicode() < 0x20 || c.unicode() >= 0x7f) {
                plain = false;
                break;
            }
        }
        if (plain)
            return text.toString();
    }
    QString out;
    out.reserve(qMin<qsizetype>(text.size(), maxChars) + 8);
    int shown = 0;
    qsizetype i = 0;
    while (i < text.size()) {
        if (shown >= maxChars) {
            out += Ellipsis;
            return out;
        }
        char32_t c = text.at(i).unicode();
        qsizetype step = 1;
        if (QChar::isHighSurrogate(c) && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text.at(i), text.at(i + 1));
            step = 2;
        }
        appendEscaped(out, c);
        ++shown;
        i += step;
    }
    return out;
}

QString terminalSafe(QStringView text)
{
    qsizetype i = 0;
    while (i < text.size()
           && (text.at(i).unicode() >= 0x20 ? !needsEscape(text.at(i).unicode()) || text.at(i).isSurrogate()
                                            : text.at(i) == QLatin1Char('\n') || text.at(i) == QLatin1Char('\t')))
        ++i;
    if (i == text.size())
        return text.toString(); // the usual case: nothing to make safe
    QString out = text.left(i).toString();
    out.reserve(text.size() + 16);
    while (i < text.size()) {
        char32_t c = text.at(i).unicode();
        qsizetype step = 1;
        if (QChar::isHighSurrogate(c) && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text.at(i), text.at(i + 1));
            step = 2;
        }
        if (c == '\n' || c == '\t')
            out += QChar(c);
        else
            appendEscaped(out, c);
        i += step;
    }
    return out;
}

QString previewBytes(const QByteArray &bytes, int maxBytes)
{
    QString out;
    out.reserve(qMin<qsizetype>(bytes.size(), maxBytes) + 8);
    const auto *p = reinterpret_cast<const uchar *>(bytes.constData());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        if (i >= maxBytes) {
            out += Ellipsis;
            return out;
        }
        char32_t c = 0;
        const int len = utf8::sequenceLength(p + i, n - i, &c);
        if (len == 0) {
            out += QLatin1String("\\x") + QString::number(uint(p[i]), 16).rightJustified(2, QLatin1Char('0'));
            ++i;
            continue;
        }
        appendEscaped(out, c);
        i += len;
    }
    return out;
}

} // namespace mcpscope
