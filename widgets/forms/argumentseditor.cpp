// SPDX-License-Identifier: MIT
#include "widgets/forms/argumentseditor.h"
#include "widgets/common/taborder.h"

#include "forms/formschema.h"
#include "forms/formvalues.h"
#include "widgets/diagnostics/severitystyle.h"
#include "widgets/forms/arrayfieldeditor.h"
#include "widgets/forms/fieldeditor.h"
#include "widgets/forms/fieldrow.h"
#include "widgets/forms/objectfieldeditor.h"
#include "widgets/forms/variantfieldeditor.h"
#include "widgets/json/syntaxrepository.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>

#include <QButtonGroup>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QScrollArea>
#include <QStackedWidget>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace mcpscope {

namespace {

QString unescapeToken(const QString &token)
{
    QString t = token;
    t.replace(QLatin1String("~1"), QLatin1String("/"));
    t.replace(QLatin1String("~0"), QLatin1String("~"));
    return t;
}

} // namespace

ArgumentsEditor::ArgumentsEditor(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    auto *bar = new QHBoxLayout;
    m_formButton = new QToolButton(this);
    m_formButton->setText(tr("Form"));
    m_formButton->setToolTip(tr("Fill in the arguments field by field"));
    m_formButton->setCheckable(true);
    m_formButton->setChecked(true);
    m_rawButton = new QToolButton(this);
    m_rawButton->setText(tr("JSON"));
    m_rawButton->setToolTip(tr("Write the arguments as one JSON object"));
    m_rawButton->setCheckable(true);
    auto *group = new QButtonGroup(this);
    group->setExclusive(true);
    group->addButton(m_formButton);
    group->addButton(m_rawButton);
    bar->addWidget(m_formButton);
    bar->addWidget(m_rawButton);
    bar->addStretch(1);
    auto *reset = new QToolButton(this);
    reset->setText(tr("Reset"));
    reset->setToolTip(tr("Empty the form and fill in the defaults again"));
    bar->addWidget(reset);
    connect(reset, &QToolButton::clicked, this, &ArgumentsEditor::resetToDefaults);
    layout->addLayout(bar);
    connect(m_formButton, &QToolButton::clicked, this, [this] { setRawMode(false); });
    connect(m_rawButton, &QToolButton::clicked, this, [this] { setRawMode(true); });

    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    setSeverityText(m_summary, Severity::Error);
    m_summary->setVisible(false);
    layout->addWidget(m_summary);

    m_pages = new QStackedWidget(this);
    layout->addWidget(m_pages, 1);

    m_scroll = new QScrollArea(m_pages);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_pages->addWidget(m_scroll);

    auto *rawPage = new QWidget(m_pages);
    auto *rawLayout = new QVBoxLayout(rawPage);
    rawLayout->setContentsMargins(0, 0, 0, 0);
    m_rawProblem = new QLabel(rawPage);
    m_rawProblem->setWordWrap(true);
    m_rawProblem->setTextFormat(Qt::PlainText);
    setSeverityText(m_rawProblem, Severity::Error);
    m_rawProblem->setVisible(false);
    rawLayout->addWidget(m_rawProblem);
    m_raw = new QPlainTextEdit(rawPage);
    m_raw->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_raw->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_raw->setTabChangesFocus(true);
    m_raw->setAccessibleName(tr("Arguments as JSON"));
    m_raw->setPlaceholderText(tr("The arguments as one JSON object, e.g. {\"message\": \"hello\"}"));
    rawLayout->addWidget(m_raw, 1);
    m_pages->addWidget(rawPage);

    m_highlighter = new KSyntaxHighlighting::SyntaxHighlighter(m_raw->document());
    m_highlighter->setDefinition(syntaxRepository().definitionForName(QStringLiteral("JSON")));
    m_highlighter->setTheme(syntaxRepository().defaultTheme(isDarkPalette(palette())
                                                                ? KSyntaxHighlighting::Repository::DarkTheme
                                                                : KSyntaxHighlighting::Repository::LightTheme));

    connect(m_raw, &QPlainTextEdit::textChanged, this, [this] {
        updateRawProblem();
        if (!m_syncing)
            Q_EMIT argumentsChanged();
    });

    m_schema = QJsonObject{{QStringLiteral("type"), QStringLiteral("object")}};
    rebuild();
}

ArgumentsEditor::~ArgumentsEditor() = default;

void ArgumentsEditor::setSchema(const QJsonObject &schema)
{
    setSchema(schema, {});
}

void ArgumentsEditor::setSchema(const QJsonObject &schema, QByteArrayView rawSchemaText)
{
    m_schema = schema;
    m_rawSchemaText = rawSchemaText.toByteArray();
    rebuild();
}

QJsonObject ArgumentsEditor::schema() const
{
    return m_schema;
}

void ArgumentsEditor::resetToDefaults()
{
    const bool raw = isRawMode();
    rebuild();
    if (raw) {
        m_pages->setCurrentIndex(0);
        setRawMode(true);
    }
}

void ArgumentsEditor::rebuild()
{
    const QByteArrayView rawText = m_rawSchemaText;
    m_field = FormSchema::parse(m_schema, rawText);
    // The arguments object itself is always sent.
    m_field.required = true;
    m_field.nullable = false;
    m_field.name.clear();

    auto *page = new QWidget;
    auto *pageLayout = new QVBoxLayout(page);
    m_root = new FieldRow(m_field, page);
    pageLayout->addWidget(m_root);
    pageLayout->addStretch(1);
    m_scroll->setWidget(page); // deletes the previous form
    connect(m_root, &FieldRow::valueChanged, this, [this] {
        if (!m_syncing)
            Q_EMIT argumentsChanged();
    });

    // The new form's controls were added at the end of the window's tab order: after the
    // mode buttons, in the form's order.
    setTabOrderByLayout({this});
    clearErrors();
    m_syncing = true;
    m_raw->setPlainText(textOf(m_root->value().toObject()));
    m_syncing = false;
    Q_EMIT argumentsChanged();
}

QString ArgumentsEditor::textOf(const QJsonObject &arguments)
{
    return QString::fromUtf8(QJsonDocument(arguments).toJson(QJsonDocument::Indented));
}

QJsonObject ArgumentsEditor::arguments() const
{
    if (isRawMode()) {
        const std::optional<QJsonValue> v = FormValues::parseJsonText(m_raw->toPlainText(), nullptr);
        return v && v->isObject() ? v->toObject() : QJsonObject();
    }
    return m_root->value().toObject();
}

void ArgumentsEditor::setArguments(const QJsonObject &arguments)
{
    m_syncing = true;
    m_raw->setPlainText(textOf(arguments));
    const bool fits = FormValues::fits(m_field, arguments);
    if (fits)
        m_root->setValue(arguments);
    m_syncing = false;
    if (!fits) {
        // Only when the whole schema is not an object form (a constant, a list): shown as
        // JSON rather than changed.
        m_pages->setCurrentIndex(1);
        m_formButton->setChecked(false);
        m_rawButton->setChecked(true);
        m_rawProblem->setText(tr("These arguments do not fit the form, so they are shown as JSON."));
        m_rawProblem->setVisible(true);
        Q_EMIT rawModeChanged(true);
    }
    Q_EMIT argumentsChanged();
}

bool ArgumentsEditor::isRawMode() const
{
    return m_pages->currentIndex() == 1;
}

void ArgumentsEditor::setRawMode(bool raw)
{
    if (raw == isRawMode()) {
        m_formButton->setChecked(!raw);
        m_rawButton->setChecked(raw);
        return;
    }
    if (raw) {
        m_syncing = true;
        m_raw->setPlainText(textOf(m_root->value().toObject()));
        m_syncing = false;
    } else {
        const std::optional<QJsonValue> v = FormValues::parseJsonText(m_raw->toPlainText(), nullptr);
        if (!v || !v->isObject()) {
            // Never drop what was typed: stay here and say why.
            m_formButton->setChecked(false);
            m_rawButton->setChecked(true);
            updateRawProblem();
            m_rawProblem->setText(tr("%1 Fix it (or undo) before going back to the form; nothing you typed is lost.")
                                      .arg(rawTextProblem()));
            m_rawProblem->setVisible(true);
            return;
        }
        if (!FormValues::fits(m_field, *v)) {
            m_rawProblem->setText(
                tr("These arguments do not fit the form; keep editing them as JSON, or press Reset."));
            m_rawProblem->setVisible(true);
            m_formButton->setChecked(false);
            m_rawButton->setChecked(true);
            return;
        }
        m_syncing = true;
        m_root->setValue(v->toObject());
        m_syncing = false;
    }
    clearErrors();
    m_pages->setCurrentIndex(raw ? 1 : 0);
    m_formButton->setChecked(!raw);
    m_rawButton->setChecked(raw);
    Q_EMIT rawModeChanged(raw);
}

bool ArgumentsEditor::rawTextIsValid() const
{
    const std::optional<QJsonValue> v = FormValues::parseJsonText(m_raw->toPlainText(), nullptr);
    return v && v->isObject();
}

QString ArgumentsEditor::rawText() const
{
    return m_raw->toPlainText();
}

void ArgumentsEditor::setRawText(const QString &text)
{
    m_raw->setPlainText(text);
}

QString ArgumentsEditor::rawTextProblem() const
{
    QString error;
    const std::optional<QJsonValue::Type> type = FormValues::jsonTextType(m_raw->toPlainText(), &error);
    if (!type) {
        if (m_raw->toPlainText().trimmed().isEmpty())
            return tr("The arguments are empty: write a JSON object, at least {}.");
        return error;
    }
    if (*type != QJsonValue::Object)
        return tr("The arguments must be a JSON object ({ ... }), not %1.")
            .arg(FormValues::typeName(QJsonValue(*type)));
    return {};
}

void ArgumentsEditor::updateRawProblem()
{
    const QString problem = rawTextProblem();
    m_rawProblem->setText(problem);
    m_rawProblem->setVisible(!problem.isEmpty());
}

QList<schemacheck::Violation> ArgumentsEditor::validate()
{
    QList<schemacheck::Violation> out;
    if (isRawMode() && !rawTextIsValid()) {
        out.append(schemacheck::Violation{QString(), rawTextProblem()});
        showSummary({rawTextProblem()});
        return out;
    }
    const QJsonObject args = arguments();
    if (!isRawMode())
        m_root->collectInputProblems(QString(), &out);

    schemacheck::SchemaProblem problem;
    const std::shared_ptr<schemacheck::CompiledSchema> compiled = schemacheck::compileCached(m_schema, &problem);
    if (!compiled) {
        out.append(schemacheck::Violation{
            QString(), tr("The arguments could not be checked: the schema is not usable (%1).").arg(problem.reason)});
    } else {
        QList<schemacheck::Violation> violations;
        QString skipped;
        if (!schemacheck::validate(*compiled, args, &violations, 50, &skipped))
            out.append(schemacheck::Violation{QString(), tr("The arguments could not be checked: %1.").arg(skipped)});
        else
            out += violations;
    }
    // Missing required members, each at its own field (valijson names them at their object,
    // and leaves them out when something deeper fails as well).
    static const QRegularExpression missing(QStringLiteral("^Missing required property '(.*)'\\.?$"));
    const QList<schemacheck::Violation> required = FormValues::missingRequired(m_field, args);
    out.removeIf([&required](const schemacheck::Violation &v) {
        const QRegularExpressionMatch m = missing.match(v.reason);
        if (!m.hasMatch())
            return false;
        QString token = m.captured(1);
        token.replace(QLatin1Char('~'), QLatin1String("~0"));
        token.replace(QLatin1Char('/'), QLatin1String("~1"));
        const QString at = v.pointer + QLatin1Char('/') + token;
        return std::any_of(required.cbegin(), required.cend(),
                           [&at](const schemacheck::Violation &r) { return r.pointer == at; });
    });
    for (qsizetype i = 0; i < out.size(); ++i)
        out[i].reason
            = FormValues::plainReason(out.at(i).reason, FormValues::fieldAt(m_field, args, out.at(i).pointer));
    // Also those valijson left out because something deeper failed.
    out += required;

    QStringList summary;
    if (isRawMode()) {
        for (const schemacheck::Violation &v : std::as_const(out))
            summary.append(v.pointer.isEmpty() ? v.reason : tr("%1: %2").arg(v.pointer, v.reason));
    } else {
        m_root->showErrors(QString(), {});
        // The root row shows what belongs to no field under the form's top; move it to the summary.
        const QList<schemacheck::Violation> left = m_root->editor()->showErrors(QString(), out);
        for (const schemacheck::Violation &v : left)
            summary.append(v.pointer.isEmpty() ? v.reason : tr("%1: %2").arg(v.pointer, v.reason));
        // Bring the first field with a problem into view.
        for (const schemacheck::Violation &v : std::as_const(out)) {
            QString at = v.pointer;
            FieldRow *row = rowAt(at);
            while (!row && !at.isEmpty()) {
                at = at.left(at.lastIndexOf(QLatin1Char('/')));
                row = rowAt(at);
            }
            if (row && row != m_root) {
                m_scroll->ensureWidgetVisible(row);
                break;
            }
        }
    }
    showSummary(summary);
    return out;
}

void ArgumentsEditor::clearErrors()
{
    m_root->showErrors(QString(), {});
    showSummary({});
}

void ArgumentsEditor::showSummary(const QStringList &lines)
{
    m_summary->setText(lines.join(QLatin1Char('\n')));
    m_summary->setVisible(!lines.isEmpty());
}

QSize ArgumentsEditor::sizeHint() const
{
    const QSize base = QWidget::sizeHint();
    const QWidget *form = m_scroll->widget();
    if (!form)
        return base;
    const QSize wanted = form->sizeHint();
    const int extra = base.height() - m_pages->sizeHint().height();
    const int scrollBar = style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    return QSize(qBound(base.width(), wanted.width() + scrollBar + 8, 900),
                 qBound(base.height(), wanted.height() + extra + 8, 700));
}

QString ArgumentsEditor::summaryText() const
{
    return m_summary->text();
}

FieldRow *ArgumentsEditor::rowAt(const QString &pointer) const
{
    FieldRow *row = m_root;
    if (pointer.isEmpty())
        return row;
    if (!pointer.startsWith(QLatin1Char('/')))
        return nullptr;
    const QStringList tokens = pointer.mid(1).split(QLatin1Char('/'));
    for (const QString &raw : tokens) {
        const QString token = unescapeToken(raw);
        FieldEditor *editor = row->editor();
        while (auto *variant = qobject_cast<VariantFieldEditor *>(editor)) {
            row = variant->variantRow(variant->currentVariant());
            if (!row)
                return nullptr;
            editor = row->editor();
        }
        if (auto *object = qobject_cast<ObjectFieldEditor *>(editor)) {
            row = object->row(token);
        } else if (auto *array = qobject_cast<ArrayFieldEditor *>(editor)) {
            bool ok = false;
            const int index = token.toInt(&ok);
            row = ok ? array->itemRow(index) : nullptr;
        } else {
            return nullptr;
        }
        if (!row)
            return nullptr;
    }
    return row;
}

} // namespace mcpscope
