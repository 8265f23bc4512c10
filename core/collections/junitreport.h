// SPDX-License-Identifier: MIT
// Implemented in junitreport.cpp.
#pragma once

#include "collectionrunner.h"

#include <QByteArray>

namespace mcpscope {

/// The JUnit XML report of a collection run, as CI systems read it: one testsuite (the
/// collection), one testcase per step (its time, a <failure> naming each expectation that did
/// not hold, <skipped/> for steps not reached). Every text is escaped; characters XML 1.0
/// cannot carry (C0 controls, lone surrogates) become U+FFFD.
QByteArray junitReport(const Collection &collection, const QList<StepResult> &results, double totalSeconds);

} // namespace mcpscope
