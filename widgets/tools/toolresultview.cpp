// SPDX-License-Identifier: MIT
#include "widgets/tools/toolresultview.h"
#include "widgets/common/contrast.h"

#include "json/jsontext.h"
#include "jsonrpc/message.h"
#include "widgets/common/breakabletext.h"
#include "widgets/common/safetextview.h"
#include "widgets/diagnostics/severitystyle.h"
#include "widgets/json/jsonview.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDesktopServices>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QMimeDatabase>
#include <QPixmap>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace mcpscope {

namespace {

QString compactJson(const QJsonValue &value, qsizetype limit)
{
    QByteArray bytes;
    if (value.isObject())
        bytes = QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
    else if (value.isArray())
        bytes = QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact);
    else
        bytes = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact).chopped(1).mid(1);
    QString text = QString::fromUtf8(bytes.left(limit));
    if (bytes.size() > limit)
        text += QChar(0x2026);
    return text;
}

QString suffixFor(const QString &mimeType)
{
    const QMimeType type = QMimeDatabase().mimeTypeForName(mimeType);
    return type.isValid() ? type.preferredSuffix() : QString();
}

} // namespace

ToolResultView::ToolResultView(QWidget *parent)
    : QWidget(parent)
    , m_status(new QLabel(this))
    , m_markdown(new QCheckBox(tr("Markdown"), this))
    , m_copy(new QPushButton(tr("Copy as JSON"), this))
    , m_tabs(new QTabWidget(this))
    , m_scroll(new QScrollArea(this))
    , m_blocks(new QWidget(this))
    , m_blocksLayout(new QVBoxLayout(m_blocks))
    , m_structured(new QWidget(m_blocks))
    , m_verdict(new QLabel(this))
    , m_violations(new QLabel(this))
    , m_tree(new QTreeWidget(this))
    , m_json(new JsonView(this))
{
    m_status->setObjectName(QStringLiteral("toolResultStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setMargin(6);
    m_status->setAutoFillBackground(true);
    m_markdown->setToolTip(tr("Show text as formatted Markdown (headings, lists, emphasis). "
                              "Images and links in it are never loaded."));
    m_copy->setToolTip(tr("Copy the whole result (or the error) as JSON"));
    m_copy->setEnabled(false);
    connect(m_markdown, &QCheckBox::toggled, this, &ToolResultView::rebuild);
    connect(m_copy, &QPushButton::clicked, this, &ToolResultView::copyResultJson);

    auto *top = new QHBoxLayout;
    top->addWidget(m_status, 1);
    top->addWidget(m_markdown);
    top->addWidget(m_copy);

    m_blocks->setObjectName(QStringLiteral("toolResultBlocks"));
    m_blocksLayout->setContentsMargins(6, 6, 6, 6);
    m_blocksLayout->setSpacing(10);
    m_scroll->setWidget(m_blocks);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);

    auto *structuredLayout = new QVBoxLayout(m_structured);
    structuredLayout->setContentsMargins(0, 0, 0, 0);
    auto *structuredTitle = new QLabel(tr("<b>Structured content</b>"), m_structured);
    m_verdict->setObjectName(QStringLiteral("toolResultVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::PlainText);
    m_violations->setWordWrap(true);
    m_violations->setTextFormat(Qt::PlainText);
    m_violations->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_tree->setColumnCount(2);
    m_tree->setAccessibleName(tr("Structured content"));
    m_tree->setHeaderLabels({tr("Key"), tr("Value")});
    m_tree->setUniformRowHeights(true);
    m_tree->setMinimumHeight(160);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    structuredLayout->addWidget(structuredTitle);
    structuredLayout->addWidget(m_verdict);
    structuredLayout->addWidget(m_violations);
    structuredLayout->addWidget(m_tree);
    m_structured->hide();

    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_scroll, tr("Content"));
    m_tabs->addTab(m_json, tr("JSON"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_tabs, 1);
    clearResult();
}

ToolResultView::~ToolResultView() = default;

bool ToolResultView::rendersMarkdown() const
{
    return m_markdown->isChecked();
}

void ToolResultView::setRendersMarkdown(bool markdown)
{
    m_markdown->setChecked(markdown);
}

void ToolResultView::clearResult()
{
    m_call = ToolCall();
    m_result = ToolResult();
    setStatus(Status::Empty, tr("Run the tool to see its result here."));
    m_json->clearContent();
    m_copy->setEnabled(false);
    rebuild();
}

void ToolResultView::showCall(const ToolCall &call)
{
    m_call = call;
    const bool hasResult = call.outcome == ToolCall::Outcome::Ok || call.outcome == ToolCall::Outcome::ToolError;
    // The call's one tree: the controller made it for the outcome, and every copy shares it.
    m_result = hasResult ? ToolResult::interpret(call.result.object(), call.outputSchema) : ToolResult();
    QString latency = call.latencyMs >= 0 ? tr(" (%1 ms)").arg(call.latencyMs) : QString();
    if (call.rounds > 1)
        latency += tr(" after %n rounds: the server asked for input and the call was sent again with the answers",
                      nullptr, call.rounds);
    QString invalid = call.argumentsInvalid
                          ? tr("\nSent anyway with arguments that do not match the tool's input schema.")
                          : QString();
    switch (call.outcome) {
    case ToolCall::Outcome::Running:
        setStatus(Status::Running, tr("Running…") + invalid);
        break;
    case ToolCall::Outcome::Ok:
        setStatus(Status::Ok, tr("The tool answered%1.").arg(latency) + invalid);
        break;
    case ToolCall::Outcome::ToolError:
        setStatus(Status::ToolError,
                  tr("Tool error%1: the tool ran and reported a failure (isError: true). This is the "
                     "tool's own answer, not a protocol error.")
                          .arg(latency)
                      + invalid);
        break;
    case ToolCall::Outcome::ProtocolError:
        setStatus(Status::ProtocolError,
                  tr("Protocol error %1: %2\nThe server refused the request itself; the tool gave no result.")
                          .arg(call.errorCode)
                          .arg(call.errorMessage.left(2000))
                      + invalid);
        break;
    case ToolCall::Outcome::Cancelled:
        setStatus(Status::Cancelled,
                  tr("Cancelled. The server was told to stop; a late answer would be ignored.") + invalid);
        break;
    case ToolCall::Outcome::Failed:
        setStatus(Status::Failed, tr("No answer: %1").arg(call.errorMessage.left(2000)) + invalid);
        break;
    }
    if (call.resultDropped)
        m_status->setText(
            m_status->text()
            + tr("\nThe result of this older call is no longer kept (to save memory); run it again to see it."));
    if (hasResult)
        m_json->showMessage(Message::parse(call.result.text()));
    else if (call.outcome == ToolCall::Outcome::ProtocolError)
        m_json->showPlainText(resultJson());
    else
        m_json->clearContent();
    m_copy->setEnabled(call.outcome != ToolCall::Outcome::Running);
    rebuild();
}

QString ToolResultView::statusText() const
{
    return m_status->text().remove(QChar(0x200B));
}

void ToolResultView::setStatus(Status status, const QString &text)
{
    m_statusKind = status;
    m_status->setText(breakabletext::breakable(text));
    contrast::setColour(m_status, QPalette::Window, [status](const QPalette &base) {
        const bool dark = isDarkPalette(base);
        switch (status) {
        case Status::Ok:
            return dark ? QColor(0x1f, 0x4d, 0x2b) : QColor(0xdf, 0xf3, 0xe3);
        case Status::ToolError:
            return dark ? QColor(0x5c, 0x3d, 0x0a) : QColor(0xff, 0xec, 0xc7);
        case Status::ProtocolError:
        case Status::Failed:
            return dark ? QColor(0x5c, 0x1a, 0x1a) : QColor(0xfb, 0xdc, 0xdc);
        case Status::Cancelled:
        case Status::Running:
            return dark ? QColor(0x33, 0x3a, 0x44) : QColor(0xe6, 0xec, 0xf3);
        case Status::Empty:
            break;
        }
        return base.color(QPalette::Window);
    });
}

QString ToolResultView::resultJson() const
{
    if (m_call.outcome == ToolCall::Outcome::Ok || m_call.outcome == ToolCall::Outcome::ToolError) {
        // As the server wrote it (member order, numbers), pretty-printed, when that text parses.
        if (m_call.result.isObject())
            return QString::fromUtf8(jsontext::reindent(m_call.result.text()));
        return QString::fromUtf8(QJsonDocument(m_call.result.object()).toJson(QJsonDocument::Indented));
    }
    if (m_call.outcome == ToolCall::Outcome::ProtocolError) {
        const QJsonObject error{
            {QStringLiteral("error"), QJsonObject{{QStringLiteral("code"), m_call.errorCode},
                                                  {QStringLiteral("message"), m_call.errorMessage}}}};
        return QString::fromUtf8(QJsonDocument(error).toJson(QJsonDocument::Indented));
    }
    return {};
}

void ToolResultView::copyResultJson()
{
    const QString json = resultJson();
    if (!json.isEmpty())
        QApplication::clipboard()->setText(json);
}

QString ToolResultView::verdictText() const
{
    return m_structured->isHidden() ? QString() : m_verdict->text();
}

void ToolResultView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && !m_result.blocks.isEmpty())
        rebuild();
}

void ToolResultView::rebuild()
{
    // Take the old blocks out (the structured section stays and is reused).
    while (QLayoutItem *item = m_blocksLayout->takeAt(0)) {
        // Deleted at once: nothing in a block rebuilds the view from inside its own signal.
        if (item->widget() && item->widget() != m_structured)
            delete item->widget();
        delete item;
    }
    for (const QString &problem : std::as_const(m_result.problems)) {
        auto *label = new QLabel(tr("⚠ %1").arg(breakabletext::breakable(problem)), m_blocks);
        label->setWordWrap(true);
        m_blocksLayout->addWidget(label);
    }
    for (int i = 0; i < m_result.blocks.size(); ++i) {
        QWidget *block = blockWidget(m_result.blocks.at(i), i);
        m_blocksLayout->addWidget(block);
        // At once, not on the layout's next pass: a picture taken right away shows it too.
        block->show();
    }
    if (m_call.outcome == ToolCall::Outcome::Ok || m_call.outcome == ToolCall::Outcome::ToolError) {
        if (m_result.blocks.isEmpty() && m_result.problems.isEmpty())
            m_blocksLayout->addWidget(new QLabel(tr("The result has no content blocks."), m_blocks));
    }

    m_tree->clear();
    const bool showStructured = m_result.verdict != ToolResult::Verdict::None || m_result.hasStructuredContent;
    if (showStructured) {
        QString verdict = m_result.verdictText();
        const bool good = m_result.verdict == ToolResult::Verdict::Matches;
        const bool bad = m_result.verdict == ToolResult::Verdict::Violates
                         || m_result.verdict == ToolResult::Verdict::Missing
                         || m_result.verdict == ToolResult::Verdict::SchemaUnusable;
        m_verdict->setText(breakabletext::breakable((good  ? QStringLiteral("✔ ")
                                                     : bad ? QStringLiteral("✘ ")
                                                           : QString())
                                                    + verdict));
        contrast::setColour(m_verdict, QPalette::WindowText, [good, bad](const QPalette &base) {
            const QList<QColor> backgrounds = contrast::windowBackgrounds(base);
            return good  ? contrast::successText(base, backgrounds)
                   : bad ? contrast::failureText(base, backgrounds)
                         : base.color(QPalette::WindowText);
        });
        QStringList lines;
        for (const schemacheck::Violation &v : std::as_const(m_result.violations))
            lines.append(
                tr("• at %1: %2").arg(v.pointer.isEmpty() ? tr("(the whole value)") : v.pointer, v.reason.left(500)));
        m_violations->setText(breakabletext::breakable(lines.join(QLatin1Char('\n'))));
        m_violations->setVisible(!lines.isEmpty());
        m_tree->setVisible(m_result.hasStructuredContent);
        if (m_result.hasStructuredContent) {
            int budget = MaxTreeNodes;
            const QJsonValue &value = m_result.structuredContent;
            if (value.isObject()) {
                const QJsonObject object = value.toObject();
                for (auto it = object.constBegin(); it != object.constEnd() && budget > 0; ++it)
                    fillTree(m_tree->invisibleRootItem(), it.key(), it.value(), &budget);
            } else {
                fillTree(m_tree->invisibleRootItem(), tr("(value)"), value, &budget);
            }
            m_tree->expandToDepth(2);
        }
        m_blocksLayout->addWidget(m_structured);
    }
    m_structured->setVisible(showStructured);
    m_blocksLayout->addStretch(1);
}

void ToolResultView::fillTree(QTreeWidgetItem *parent, const QString &key, const QJsonValue &value, int *budget)
{
    if (--*budget < 0)
        return;
    auto *item = new QTreeWidgetItem(parent);
    item->setText(0, key.left(200));
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        item->setText(1, tr("{%n member(s)}", nullptr, int(object.size())));
        for (auto it = object.constBegin(); it != object.constEnd() && *budget > 0; ++it)
            fillTree(item, it.key(), it.value(), budget);
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        item->setText(1, tr("[%n item(s)]", nullptr, int(array.size())));
        for (qsizetype i = 0; i < array.size() && *budget > 0; ++i)
            fillTree(item, QString::number(i), array.at(i), budget);
    } else {
        QString text = compactJson(value, 1000);
        text.replace(QLatin1Char('\n'), QStringLiteral("\\n"));
        item->setText(1, text);
        item->setToolTip(1, text.left(1000));
    }
    if (*budget == 0) {
        auto *more = new QTreeWidgetItem(parent);
        more->setText(0, tr("… (more not shown)"));
        *budget = -1;
    }
}

QString ToolResultView::problemColour() const
{
    return contrast::failureText(palette(), contrast::windowBackgrounds(palette())).name();
}

QString ToolResultView::mutedColour() const
{
    return contrast::mutedText(palette(), contrast::windowBackgrounds(palette())).name();
}

QWidget *ToolResultView::captionFor(const QString &caption, const QString &problem)
{
    auto *label = new QLabel(m_blocks);
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    QString html = QStringLiteral("<b>") + breakabletext::breakable(caption).toHtmlEscaped() + QStringLiteral("</b>");
    if (!problem.isEmpty())
        html += QStringLiteral("<br><span style=\"color:%1\">⚠ ").arg(problemColour())
                + breakabletext::breakable(problem).toHtmlEscaped() + QStringLiteral("</span>");
    label->setText(html);
    return label;
}

QWidget *ToolResultView::blockWidget(const ContentBlock &block, int index)
{
    auto *box = new QWidget(m_blocks);
    box->setObjectName(QStringLiteral("toolResultBlock%1").arg(index));
    const ContentBlock::Kind blockKind = block.kind();
    box->setProperty("blockKind", int(blockKind));
    box->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    using Kind = ContentBlock::Kind;
    const QString kind = ToolResult::kindText(blockKind);

    switch (blockKind) {
    case Kind::Text: {
        if (!block.problem.isEmpty())
            layout->addWidget(captionFor(kind, block.problem));
        auto *text = new SafeTextView(box);
        text->showText(block.text, rendersMarkdown());
        layout->addWidget(text);
        if (text->isTruncated())
            layout->addWidget(new QLabel(
                tr("(Only the beginning is shown: the text has %n character(s).)", nullptr, int(block.text.size())),
                box));
        break;
    }
    case Kind::Image: {
        QImage image;
        QString problem = block.problem;
        if (problem.isEmpty() && !image.loadFromData(block.data))
            problem = tr("The data is not an image mcpscope can show.");
        QString caption
            = block.data.isEmpty()
                  ? tr("%1, %2").arg(kind, block.mimeType.left(100))
                  : tr("%1, %2, %3").arg(kind, block.mimeType.left(100), ToolResult::sizeText(block.data.size()));
        if (!image.isNull())
            caption += tr(", %1×%2 pixels").arg(image.width()).arg(image.height());
        auto *header = new QWidget(box);
        auto *headerLayout = new QHBoxLayout(header);
        headerLayout->setContentsMargins(0, 0, 0, 0);
        headerLayout->addWidget(captionFor(caption, problem), 1);
        if (!block.data.isEmpty())
            addSaveButton(header, block.data, block.mimeType, QStringLiteral("image"));
        layout->addWidget(header);
        if (!image.isNull()) {
            QSize size = image.size();
            if (size.width() > MaxImageWidth || size.height() > MaxImageHeight)
                size.scale(MaxImageWidth, MaxImageHeight, Qt::KeepAspectRatio);
            else if (size.width() < 64 && size.height() < 64)
                size.scale(96, 96, Qt::KeepAspectRatio); // tiny images: big enough to see
            auto *picture = new QLabel(box);
            picture->setObjectName(QStringLiteral("toolResultImage"));
            picture->setPixmap(QPixmap::fromImage(
                image.scaled(size, Qt::KeepAspectRatio,
                             size.width() > image.width() ? Qt::FastTransformation : Qt::SmoothTransformation)));
            picture->setAlignment(Qt::AlignLeft | Qt::AlignTop);
            layout->addWidget(picture);
        }
        break;
    }
    case Kind::Audio:
    case Kind::EmbeddedBlob: {
        const bool audio = blockKind == Kind::Audio;
        const QByteArray &data = audio ? block.data : block.resource.bytes;
        const QString &mimeType = audio ? block.mimeType : block.resource.mimeType;
        QString caption = audio ? tr("%1, %2, %3")
                                      .arg(kind, mimeType.isEmpty() ? tr("unknown type") : mimeType.left(100),
                                           ToolResult::sizeText(data.size()))
                                : tr("%1: %2 (%3, %4)")
                                      .arg(kind, block.resource.uri.left(300),
                                           mimeType.isEmpty() ? tr("unknown type") : mimeType.left(100),
                                           ToolResult::sizeText(data.size()));
        auto *header = new QWidget(box);
        auto *headerLayout = new QHBoxLayout(header);
        headerLayout->setContentsMargins(0, 0, 0, 0);
        headerLayout->addWidget(captionFor(caption, block.problem), 1);
        if (block.problem.isEmpty() || !data.isEmpty()) {
            addSaveButton(header, data, mimeType, audio ? QStringLiteral("audio") : QStringLiteral("resource"));
            if (audio && mimeType.startsWith(QLatin1String("audio/"))) {
                auto *play = new QPushButton(tr("Open in Player"), header);
                play->setToolTip(tr("Save the sound to a temporary file and open it with the system's default player"));
                const QByteArray bytes = data;
                const QString mime = mimeType;
                connect(play, &QPushButton::clicked, this, [this, bytes, mime] { openInPlayer(bytes, mime); });
                headerLayout->addWidget(play);
            }
        }
        layout->addWidget(header);
        break;
    }
    case Kind::ResourceLink: {
        const QString name = block.title.isEmpty() ? (block.name.isEmpty() ? block.uri : block.name) : block.title;
        auto *link = new QLabel(box);
        link->setObjectName(QStringLiteral("toolResultLink"));
        link->setTextFormat(Qt::RichText);
        link->setWordWrap(true);
        link->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
        // The href is only a marker: the URI itself never goes into rich text unescaped.
        QString html = QStringLiteral("%1: <a href=\"resource:%2\">%3</a>")
                           .arg(kind.toHtmlEscaped())
                           .arg(index)
                           .arg(breakabletext::breakable(name.left(300)).toHtmlEscaped());
        if (!block.uri.isEmpty() && name != block.uri)
            html += QStringLiteral(" &nbsp;<span style=\"color:%1\">").arg(mutedColour())
                    + breakabletext::breakable(block.uri.left(500)).toHtmlEscaped() + QStringLiteral("</span>");
        QStringList facts;
        if (!block.mimeType.isEmpty())
            facts << block.mimeType.left(100);
        if (block.size >= 0)
            facts << ToolResult::sizeText(block.size);
        if (!facts.isEmpty())
            html += QStringLiteral(" (") + facts.join(QStringLiteral(", ")).toHtmlEscaped() + QLatin1Char(')');
        if (!block.description.isEmpty())
            html += QStringLiteral("<br>") + breakabletext::breakable(block.description.left(1000)).toHtmlEscaped();
        if (!block.problem.isEmpty())
            html += QStringLiteral("<br><span style=\"color:%1\">⚠ ").arg(problemColour())
                    + block.problem.toHtmlEscaped() + QStringLiteral("</span>");
        link->setText(html);
        link->setToolTip(tr("Open %1 in the Resources view").arg(block.uri.left(500)));
        const QString uri = block.uri;
        connect(link, &QLabel::linkActivated, this, [this, uri] {
            if (!uri.isEmpty())
                Q_EMIT resourceLinkActivated(uri);
        });
        layout->addWidget(link);
        break;
    }
    case Kind::EmbeddedText: {
        QString caption = tr("%1: %2").arg(kind, block.resource.uri.left(300));
        if (!block.resource.mimeType.isEmpty())
            caption += QStringLiteral(" (") + block.resource.mimeType.left(100) + QLatin1Char(')');
        layout->addWidget(captionFor(caption, block.problem));
        if (block.problem.isEmpty() || !block.resource.text.isEmpty()) {
            auto *text = new SafeTextView(box);
            text->showText(block.resource.text, rendersMarkdown());
            layout->addWidget(text);
        }
        break;
    }
    case Kind::Unknown: {
        layout->addWidget(captionFor(kind, block.problem));
        if (!block.json.isEmpty()) {
            auto *raw = new QLabel(breakabletext::breakable(compactJson(QJsonValue(block.json), 2000)), box);
            raw->setTextFormat(Qt::PlainText);
            raw->setWordWrap(true);
            raw->setTextInteractionFlags(Qt::TextSelectableByMouse);
            layout->addWidget(raw);
        }
        break;
    }
    }
    return box;
}

void ToolResultView::addSaveButton(QWidget *row, const QByteArray &data, const QString &mimeType,
                                   const QString &baseName)
{
    auto *save = new QPushButton(tr("Save…"), row);
    save->setToolTip(tr("Save the data to a file"));
    connect(save, &QPushButton::clicked, this, [this, data, mimeType, baseName] {
        const QString suffix = suffixFor(mimeType);
        const QString name = suffix.isEmpty() ? baseName : baseName + QLatin1Char('.') + suffix;
        const QString path = QFileDialog::getSaveFileName(this, tr("Save"), name);
        if (path.isEmpty())
            return;
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size())
            m_status->setText(m_status->text() + tr("\nCould not save %1: %2").arg(path, file.errorString()));
    });
    row->layout()->addWidget(save);
}

void ToolResultView::openInPlayer(const QByteArray &data, const QString &mimeType)
{
    if (!m_tempDir)
        m_tempDir = std::make_unique<QTemporaryDir>();
    if (!m_tempDir->isValid())
        return;
    const QString suffix = suffixFor(mimeType);
    static int counter = 0;
    const QString path = m_tempDir->filePath(
        QStringLiteral("sound-%1.%2").arg(++counter).arg(suffix.isEmpty() ? QStringLiteral("bin") : suffix));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size())
        return;
    file.close();
    QDesktopServices::openUrl(QUrl::fromLocalFile(path));
}

} // namespace mcpscope
