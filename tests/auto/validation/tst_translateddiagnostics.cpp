// SPDX-License-Identifier: MIT
// The validator's plain-words messages reach German readers: with the German translation
// installed, every rule family's messages come out translated. Catches tr() calls whose
// runtime context differs from the one lupdate records (the text is then never found).
#include "session/session.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QTest>
#include <QTranslator>

#include "testpaths.h"

using namespace mcpscope;

namespace {

/// Code -> the set of messages the corpus and the transcripts produce for it.
QHash<QString, QSet<QString>> messagesByCode()
{
    QHash<QString, QSet<QString>> byCode;
    const QStringList files{
        test::sourceDir() + QStringLiteral("/tests/auto/shapes/corpus/messages.jsonl"),
        // MCP 2026-07-28: the era's shapes and rules.
        test::sourceDir() + QStringLiteral("/tests/auto/shapes/corpus/modern.jsonl"),
        test::sourceDir() + QStringLiteral("/tests/auto/shapes/corpus/modern-stdio.jsonl"),
        test::everythingStdio(),
    };
    for (const QString &path : files) {
        Session session;
        QJsonObject header;
        QString error;
        if (!Session::load(path, &session, &header, &error))
            qFatal("cannot load %s: %s", qPrintable(path), qPrintable(error));
        for (const Diagnostic &d : session.diagnostics())
            byCode[d.code].insert(d.message);
    }
    return byCode;
}

} // namespace

class TestTranslatedDiagnostics : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyRuleSpeaksGerman()
    {
        const QHash<QString, QSet<QString>> english = messagesByCode();
        QVERIFY2(english.size() > 25, qPrintable(QStringList(english.keyBegin(), english.keyEnd()).join(u' ')));

        QTranslator german;
        QVERIFY2(german.load(QStringLiteral(MCPSCOPE_DE_QM)), MCPSCOPE_DE_QM);
        QVERIFY(QCoreApplication::installTranslator(&german));
        const QHash<QString, QSet<QString>> translated = messagesByCode();
        QCoreApplication::removeTranslator(&german);

        QCOMPARE(QSet<QString>(translated.keyBegin(), translated.keyEnd()),
                 QSet<QString>(english.keyBegin(), english.keyEnd()));
        QStringList untranslated;
        for (auto it = english.cbegin(); it != english.cend(); ++it) {
            // A code passes when none of its German messages is also one of its English ones.
            if (!translated.value(it.key()).intersects(it.value()))
                continue;
            const QSet<QString> same = translated.value(it.key()) & it.value();
            untranslated << it.key() + QStringLiteral(": ") + *same.cbegin();
        }
        untranslated.sort();
        QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestTranslatedDiagnostics)
#include "tst_translateddiagnostics.moc"
