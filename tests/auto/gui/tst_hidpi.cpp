// SPDX-License-Identifier: MIT
// High-DPI screens and font scaling, at a device pixel ratio of 2 (QT_SCALE_FACTOR=2):
// - the application icon, the resource badges and the tool icons give pixmaps of full
//   resolution (twice the logical size, drawn or scaled down from a larger rendition, never
//   blown up from a smaller one);
// - fonts follow the user's font, in points or in pixels: titles and hints are sized relative
//   to it (no fixed sizes, no "point size <= 0" when the font is given in pixels).
#include "mainwindow.h"
#include "mcp/connectiondoctor.h"
#include "mcp/elicitation.h"
#include "resources/resourcelistmodel.h"
#include "tools/toollistmodel.h"
#include "widgets/common/appicon.h"
#include "widgets/common/scaledfont.h"
#include "widgets/diagnostics/connectiondoctorpanel.h"
#include "widgets/dialogs/elicitationdialog.h"
#include "widgets/forms/argumentseditor.h"
#include "widgets/resources/resourcedisplaymodel.h"
#include "widgets/tools/toollistdelegate.h"

#include <QApplication>
#include <QBuffer>
#include <QImage>
#include <QJsonDocument>
#include <QLabel>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTest>

using namespace mcpscope;
using namespace mcpscope::gui;

namespace {

/// True when @p pixmap holds @p logical at twice the resolution, with a device pixel ratio of 2.
bool isFullResolution(const QPixmap &pixmap, int logical)
{
    return pixmap.devicePixelRatio() == 2.0 && pixmap.size() == QSize(2 * logical, 2 * logical)
           && pixmap.deviceIndependentSize() == QSizeF(logical, logical);
}

/// True when @p icon has a rendition at least @p pixels wide (so nothing is blown up).
bool hasRenditionOf(const QIcon &icon, int pixels)
{
    const QList<QSize> sizes = icon.availableSizes();
    return std::any_of(sizes.cbegin(), sizes.cend(), [pixels](const QSize &s) { return s.width() >= pixels; });
}

} // namespace

class TestHiDpi : public QObject
{
    Q_OBJECT
public:
    static void initMain() { qputenv("QT_SCALE_FACTOR", "2"); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCOMPARE(qApp->devicePixelRatio(), 2.0);
    }

    void applicationIcon_data()
    {
        QTest::addColumn<int>("logical");
        for (const int size : {16, 24, 32, 48, 64, 128, 256})
            QTest::addRow("%d", size) << size;
    }
    void applicationIcon()
    {
        QFETCH(int, logical);
        const QIcon icon = mcpscope::applicationIcon();
        QVERIFY2(hasRenditionOf(icon, 2 * logical), qPrintable(QString::number(2 * logical)));
        const QPixmap pixmap = icon.pixmap(QSize(logical, logical), 2.0);
        QVERIFY2(
            isFullResolution(pixmap, logical),
            qPrintable(
                QStringLiteral("%1x%2 at %3").arg(pixmap.width()).arg(pixmap.height()).arg(pixmap.devicePixelRatio())));
        // Where a rendition of exactly that many pixels exists, it is used as it is.
        QImage exact(QStringLiteral(":/icons/mcpscope-%1.png").arg(2 * logical));
        exact.setDevicePixelRatio(2.0);
        if (!exact.isNull()) {
            const QImage shown = pixmap.toImage().convertToFormat(QImage::Format_ARGB32);
            exact = exact.convertToFormat(QImage::Format_ARGB32);
            int worst = 0;
            for (int y = 0; y < shown.height(); ++y) {
                for (int x = 0; x < shown.width(); ++x) {
                    const QRgb a = shown.pixel(x, y);
                    const QRgb b = exact.pixel(x, y);
                    worst = std::max({worst, qAbs(qRed(a) - qRed(b)), qAbs(qGreen(a) - qGreen(b)),
                                      qAbs(qBlue(a) - qBlue(b)), qAbs(qAlpha(a) - qAlpha(b))});
                }
            }
            QVERIFY2(worst <= 2, qPrintable(QString::number(worst)));
        }

        // The window shows that icon.
        StdioServerConfig config;
        config.program = QStringLiteral("/bin/true");
        MainWindow window(config);
        QVERIFY(isFullResolution(window.windowIcon().pixmap(QSize(logical, logical), 2.0), logical));
    }

    void resourceBadges()
    {
        // The badge of an updated and of a subscribed resource, from the display model.
        QStandardItemModel source(2, ResourceListModel::NameColumn + 1);
        source.setData(source.index(0, ResourceListModel::NameColumn), QStringLiteral("updated"));
        source.setData(source.index(0, ResourceListModel::NameColumn), true, ResourceListModel::UpdatedRole);
        source.setData(source.index(1, ResourceListModel::NameColumn), QStringLiteral("subscribed"));
        source.setData(source.index(1, ResourceListModel::NameColumn), true, ResourceListModel::SubscribedRole);
        ResourceDisplayModel display;
        display.setSourceModel(&source);
        for (int row = 0; row < 2; ++row) {
            const QIcon icon
                = display.index(row, ResourceListModel::NameColumn).data(Qt::DecorationRole).value<QIcon>();
            QVERIFY(!icon.isNull());
            QVERIFY(hasRenditionOf(icon, 24));
            const QPixmap pixmap = icon.pixmap(QSize(12, 12), 2.0);
            QVERIFY2(isFullResolution(pixmap, 12),
                     qPrintable(QStringLiteral("%1 at %2").arg(pixmap.width()).arg(pixmap.devicePixelRatio())));
        }
    }

    void toolIcons()
    {
        // A server's 64-pixel icon shows at 24 logical pixels from 48 real ones.
        QImage image(64, 64, QImage::Format_ARGB32);
        image.fill(Qt::darkCyan);
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        QVERIFY(image.save(&buffer, "PNG"));
        QStandardItemModel model(1, 1);
        model.setData(model.index(0, 0), png, ToolListModel::IconDataRole);
        ToolListDelegate delegate;
        const QPixmap pixmap = delegate.icon(model.index(0, 0), 2.0);
        QVERIFY2(isFullResolution(pixmap, 24),
                 qPrintable(QStringLiteral("%1 at %2").arg(pixmap.width()).arg(pixmap.devicePixelRatio())));
        QCOMPARE(delegate.icon(model.index(0, 0), 1.0).size(), QSize(24, 24));
    }

    void fontsFollowTheUsersFont_data()
    {
        QTest::addColumn<bool>("pixels");
        QTest::newRow("points") << false;
        QTest::newRow("pixels") << true;
    }
    void fontsFollowTheUsersFont()
    {
        QFETCH(bool, pixels);
        QTest::failOnWarning(QRegularExpression(QStringLiteral("size <= 0")));
        const QFont before = QApplication::font();
        QFont font = before;
        if (pixels)
            font.setPixelSize(30);
        else
            font.setPointSizeF(20);
        QApplication::setFont(font);
        auto restore = qScopeGuard([&] { QApplication::setFont(before); });
        const auto sizeOf = [pixels](const QFont &f) { return pixels ? qreal(f.pixelSize()) : f.pointSizeF(); };

        QCOMPARE(sizeOf(scaledFont(font, 1.5)), sizeOf(font) * 1.5);
        QCOMPARE(sizeOf(scaledFont(font, 0.9)), sizeOf(font) * 0.9);

        // The site of an URL request is shown half again as large as the user's font.
        ElicitationDialog dialog;
        dialog.setRequest(
            ElicitationRequest::fromParams({{QStringLiteral("mode"), QStringLiteral("url")},
                                            {QStringLiteral("message"), QStringLiteral("Log in")},
                                            {QStringLiteral("url"), QStringLiteral("https://example.com/login")},
                                            {QStringLiteral("elicitationId"), QStringLiteral("x")}}));
        auto *host = dialog.findChild<QLabel *>(QStringLiteral("elicitationHost"));
        QVERIFY(host);
        QCOMPARE(sizeOf(host->font()), sizeOf(font) * 1.5);

        // A form's help text is a little smaller than the user's font, never a fixed size.
        ArgumentsEditor form;
        form.setSchema(QJsonDocument::fromJson(R"({"type": "object", "properties": {
            "city": {"type": "string", "description": "The city"}}})")
                           .object());
        const QList<QLabel *> labels = form.findChildren<QLabel *>();
        const auto help = std::find_if(labels.cbegin(), labels.cend(),
                                       [](const QLabel *l) { return l->text() == QLatin1String("The city"); });
        QVERIFY(help != labels.cend());
        QCOMPARE(sizeOf((*help)->font()), sizeOf(font) * 0.9);

        ConnectionDoctorPanel doctor;
        Diagnosis diagnosis;
        diagnosis.summary = QStringLiteral("Connecting failed.");
        diagnosis.seen = {QStringLiteral("Something seen")};
        doctor.setDiagnosis(diagnosis);
        for (const QLabel *label : doctor.findChildren<QLabel *>())
            QVERIFY(sizeOf(label->font()) >= sizeOf(font) * 0.9 - 0.5);
    }
};

QTEST_MAIN(TestHiDpi)
#include "tst_hidpi.moc"
