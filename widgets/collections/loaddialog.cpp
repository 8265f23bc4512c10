// SPDX-License-Identifier: MIT
#include "loaddialog.h"
#include "widgets/common/contrast.h"

#include "collections/loadrun.h"
#include "mcp/mcpclient.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace mcpscope {

LatencyChart::LatencyChart(QWidget *parent)
    : QWidget(parent)
{
    setAccessibleName(tr("Latency chart"));
    setAccessibleDescription(
        tr("One dot per answer: the time since the start across, the latency up; lines at p50, p90 and p99"));
    setMinimumSize(320, 160);
}

void LatencyChart::setSamples(std::vector<double> at, std::vector<double> latency, double p50, double p90, double p99)
{
    m_at = std::move(at);
    m_latency = std::move(latency);
    m_p50 = p50;
    m_p90 = p90;
    m_p99 = p99;
    setAccessibleDescription(tr("%n answer(s); p50 %1 ms, p90 %2 ms, p99 %3 ms", nullptr, int(m_latency.size()))
                                 .arg(p50, 0, 'f', 2)
                                 .arg(p90, 0, 'f', 2)
                                 .arg(p99, 0, 'f', 2));
    update();
}

void LatencyChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    const QFontMetrics fm(font());
    const int left = fm.horizontalAdvance(QStringLiteral("0000.0 ms")) + 8;
    const QRectF plot(left, 8, width() - left - 8, height() - fm.height() - 16);
    p.setPen(pal.color(QPalette::Mid));
    p.drawRect(plot);
    if (m_latency.empty()) {
        p.setPen(contrast::mutedText(pal, {pal.color(QPalette::Base)}));
        p.drawText(plot, Qt::AlignCenter, tr("No answers yet"));
        return;
    }
    const double maxAt = std::max(1.0, *std::max_element(m_at.begin(), m_at.end()));
    // The scale ends a little above p99, so one slow outlier does not flatten the rest.
    const double top = std::max({m_p99 * 1.25, m_p50 * 2, 0.1});
    const auto x = [&](double at) { return plot.left() + at / maxAt * plot.width(); };
    const auto y = [&](double ms) { return plot.bottom() - std::min(ms, top) / top * plot.height(); };
    QColor dot = pal.color(QPalette::Highlight);
    dot.setAlpha(m_latency.size() > 2000 ? 60 : 140);
    p.setPen(Qt::NoPen);
    p.setBrush(dot);
    const size_t stride = std::max<size_t>(1, m_latency.size() / 20000); // a bounded number of dots
    for (size_t i = 0; i < m_latency.size(); i += stride)
        p.drawEllipse(QPointF(x(m_at[i]), y(m_latency[i])), 1.6, 1.6);
    const struct
    {
        double value;
        const char *label;
    } lines[] = {{m_p50, "p50"}, {m_p90, "p90"}, {m_p99, "p99"}};
    for (const auto &line : lines) {
        p.setPen(QPen(pal.color(QPalette::Text), 1, Qt::DashLine));
        p.drawLine(QPointF(plot.left(), y(line.value)), QPointF(plot.right(), y(line.value)));
        p.drawText(QPointF(4, y(line.value) + fm.ascent() / 2.0),
                   QStringLiteral("%1 %2").arg(QLatin1String(line.label)).arg(line.value, 0, 'f', 1));
    }
    p.setPen(pal.color(QPalette::Text));
    p.drawText(QRectF(plot.left(), plot.bottom() + 4, plot.width(), fm.height()), Qt::AlignRight,
               tr("%1 s").arg(maxAt / 1000.0, 0, 'f', 1));
    p.drawText(QRectF(plot.left(), plot.bottom() + 4, plot.width(), fm.height()), Qt::AlignLeft, tr("0 s"));
}

LoadDialog::LoadDialog(McpClient *client, const Collection &collection, const QHash<QString, QJsonValue> &variables,
                       QWidget *parent)
    : QDialog(parent)
    , m_client(client)
    , m_collection(collection)
    , m_variables(variables)
    , m_concurrency(new QSpinBox(this))
    , m_duration(new QSpinBox(this))
    , m_startStop(new QPushButton(tr("&Start"), this))
    , m_save(new QPushButton(tr("Save &Figures…"), this))
    , m_figures(new QLabel(this))
    , m_chart(new LatencyChart(this))
    , m_refresh(new QTimer(this))
{
    setWindowTitle(tr("Load: %1").arg(collection.name));
    m_concurrency->setRange(1, 256);
    m_concurrency->setValue(4);
    m_concurrency->setAccessibleName(tr("Requests in flight"));
    m_duration->setRange(1, 3600);
    m_duration->setValue(10);
    m_duration->setSuffix(tr(" s"));
    m_duration->setAccessibleName(tr("Duration"));
    m_figures->setTextFormat(Qt::PlainText);
    m_figures->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_figures->setText(tr("The collection's %n step(s) are sent again and again, round robin.", nullptr,
                          int(collection.steps.size())));
    auto *form = new QFormLayout;
    form->addRow(tr("Requests in &flight:"), m_concurrency);
    form->addRow(tr("&Duration:"), m_duration);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_startStop, QDialogButtonBox::ActionRole);
    buttons->addButton(m_save, QDialogButtonBox::ActionRole);
    m_save->setToolTip(tr("Save the figures and every answer's latency as a JSON file"));
    m_save->setEnabled(false);
    connect(m_save, &QPushButton::clicked, this, &LoadDialog::saveFiguresAs);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_startStop, &QPushButton::clicked, this, [this] { isRunning() ? stop() : start(); });
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_figures);
    layout->addWidget(buttons);
    m_refresh->setInterval(250);
    connect(m_refresh, &QTimer::timeout, this, &LoadDialog::refresh);
}

LoadDialog::~LoadDialog()
{
    if (m_run)
        m_run->stop();
}

bool LoadDialog::isRunning() const
{
    return m_run && !m_run->isDone();
}

void LoadDialog::start()
{
    if (isRunning() || !m_client || m_client->state() != McpClient::State::Ready)
        return;
    delete m_run;
    LoadRun::Options options;
    options.concurrency = m_concurrency->value();
    options.durationMs = qint64(m_duration->value()) * 1000;
    m_run = new LoadRun(m_client, m_collection, m_variables, options, this);
    connect(m_run, &LoadRun::finished, this, [this] {
        m_refresh->stop();
        refresh();
        m_startStop->setText(tr("&Start"));
        m_concurrency->setEnabled(true);
        m_duration->setEnabled(true);
        m_save->setEnabled(true);
        Q_EMIT finished();
    });
    m_startStop->setText(tr("S&top"));
    m_save->setEnabled(false);
    m_concurrency->setEnabled(false);
    m_duration->setEnabled(false);
    m_run->start();
    m_refresh->start();
}

void LoadDialog::stop()
{
    if (m_run)
        m_run->stop();
}

QString LoadDialog::figuresText() const
{
    return m_figures->text();
}

bool LoadDialog::saveFigures(const QString &path, QString *error) const
{
    if (!m_run || !m_run->isDone()) {
        *error = tr("There are no figures yet: run the load first.");
        return false;
    }
    return m_run->saveReport(path, m_collection.name, error);
}

void LoadDialog::saveFiguresAs()
{
    const QString name
        = m_collection.name.isEmpty() ? QStringLiteral("load") : m_collection.name + QStringLiteral("-load");
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Load Figures"),
                                                      QDir::home().filePath(name + QStringLiteral(".json")),
                                                      tr("JSON files (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveFigures(path, &error))
        QMessageBox::warning(this, tr("Save Load Figures"), error);
}

void LoadDialog::refresh()
{
    if (!m_run)
        return;
    const LoadFigures f = m_run->figures();
    m_figures->setText(f.toText());
    m_chart->setSamples(m_run->answeredAt(), m_run->latencies(), f.p50Ms, f.p90Ms, f.p99Ms);
}

} // namespace mcpscope
