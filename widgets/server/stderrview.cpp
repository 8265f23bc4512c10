// SPDX-License-Identifier: MIT
#include "widgets/server/stderrview.h"

#include "session/session.h"

#include <QFontDatabase>
#include <QScrollBar>
#include <QTimer>

namespace mcpscope {

namespace {
// One enormous line would stall the view's layout; the session keeps every byte anyway.
constexpr qsizetype MaximumShownLineBytes = 4096;
} // namespace

StderrView::StderrView(QWidget *parent)
    : QPlainTextEdit(parent)
    , m_flushTimer(new QTimer(this))
{
    setReadOnly(true);
    setUndoRedoEnabled(false);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setMaximumBlockCount(MaximumLines);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setAccessibleName(tr("Server error output"));
    setPlaceholderText(tr("The server has not written anything to its error output."));
    m_flushTimer->setSingleShot(true);
    m_flushTimer->setInterval(0);
    connect(m_flushTimer, &QTimer::timeout, this, &StderrView::flush);
}

StderrView::~StderrView() = default;

void StderrView::setSession(Session *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    m_seen = 0;
    m_lines = 0;
    clear();
    if (m_session) {
        connect(m_session, &Session::eventAppended, this, &StderrView::onEventAppended);
        flush();
    }
}

void StderrView::onEventAppended()
{
    if (!m_flushTimer->isActive())
        m_flushTimer->start();
}

void StderrView::flush()
{
    m_flushTimer->stop();
    if (!m_session)
        return;
    QString text;
    const qsizetype total = m_session->count();
    for (; m_seen < total; ++m_seen) {
        const SessionEvent &event = m_session->eventAt(m_seen);
        if (event.type != SessionEvent::Type::Stderr)
            continue;
        if (!text.isEmpty())
            text += QLatin1Char('\n');
        if (event.stderrLine.size() > MaximumShownLineBytes) {
            text += QString::fromUtf8(event.stderrLine.left(MaximumShownLineBytes))
                    + tr(" … (%1 more bytes in the session log)").arg(event.stderrLine.size() - MaximumShownLineBytes);
        } else {
            text += QString::fromUtf8(event.stderrLine);
        }
        ++m_lines;
    }
    if (text.isEmpty())
        return;
    const QScrollBar *bar = verticalScrollBar();
    const bool atBottom = bar->value() >= bar->maximum();
    appendPlainText(text);
    if (atBottom)
        verticalScrollBar()->setValue(verticalScrollBar()->maximum());
}

} // namespace mcpscope
