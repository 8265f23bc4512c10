// SPDX-License-Identifier: MIT
// The suite's traffic audit (MCPSCOPE_TRAFFIC_AUDIT, tests/auto/CMakeLists.txt): every error
// found in a message mcpscope sent fails the suite. A test that sends a wrong message on
// purpose says so with this guard.
#pragma once

#include <QByteArray>
#include <QtGlobal>

namespace mcpscope::test {

/// While it lives, messages sent are not audited: for a test that makes mcpscope send a
/// message that is wrong on purpose (to see the validator, or a server, react to it).
class DeliberatelyInvalid
{
public:
    DeliberatelyInvalid()
        : m_saved(qgetenv("MCPSCOPE_TRAFFIC_AUDIT"))
    {
        qunsetenv("MCPSCOPE_TRAFFIC_AUDIT");
    }
    ~DeliberatelyInvalid()
    {
        if (!m_saved.isEmpty())
            qputenv("MCPSCOPE_TRAFFIC_AUDIT", m_saved);
    }
    DeliberatelyInvalid(const DeliberatelyInvalid &) = delete;
    DeliberatelyInvalid &operator=(const DeliberatelyInvalid &) = delete;

private:
    QByteArray m_saved;
};

} // namespace mcpscope::test
