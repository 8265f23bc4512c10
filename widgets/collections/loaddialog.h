// SPDX-License-Identifier: MIT
// Implemented in loaddialog.cpp.
#pragma once

#include "collections/collection.h"

#include <QDialog>
#include <QHash>
#include <QJsonValue>
#include <QPointer>

class QLabel;
class QPushButton;
class QSpinBox;
class QTimer;

namespace mcpscope {

class LoadRun;
class McpClient;

/// The latencies of a load run drawn with QPainter: one dot per answer (time since the start
/// across, latency up), and the p50, p90 and p99 lines. Colours come from the palette, so it
/// reads in light and dark themes.
class LatencyChart : public QWidget
{
    Q_OBJECT
public:
    explicit LatencyChart(QWidget *parent = nullptr);
    /// @p at: when each answer came (ms since the start); @p latency: how long it took (ms).
    void setSamples(std::vector<double> at, std::vector<double> latency, double p50, double p90, double p99);
    QSize sizeHint() const override { return {520, 240}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    std::vector<double> m_at;
    std::vector<double> m_latency;
    double m_p50 = 0, m_p90 = 0, m_p99 = 0;
};

/// Load from the window: the collection's steps sent again and again against the connected
/// server (LoadRun), with the concurrency and duration chosen here; the figures and the
/// latency chart follow as answers come.
class LoadDialog : public QDialog
{
    Q_OBJECT
public:
    LoadDialog(McpClient *client, const Collection &collection, const QHash<QString, QJsonValue> &variables,
               QWidget *parent = nullptr);
    ~LoadDialog() override;

    void start();
    void stop();
    bool isRunning() const;
    QString figuresText() const;
    /// Writes the last run's report (figures and every answer's latency) to @p path as JSON,
    /// readable by its owner only. False with @p error when there is no run or it cannot.
    bool saveFigures(const QString &path, QString *error) const;
    QPushButton *saveButton() const { return m_save; }
    LatencyChart *chart() const { return m_chart; }
    QSpinBox *concurrencyBox() const { return m_concurrency; }
    QSpinBox *durationBox() const { return m_duration; }

Q_SIGNALS:
    void finished();

private:
    void refresh();
    /// Asks where, then saveFigures().
    void saveFiguresAs();

    QPointer<McpClient> m_client;
    Collection m_collection;
    QHash<QString, QJsonValue> m_variables;
    LoadRun *m_run = nullptr;
    QSpinBox *m_concurrency;
    QSpinBox *m_duration;
    QPushButton *m_startStop;
    QPushButton *m_save;
    QLabel *m_figures;
    LatencyChart *m_chart;
    QTimer *m_refresh;
};

} // namespace mcpscope
