// SPDX-License-Identifier: MIT
#include "junitreport.h"

#include <QXmlStreamWriter>

namespace mcpscope {

namespace {

/// @p text with what XML 1.0 cannot hold replaced by U+FFFD.
QString xmlSafe(const QString &text)
{
    QString out = text;
    for (qsizetype i = 0; i < out.size(); ++i) {
        const char16_t c = out.at(i).unicode();
        const bool control = c < 0x20 && c != u'\t' && c != u'\n' && c != u'\r';
        const bool noncharacter = c == 0xfffe || c == 0xffff;
        bool loneSurrogate = false;
        if (QChar::isHighSurrogate(c))
            loneSurrogate = i + 1 >= out.size() || !QChar::isLowSurrogate(out.at(i + 1).unicode());
        else if (QChar::isLowSurrogate(c))
            loneSurrogate = i == 0 || !QChar::isHighSurrogate(out.at(i - 1).unicode());
        if (control || noncharacter || loneSurrogate)
            out[i] = QChar(0xfffd);
        else if (QChar::isHighSurrogate(c))
            ++i;
    }
    return out;
}

QString seconds(qint64 ms)
{
    return QString::number(ms < 0 ? 0.0 : ms / 1000.0, 'f', 3);
}

} // namespace

QByteArray junitReport(const Collection &collection, const QList<StepResult> &results, double totalSeconds)
{
    int failures = 0;
    int skipped = 0;
    for (const StepResult &r : results) {
        failures += r.ran && !r.passed;
        skipped += !r.ran;
    }
    QByteArray out;
    QXmlStreamWriter xml(&out);
    xml.setAutoFormatting(true);
    xml.writeStartDocument();
    xml.writeStartElement(QStringLiteral("testsuites"));
    const QString suite = xmlSafe(collection.name.isEmpty() ? QStringLiteral("collection") : collection.name);
    xml.writeAttribute(QStringLiteral("name"), suite);
    xml.writeAttribute(QStringLiteral("tests"), QString::number(results.size()));
    xml.writeAttribute(QStringLiteral("failures"), QString::number(failures));
    xml.writeAttribute(QStringLiteral("time"), QString::number(totalSeconds, 'f', 3));
    xml.writeStartElement(QStringLiteral("testsuite"));
    xml.writeAttribute(QStringLiteral("name"), suite);
    xml.writeAttribute(QStringLiteral("tests"), QString::number(results.size()));
    xml.writeAttribute(QStringLiteral("failures"), QString::number(failures));
    xml.writeAttribute(QStringLiteral("errors"), QStringLiteral("0"));
    xml.writeAttribute(QStringLiteral("skipped"), QString::number(skipped));
    xml.writeAttribute(QStringLiteral("time"), QString::number(totalSeconds, 'f', 3));
    for (const StepResult &r : results) {
        xml.writeStartElement(QStringLiteral("testcase"));
        xml.writeAttribute(QStringLiteral("classname"), suite);
        xml.writeAttribute(QStringLiteral("name"), xmlSafe(r.name));
        xml.writeAttribute(QStringLiteral("time"), seconds(r.latencyMs));
        if (!r.ran) {
            xml.writeEmptyElement(QStringLiteral("skipped"));
        } else if (!r.passed) {
            QStringList failed;
            for (const CheckResult &c : r.checks) {
                if (!c.passed)
                    failed << c.expectation.describe() + QStringLiteral(": ") + c.detail;
            }
            if (failed.isEmpty())
                failed << r.outcome;
            xml.writeStartElement(QStringLiteral("failure"));
            xml.writeAttribute(QStringLiteral("message"), xmlSafe(failed.constFirst().left(500)));
            xml.writeAttribute(QStringLiteral("type"), QStringLiteral("expectation"));
            xml.writeCharacters(xmlSafe(r.method + QStringLiteral(" → ") + r.outcome + QLatin1Char('\n')
                                        + failed.join(QLatin1Char('\n'))));
            xml.writeEndElement();
        }
        xml.writeEndElement();
    }
    xml.writeEndElement();
    xml.writeEndElement();
    xml.writeEndDocument();
    return out;
}

} // namespace mcpscope
