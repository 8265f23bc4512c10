// SPDX-License-Identifier: MIT
#include "base64.h"

namespace mcpscope::base64 {

std::optional<QByteArray> decodeStrict(QByteArrayView text)
{
    auto result = QByteArray::fromBase64Encoding(text.toByteArray(), QByteArray::AbortOnBase64DecodingErrors);
    if (!result)
        return std::nullopt;
    return std::move(result.decoded);
}

} // namespace mcpscope::base64
