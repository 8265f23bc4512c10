// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace mcpscope {

/// One item of a resources/read result or of an embedded resource (TextResourceContents or
/// BlobResourceContents), interpreted: text as text, base64 blobs decoded to bytes, and the
/// kind of preview that suits it.
struct ResourceContent
{
    Q_DECLARE_TR_FUNCTIONS(ResourceContent)
public:
    /// How the content is best shown.
    enum class Kind { Text, Image, Audio, Binary };
    /// What is wrong with the item, for callers that word it themselves (see problem).
    enum class Issue {
        None,
        NotObject,     ///< the item is not a JSON object
        TextAndBlob,   ///< it has both "text" and "blob" (the text is used)
        NoTextNorBlob, ///< it has neither
        BadBase64,     ///< "blob" is not valid base64 (bytes hold what could be decoded)
        NotUtf8,       ///< a blob of text MIME type whose bytes are not UTF-8
    };

    QString uri;
    QString mimeType; ///< as the server gave it ("" when it gave none)
    Kind kind = Kind::Binary;
    bool fromBlob = false; ///< the server sent base64 ("blob"), not "text"
    QString text;          ///< Kind::Text: the text (a blob of text-like MIME type, decoded as UTF-8)
    QByteArray bytes;      ///< blobs: the decoded bytes; text: its UTF-8 bytes
    Issue issue = Issue::None;
    QString problem;  ///< plain words when something is wrong with the item (bad base64…)
    QJsonObject json; ///< the item as received

    /// Size in bytes of the content (decoded).
    qsizetype size() const { return bytes.size(); }
    /// The file name suffix of the URI's path ("md" for demo://notes/01.md), lower-case, or "".
    QString uriSuffix() const;

    /// Interprets one contents item.
    static ResourceContent fromJson(const QJsonObject &item);
    /// Interprets a ReadResourceResult: every item of "contents" (non-objects are reported
    /// as items with a problem). @p problem receives plain words when "contents" is missing.
    static QList<ResourceContent> fromReadResult(const QJsonObject &result, QString *problem = nullptr);

    /// True for MIME types whose content is text (text/*, JSON, XML, JavaScript, YAML, …).
    static bool isTextMimeType(const QString &mimeType);
    /// The image MIME type the first bytes announce (PNG, JPEG, GIF, WebP, BMP), or "".
    static QString sniffImageType(const QByteArray &bytes);
};

} // namespace mcpscope
