// SPDX-License-Identifier: MIT
#pragma once

namespace KSyntaxHighlighting {
class Repository;
}

namespace mcpscope {

/// The one KSyntaxHighlighting repository of the process, created on first use (loading
/// the definitions and themes takes a while).
KSyntaxHighlighting::Repository &syntaxRepository();

} // namespace mcpscope
