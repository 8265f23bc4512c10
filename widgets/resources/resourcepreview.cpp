// SPDX-License-Identifier: MIT
#include "widgets/resources/resourcepreview.h"
#include "widgets/common/contrast.h"

#include "text/mediatype.h"
#include "widgets/json/rawtext.h"
#include "widgets/json/readablehighlighter.h"
#include "widgets/json/syntaxrepository.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>

#include <QBuffer>
#include <QComboBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QImageReader>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QUrl>
#include <QVBoxLayout>

namespace mcpscope {

namespace {

QString cut(const QString &text, qsizetype max)
{
    return text.size() > max ? text.left(max) + QChar(0x2026) : text;
}

// Small pictures (icons, thumbnails) are scaled up by a whole factor so they can be seen.
constexpr int SmallImage = 96;

} // namespace

ResourcePreview::ResourcePreview(QWidget *parent)
    : QWidget(parent)
    , m_chooser(new QComboBox(this))
    , m_note(new QLabel(this))
    , m_save(new QPushButton(tr("Save…"), this))
    , m_stack(new QStackedWidget(this))
    , m_message(new QLabel(this))
    , m_text(new QPlainTextEdit(this))
    , m_imageArea(new QScrollArea(this))
    , m_image(new QLabel(this))
    , m_hex(new QPlainTextEdit(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *top = new QHBoxLayout;
    m_chooser->setAccessibleName(tr("Content item"));
    m_chooser->setVisible(false);
    m_note->setTextFormat(Qt::PlainText);
    m_note->setWordWrap(true);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_note->setAccessibleName(tr("About the content"));
    m_save->setToolTip(tr("Save the content to a file"));
    m_save->setEnabled(false);
    connect(m_save, &QPushButton::clicked, this, &ResourcePreview::askSave);
    top->addWidget(m_chooser);
    top->addWidget(m_note, 1);
    top->addWidget(m_save, 0, Qt::AlignTop);
    layout->addLayout(top);

    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    contrast::setMutedText(m_message);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);

    for (QPlainTextEdit *edit : {m_text, m_hex}) {
        edit->setReadOnly(true);
        edit->setUndoRedoEnabled(false);
        edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        edit->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    }
    m_text->setAccessibleName(tr("Resource text"));
    m_hex->setAccessibleName(tr("First bytes, in hexadecimal"));
    m_hex->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_image->setAlignment(Qt::AlignCenter);
    m_image->setAccessibleName(tr("Resource image"));
    m_imageArea->setWidget(m_image);
    m_imageArea->setWidgetResizable(true);
    m_imageArea->setAlignment(Qt::AlignCenter);

    m_stack->addWidget(m_message);
    m_stack->addWidget(m_text);
    m_stack->addWidget(m_imageArea);
    m_stack->addWidget(m_hex);
    layout->addWidget(m_stack, 1);

    connect(m_chooser, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index >= 0 && index != m_current)
            setCurrentIndex(index);
    });
    clearContent();
}

ResourcePreview::~ResourcePreview() = default;

void ResourcePreview::clearContent()
{
    showMessage(tr("Select a resource and choose Read to see its content."));
}

void ResourcePreview::showMessage(const QString &text)
{
    m_contents.clear();
    m_current = -1;
    m_chooser->clear();
    m_chooser->setVisible(false);
    m_save->setEnabled(false);
    m_save->setVisible(false);
    setNote(QString());
    delete m_highlighter;
    m_highlighter = nullptr;
    m_definition.clear();
    m_text->clear();
    m_hex->clear();
    m_image->clear();
    m_message->setText(text);
    m_stack->setCurrentWidget(m_message);
    m_page = Page::Message;
}

void ResourcePreview::showContents(const QList<ResourceContent> &contents)
{
    if (contents.isEmpty()) {
        showMessage(tr("The server returned no contents for this resource."));
        return;
    }
    m_contents = contents;
    m_current = -1;
    {
        const QSignalBlocker blocker(m_chooser);
        m_chooser->clear();
        for (qsizetype i = 0; i < contents.size(); ++i) {
            const ResourceContent &c = contents.at(i);
            m_chooser->addItem(tr("Item %1 of %2: %3").arg(i + 1).arg(contents.size()).arg(cut(c.uri, 80)));
        }
    }
    m_chooser->setVisible(contents.size() > 1);
    setCurrentIndex(0);
}

void ResourcePreview::setCurrentIndex(int index)
{
    if (index < 0 || index >= m_contents.size())
        return;
    m_current = index;
    {
        const QSignalBlocker blocker(m_chooser);
        m_chooser->setCurrentIndex(index);
    }
    showCurrent();
}

QString ResourcePreview::note() const
{
    return m_note->text();
}

void ResourcePreview::setNote(const QString &text)
{
    m_note->setText(text);
    m_note->setVisible(!text.isEmpty());
}

void ResourcePreview::showCurrent()
{
    const ResourceContent &c = m_contents.at(m_current);
    delete m_highlighter;
    m_highlighter = nullptr;
    m_definition.clear();
    m_save->setEnabled(true);
    m_save->setVisible(true);
    switch (c.kind) {
    case ResourceContent::Kind::Text:
        showText(c);
        break;
    case ResourceContent::Kind::Image:
        showImage(c);
        break;
    case ResourceContent::Kind::Audio:
        showBinary(c, tr("Audio cannot be played here; save it to play it."));
        break;
    case ResourceContent::Kind::Binary:
        showBinary(c, QString());
        break;
    }
}

void ResourcePreview::showText(const ResourceContent &c)
{
    const QLocale locale;
    QStringList parts;
    parts << (c.mimeType.isEmpty() ? tr("Text, no MIME type given") : tr("Text (%1)").arg(cut(c.mimeType, 100)));
    parts << locale.formattedDataSize(c.size());
    if (c.fromBlob)
        parts << tr("sent as base64");
    QString text = c.text;
    bool highlight = true;
    if (c.bytes.size() > HighlightLimit) {
        highlight = false;
        parts << tr("shown without highlighting (above %1)").arg(locale.formattedDataSize(HighlightLimit, 0));
    }
    if (text.size() > TextDisplayLimit) {
        text.truncate(TextDisplayLimit);
        parts << tr("only the first %1 characters are shown").arg(locale.toString(qlonglong(TextDisplayLimit)));
    }
    KSyntaxHighlighting::Definition definition;
    if (highlight) {
        KSyntaxHighlighting::Repository &repository = syntaxRepository();
        const QString mime = mediatype::essence(c.mimeType);
        if (!mime.isEmpty() && mime != QLatin1String("text/plain"))
            definition = repository.definitionForMimeType(mime);
        if (!definition.isValid()) {
            const QString file = QUrl(c.uri).path().section(QLatin1Char('/'), -1);
            if (!file.isEmpty())
                definition = repository.definitionForFileName(file);
        }
        if (definition.isValid())
            parts << tr("highlighted as %1").arg(definition.translatedName());
    }
    bool broken = false;
    text = rawtext::breakLongLines(text, LineLength, &broken);
    if (broken)
        parts << tr("long lines are shown in pieces of %1 characters").arg(LineLength);
    if (!c.problem.isEmpty())
        parts << c.problem;
    setNote(parts.join(QStringLiteral(" · ")));
    // Prose wraps; code keeps its lines.
    m_text->setLineWrapMode(definition.isValid() ? QPlainTextEdit::NoWrap : QPlainTextEdit::WidgetWidth);
    m_text->setPlainText(text);
    if (definition.isValid()) {
        m_highlighter = new ReadableHighlighter(m_text->document());
        m_highlighter->setDefinition(definition);
        m_definition = definition.name();
        applyTheme();
    }
    m_stack->setCurrentWidget(m_text);
    m_page = Page::Text;
}

void ResourcePreview::showImage(const ResourceContent &c)
{
    QByteArray bytes = c.bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    const QSize size = reader.size();
    if (size.isValid() && qint64(size.width()) * size.height() > MaxImagePixels) {
        showBinary(c, tr("The image is %1 × %2 pixels, too large to show.").arg(size.width()).arg(size.height()));
        return;
    }
    const QImage image = reader.read();
    if (image.isNull()) {
        showBinary(c, tr("The bytes could not be shown as an image (%1).").arg(reader.errorString()));
        return;
    }
    QStringList parts;
    parts << tr("Image (%1)").arg(c.mimeType.isEmpty() ? tr("type recognised from its bytes") : cut(c.mimeType, 100));
    parts << tr("%1 × %2 pixels").arg(image.width()).arg(image.height());
    parts << QLocale().formattedDataSize(c.size());
    QPixmap pixmap = QPixmap::fromImage(image);
    const int longest = qMax(image.width(), image.height());
    if (longest > 0 && longest < SmallImage) {
        const int factor = SmallImage / longest + 1;
        pixmap = pixmap.scaled(image.size() * factor, Qt::KeepAspectRatio, Qt::FastTransformation);
        parts << tr("shown %1 times larger").arg(factor);
    }
    if (!c.problem.isEmpty())
        parts << c.problem;
    setNote(parts.join(QStringLiteral(" · ")));
    m_image->setPixmap(pixmap);
    m_stack->setCurrentWidget(m_imageArea);
    m_page = Page::Image;
}

void ResourcePreview::showBinary(const ResourceContent &c, const QString &why)
{
    const QLocale locale;
    QStringList parts;
    parts << tr("Binary content (%1), %2")
                 .arg(c.mimeType.isEmpty() ? tr("no MIME type given") : cut(c.mimeType, 100),
                      locale.formattedDataSize(c.size()));
    if (c.size() > HexBytes)
        parts << tr("the first %1 bytes are shown").arg(HexBytes);
    if (!why.isEmpty())
        parts << why;
    if (!c.problem.isEmpty())
        parts << c.problem;
    setNote(parts.join(QStringLiteral(" · ")));
    m_hex->setPlainText(c.bytes.isEmpty() ? tr("(no bytes)")
                                          : rawtext::hexDump(QByteArrayView(c.bytes).first(qMin(c.size(), HexBytes))));
    m_stack->setCurrentWidget(m_hex);
    m_page = Page::Binary;
}

QString ResourcePreview::suggestedFileName() const
{
    if (m_current < 0)
        return {};
    const ResourceContent &c = m_contents.at(m_current);
    QString name = QUrl(c.uri).path().section(QLatin1Char('/'), -1);
    // Only harmless characters: the name comes from the server.
    QString safe;
    for (const QChar ch : std::as_const(name)) {
        if (ch.isLetterOrNumber() || ch == QLatin1Char('.') || ch == QLatin1Char('-') || ch == QLatin1Char('_'))
            safe += ch;
        else
            safe += QLatin1Char('_');
    }
    while (safe.startsWith(QLatin1Char('.')))
        safe.remove(0, 1);
    safe.truncate(100);
    if (safe.isEmpty())
        safe = QStringLiteral("resource");
    if (!safe.contains(QLatin1Char('.'))) {
        if (c.kind == ResourceContent::Kind::Text)
            safe += QLatin1String(".txt");
        else if (c.kind == ResourceContent::Kind::Image) {
            const QString type = ResourceContent::sniffImageType(c.bytes);
            safe += QLatin1Char('.') + (type.isEmpty() ? QStringLiteral("img") : type.section(QLatin1Char('/'), 1));
        } else
            safe += QLatin1String(".bin");
    }
    return safe;
}

bool ResourcePreview::saveTo(const QString &path, QString *errorMessage) const
{
    if (m_current < 0) {
        if (errorMessage)
            *errorMessage = tr("There is nothing to save.");
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        if (errorMessage)
            *errorMessage = file.errorString();
        return false;
    }
    const QByteArray &bytes = m_contents.at(m_current).bytes;
    if (file.write(bytes) != bytes.size() || !file.flush()) {
        if (errorMessage)
            *errorMessage = file.errorString();
        return false;
    }
    return true;
}

void ResourcePreview::askSave()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DownloadLocation);
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Resource Content"),
                                                      folder + QLatin1Char('/') + suggestedFileName());
    if (path.isEmpty())
        return;
    QString error;
    if (!saveTo(path, &error))
        QMessageBox::warning(this, tr("Cannot save"), tr("mcpscope cannot write %1.\n\n%2").arg(path, error));
}

void ResourcePreview::applyTheme()
{
    if (!m_highlighter)
        return;
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    m_highlighter->setBackground(m_text->palette().color(QPalette::Base));
    m_highlighter->setTheme(syntaxRepository().defaultTheme(dark ? KSyntaxHighlighting::Repository::DarkTheme
                                                                 : KSyntaxHighlighting::Repository::LightTheme));
    m_highlighter->rehighlight();
}

void ResourcePreview::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyTheme();
}

} // namespace mcpscope
