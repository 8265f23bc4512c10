// SPDX-License-Identifier: MIT
// DemoServer's tools that ask the client something, in the stateless era (MCP 2026-07-28): a
// multi round-trip request (MRTR). The first call is answered with an InputRequiredResult whose
// inputRequests carry the question and whose requestState (signed, see RequestState) lets the
// server check the retry; the client calls again with inputResponses and that requestState.
#include "demoserver.h"

#include "clientanswers.h"
#include "modernprotocol.h"
#include "requeststate.h"

namespace {

bool hasCapability(const QJsonObject &capabilities, const QString &name)
{
    return capabilities.value(name).isObject();
}

} // namespace

bool DemoServer::inputRound(const QString &callKey, const QJsonObject &arguments, const QString &key,
                            const QString &method, const QJsonObject &params, QJsonObject *answer)
{
    const ToolCall call = m_calls.value(callKey);
    const QJsonValue responses = call.params.value(u"inputResponses");
    const QJsonValue state = call.params.value(u"requestState");
    if (!responses.isUndefined() && !responses.isObject()) {
        failCall(callKey,
                 RpcError{RpcError::InvalidParams, QStringLiteral("Invalid params: inputResponses must be an object")});
        return false;
    }
    int round = 0;
    if (!state.isUndefined()) {
        QJsonObject data;
        QString why;
        if (!state.isString()
            || !RequestState::open(state.toString(), QStringLiteral("tools/call"), call.tool, arguments, &data, &why)) {
            logLine(QStringLiteral("tools/call %1: refused the requestState: %2").arg(call.tool, why));
            failCall(callKey, RpcError{RpcError::InvalidParams,
                                       QStringLiteral("Invalid params: the requestState cannot be used: ")
                                           + (state.isString() ? why : QStringLiteral("it must be a string"))});
            return false;
        }
        round = data.value(u"round").toInt();
        const QJsonValue value = responses.toObject().value(key);
        if (value.isObject()) {
            *answer = value.toObject();
            return true;
        }
        // The answer is missing: ask again rather than fail.
        logLine(QStringLiteral("tools/call %1: no input response '%2'; asking again").arg(call.tool, key));
    } else if (responses.isObject()) {
        // The server always sends a requestState with its question: answers without one are not
        // answers to it.
        failCall(callKey, RpcError{RpcError::InvalidParams,
                                   QStringLiteral("Invalid params: inputResponses came without the requestState of the "
                                                  "InputRequiredResult they answer")});
        return false;
    }

    QJsonObject request{{QStringLiteral("method"), method}};
    if (!params.isEmpty())
        request.insert(QStringLiteral("params"), params);
    const QJsonObject data{{QStringLiteral("ask"), key}, {QStringLiteral("round"), round + 1}};
    finishCall(callKey, QJsonObject{
                            {QStringLiteral("resultType"), QStringLiteral("input_required")},
                            {QStringLiteral("inputRequests"), QJsonObject{{key, request}}},
                            {QStringLiteral("requestState"),
                             RequestState::seal(QStringLiteral("tools/call"), call.tool, arguments, data)},
                        });
    return false;
}

void DemoServer::inputAskSampling(const QString &callKey, const QJsonObject &arguments)
{
    const QJsonObject capabilities = ModernProtocol::clientCapabilities(m_calls.value(callKey).params);
    if (!hasCapability(capabilities, QStringLiteral("sampling"))) {
        failCall(callKey, ModernProtocol::missingCapability(
                              QStringLiteral("sampling"),
                              QStringLiteral("Missing required client capability: ask-sampling asks the client "
                                             "through sampling/createMessage, and the client did not declare "
                                             "'sampling' in its clientCapabilities")));
        return;
    }
    QJsonObject answer;
    if (inputRound(callKey, arguments, QStringLiteral("answer"), QStringLiteral("sampling/createMessage"),
                   ClientAnswers::samplingParams(arguments), &answer))
        finishCall(callKey, ClientAnswers::samplingResult(answer));
}

void DemoServer::inputAskElicitation(const QString &callKey, const QJsonObject &arguments)
{
    const QJsonObject capabilities = ModernProtocol::clientCapabilities(m_calls.value(callKey).params);
    const QJsonObject elicitation = capabilities.value(u"elicitation").toObject();
    // A bare "elicitation": {} means form mode.
    if (!hasCapability(capabilities, QStringLiteral("elicitation"))
        || (!elicitation.contains(u"form") && elicitation.contains(u"url"))) {
        failCall(callKey, ModernProtocol::missingCapability(
                              QStringLiteral("elicitation"),
                              QStringLiteral("Missing required client capability: ask-elicitation asks the user "
                                             "through a form (elicitation/create), and the client did not declare "
                                             "form elicitation in its clientCapabilities")));
        return;
    }
    QJsonObject answer;
    if (inputRound(callKey, arguments, QStringLiteral("profile"), QStringLiteral("elicitation/create"),
                   ClientAnswers::elicitationParams(true), &answer))
        finishCall(callKey, ClientAnswers::elicitationResult(answer));
}

void DemoServer::inputListRoots(const QString &callKey, const QJsonObject &arguments)
{
    const QJsonObject capabilities = ModernProtocol::clientCapabilities(m_calls.value(callKey).params);
    if (!hasCapability(capabilities, QStringLiteral("roots"))) {
        failCall(callKey, ModernProtocol::missingCapability(
                              QStringLiteral("roots"),
                              QStringLiteral("Missing required client capability: list-roots asks the client through "
                                             "roots/list, and the client did not declare 'roots' in its "
                                             "clientCapabilities")));
        return;
    }
    QJsonObject answer;
    if (inputRound(callKey, arguments, QStringLiteral("roots"), QStringLiteral("roots/list"), QJsonObject(), &answer))
        finishCall(callKey, ClientAnswers::rootsResult(answer));
}
