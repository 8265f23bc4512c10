// SPDX-License-Identifier: MIT
#include "widgets/json/syntaxrepository.h"

#include <KSyntaxHighlighting/Repository>

namespace mcpscope {

KSyntaxHighlighting::Repository &syntaxRepository()
{
    static KSyntaxHighlighting::Repository instance;
    return instance;
}

} // namespace mcpscope
