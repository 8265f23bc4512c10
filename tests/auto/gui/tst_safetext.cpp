// SPDX-License-Identifier: MIT
// Server text in the window (the instructions, descriptions): raw HTML stays text, nothing is
// loaded, and a link opens only after the user saw its whole address and agreed.
#include "widgets/common/safetextview.h"

#include <QApplication>
#include <QDesktopServices>
#include <QMessageBox>
#include <QPushButton>
#include <QTest>
#include <QTimer>

using namespace mcpscope;

class UrlCatcher : public QObject
{
    Q_OBJECT
public:
    QList<QUrl> opened;
public Q_SLOTS:
    void open(const QUrl &url) { opened << url; }
};

class TestSafeText : public QObject
{
    Q_OBJECT

    /// Answers the next modal message box: @p accept clicks its accept-role button.
    static void answerNextBox(bool accept, QString *shownText = nullptr)
    {
        QTimer::singleShot(0, [accept, shownText] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            if (shownText)
                *shownText = box->text() + QLatin1Char('\n') + box->informativeText();
            QAbstractButton *target = nullptr;
            for (QAbstractButton *b : box->buttons()) {
                const QMessageBox::ButtonRole role = box->buttonRole(b);
                if ((accept && role == QMessageBox::AcceptRole) || (!accept && role == QMessageBox::RejectRole))
                    target = b;
            }
            if (!target)
                target = box->buttons().constFirst();
            target->click();
        });
    }

private Q_SLOTS:
    void rawHtmlStaysText()
    {
        SafeTextView view;
        view.showText(
            QStringLiteral(
                "# Notes\nSee <img src=\"file:///etc/passwd\"> and <a href=\"https://evil.example\">this</a>."),
            true);
        QVERIFY(view.toPlainText().contains(QLatin1String("<img src=\"file:///etc/passwd\">")));
        QVERIFY(!view.document()->toHtml().contains(QLatin1String("<img")));
        QVERIFY(!view.openLinks());
        QVERIFY(!view.openExternalLinks());
        QVERIFY(!view.loadResource(QTextDocument::ImageResource, QUrl(QStringLiteral("file:///etc/passwd"))).isValid());
    }

    void linksOpenOnlyAfterConfirmation()
    {
        UrlCatcher catcher;
        QDesktopServices::setUrlHandler(QStringLiteral("https"), &catcher, "open");
        QDesktopServices::setUrlHandler(QStringLiteral("file"), &catcher, "open");
        SafeTextView view;
        view.showText(QStringLiteral("[docs](https://example.com/docs?from=server)"), true);
        const QUrl link(QStringLiteral("https://example.com/docs?from=server"));

        // Off by default: a click does nothing.
        Q_EMIT view.anchorClicked(link);
        QVERIFY(catcher.opened.isEmpty());

        view.setLinksOpenAfterConfirmation(true);
        QString shown;
        answerNextBox(false, &shown);
        Q_EMIT view.anchorClicked(link);
        QVERIFY(catcher.opened.isEmpty());
        QVERIFY2(shown.contains(QLatin1String("https://example.com/docs?from=server")), qPrintable(shown));

        answerNextBox(true);
        Q_EMIT view.anchorClicked(link);
        QCOMPARE(catcher.opened, QList<QUrl>{link});

        // A local file is never offered.
        answerNextBox(true, &shown);
        Q_EMIT view.anchorClicked(QUrl(QStringLiteral("file:///etc/passwd")));
        QCOMPARE(catcher.opened.size(), 1);
        QVERIFY(shown.contains(QLatin1String("does not open")));
        QDesktopServices::unsetUrlHandler(QStringLiteral("https"));
        QDesktopServices::unsetUrlHandler(QStringLiteral("file"));
    }
};

QTEST_MAIN(TestSafeText)
#include "tst_safetext.moc"
