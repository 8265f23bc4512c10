// SPDX-License-Identifier: MIT
#include "widgets/server/capabilitytext.h"

#include <QCoreApplication>

namespace mcpscope {

namespace {

// The translation context of the texts below (a class, so that lupdate sees it too).
struct CapabilityText
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::CapabilityText)
};

} // namespace

QString capabilityDescription(bool serverSide, const QStringList &path)
{
    const QString key = path.join(QLatin1Char('.'));
    if (path.value(0) == QLatin1String("experimental"))
        return path.size() == 1
                   ? CapabilityText::tr("Features outside the specification, by agreement between client and server")
                   : CapabilityText::tr("A feature outside the specification");
    if (serverSide) {
        if (key == QLatin1String("logging"))
            return CapabilityText::tr(
                "The server sends log messages (notifications/message); the client may set their level (logging/setLevel)");
        if (key == QLatin1String("completions"))
            return CapabilityText::tr(
                "The server suggests values for prompt and resource template arguments (completion/complete)");
        if (key == QLatin1String("prompts"))
            return CapabilityText::tr("The server offers prompt templates (prompts/list, prompts/get)");
        if (key == QLatin1String("prompts.listChanged"))
            return CapabilityText::tr("The server says when its list of prompts changes");
        if (key == QLatin1String("resources"))
            return CapabilityText::tr(
                "The server offers resources to read (resources/list, resources/read, resources/templates/list)");
        if (key == QLatin1String("resources.subscribe"))
            return CapabilityText::tr("Clients may subscribe to changes of a resource (resources/subscribe)");
        if (key == QLatin1String("resources.listChanged"))
            return CapabilityText::tr("The server says when its list of resources changes");
        if (key == QLatin1String("tools"))
            return CapabilityText::tr("The server offers tools to call (tools/list, tools/call)");
        if (key == QLatin1String("tools.listChanged"))
            return CapabilityText::tr("The server says when its list of tools changes");
        if (key == QLatin1String("tasks"))
            return CapabilityText::tr("The server can run requests as tasks whose results are fetched later");
        if (key == QLatin1String("tasks.list"))
            return CapabilityText::tr("The server lists its tasks (tasks/list)");
        if (key == QLatin1String("tasks.cancel"))
            return CapabilityText::tr("Tasks can be cancelled (tasks/cancel)");
        if (key.startsWith(QLatin1String("tasks.requests")))
            return CapabilityText::tr("Which requests can run as tasks");
        return {};
    }
    if (key == QLatin1String("roots"))
        return CapabilityText::tr("The client tells the server which folders it may work in (roots/list)");
    if (key == QLatin1String("roots.listChanged"))
        return CapabilityText::tr("The client says when its list of roots changes");
    if (key == QLatin1String("sampling"))
        return CapabilityText::tr(
            "The server may ask the client's language model for a completion (sampling/createMessage)");
    if (key == QLatin1String("sampling.tools"))
        return CapabilityText::tr("Sampling requests may offer tools to the model");
    if (key == QLatin1String("sampling.context"))
        return CapabilityText::tr("Sampling requests may ask to include context from other servers");
    if (key == QLatin1String("elicitation"))
        return CapabilityText::tr("The server may ask the user for information (elicitation/create)");
    if (key == QLatin1String("elicitation.form"))
        return CapabilityText::tr("… with a form the client shows");
    if (key == QLatin1String("elicitation.url"))
        return CapabilityText::tr("… by sending the user to a web page");
    if (key == QLatin1String("tasks"))
        return CapabilityText::tr("The client can run requests from the server as tasks");
    if (key.startsWith(QLatin1String("tasks.")))
        return CapabilityText::tr("Task support of the client");
    return {};
}

} // namespace mcpscope
