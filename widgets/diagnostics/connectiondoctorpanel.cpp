// SPDX-License-Identifier: MIT
#include "connectiondoctorpanel.h"
#include "widgets/common/contrast.h"
#include "widgets/common/scaledfont.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace mcpscope {

namespace {

QLabel *plainLabel(QWidget *parent, const QString &accessibleName)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText); // server texts: never markup
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    label->setAccessibleName(accessibleName);
    return label;
}

} // namespace

ConnectionDoctorPanel::ConnectionDoctorPanel(QWidget *parent)
    : QFrame(parent)
    , m_summary(plainLabel(this, tr("What happened")))
    , m_causes(plainLabel(this, tr("Probable causes")))
    , m_seen(plainLabel(this, tr("What the causes rest on")))
    , m_nextStep(plainLabel(this, tr("Next step")))
    , m_retry(new QPushButton(tr("&Try Again"), this))
    , m_settings(new QPushButton(tr("Connection &Settings…"), this))
    , m_copy(new QPushButton(tr("&Copy"), this))
    , m_copyLink(new QPushButton(tr("Copy &Link"), this))
    , m_hide(new QPushButton(tr("&Hide"), this))
{
    setObjectName(QStringLiteral("connectionDoctor"));
    setFrameShape(QFrame::StyledPanel);
    setAccessibleName(tr("Connection doctor"));
    setAccessibleDescription(tr("Why connecting to the server failed or hangs, and what to try next"));
    // As tall as its words need at the width it gets: the timeline below gives way.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setAutoFillBackground(true);
    contrast::setColour(this, QPalette::Window,
                        [](const QPalette &base) { return base.color(QPalette::AlternateBase); });

    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);
    QFont small = m_seen->font();
    small = scaledFont(small, 0.9);
    m_seen->setFont(small);
    contrast::setMutedText(m_seen);

    auto *icon = new QLabel(this);
    const int size = style()->pixelMetric(QStyle::PM_LargeIconSize);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(size, size));
    icon->setAlignment(Qt::AlignTop);
    icon->setAccessibleName(tr("Warning"));

    m_retry->setToolTip(tr("Start the connection again"));
    m_settings->setToolTip(tr("Change the command, the URL or the settings of this connection"));
    m_copy->setToolTip(tr("Copy the diagnosis as text, for a bug report"));
    m_hide->setToolTip(tr("Hide this panel"));
    m_copyLink->setObjectName(QStringLiteral("doctorCopyLink"));
    m_copyLink->setToolTip(tr("Copy the sign-in page's address, to open it in a browser yourself"));
    m_copyLink->hide();
    connect(m_copyLink, &QPushButton::clicked, this,
            [this] { QGuiApplication::clipboard()->setText(m_diagnosis.link); });
    connect(m_retry, &QPushButton::clicked, this, &ConnectionDoctorPanel::retryRequested);
    connect(m_settings, &QPushButton::clicked, this, &ConnectionDoctorPanel::settingsRequested);
    connect(m_copy, &QPushButton::clicked, this, [this] { QGuiApplication::clipboard()->setText(text()); });
    connect(m_hide, &QPushButton::clicked, this, &QWidget::hide);

    auto *text = new QVBoxLayout;
    text->setSpacing(4);
    text->addWidget(m_summary);
    text->addWidget(m_causes);
    text->addWidget(m_nextStep);
    text->addWidget(m_seen);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_retry);
    buttons->addWidget(m_settings);
    buttons->addWidget(m_copy);
    buttons->addWidget(m_copyLink);
    buttons->addStretch(1);
    buttons->addWidget(m_hide);
    text->addLayout(buttons);
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(icon, 0, Qt::AlignTop);
    layout->addLayout(text, 1);
    hide();
}

void ConnectionDoctorPanel::setDiagnosis(const Diagnosis &diagnosis)
{
    m_diagnosis = diagnosis;
    m_summary->setText(diagnosis.summary);
    QStringList causes;
    for (const QString &c : diagnosis.causes)
        causes << QStringLiteral("• ") + c;
    m_causes->setText(causes.join(QLatin1Char('\n')));
    m_causes->setVisible(!causes.isEmpty());
    m_nextStep->setText(diagnosis.nextStep.isEmpty() ? QString() : tr("Next step: %1").arg(diagnosis.nextStep));
    m_nextStep->setVisible(!diagnosis.nextStep.isEmpty());
    m_seen->setText(diagnosis.seen.join(QLatin1Char('\n')));
    m_seen->setVisible(!diagnosis.seen.isEmpty());
    m_copyLink->setVisible(!diagnosis.link.isEmpty());
}

} // namespace mcpscope
