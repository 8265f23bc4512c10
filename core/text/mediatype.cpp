// SPDX-License-Identifier: MIT
#include "mediatype.h"

namespace mcpscope::mediatype {

QByteArray essence(QByteArrayView contentType)
{
    const qsizetype semicolon = contentType.indexOf(';');
    return (semicolon < 0 ? contentType : contentType.first(semicolon)).trimmed().toByteArray().toLower();
}

QString essence(QStringView mimeType)
{
    const qsizetype semicolon = mimeType.indexOf(QLatin1Char(';'));
    return (semicolon < 0 ? mimeType : mimeType.first(semicolon)).trimmed().toString().toLower();
}

} // namespace mcpscope::mediatype
