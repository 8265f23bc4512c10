// SPDX-License-Identifier: MIT
// What tests and tools may know about the MCP shape rules. Implemented in mcpshapes_engine.cpp;
// the rules themselves are split by area over mcpshapes_*.cpp (see mcpshapes_p.h).
#pragma once

#include "shaperules.h"

#include <QLatin1String>
#include <QList>
#include <QStringList>

/// MCP 2025-11-25 and 2026-07-28 message shapes (the era by the ShapeContext's version): per method, what the params of each request and
/// notification and the result of each request must look like, written as tables of members
/// (name, JSON type, required, nested shape) plus code for what a table cannot say (base64
/// that really decodes, RFC 6570 templates, URIs, tool arguments against their inputSchema,
/// the flat elicitation schema subset, sampling tool-use balance, ...).
///
/// The entry points are declared in shaperules.h (the validator calls them); this header adds
/// what tests and tools need to know about the rules themselves.
namespace mcpscope::shapes {

/// Every diagnostic code the shape rules can emit (each has a row in the rule catalogue).
const QList<QLatin1String> &ruleCodes();

/// True for codes emitted by the shape rules ("mcp.tool.name", "mcp.member.type", ...).
bool isShapeRule(QStringView code);

/// The methods the shape tables know, requests and notifications (2025-11-25 and before).
QStringList knownMethods();
/// The methods of the 2026-07-28 era (a connection that speaks it), without those of the tasks
/// extension that its table checks too.
QStringList knownModernMethods();

} // namespace mcpscope::shapes
