// SPDX-License-Identifier: MIT
// DemoServer's tools that ask the client something, in the stateless era (MCP 2026-07-28): a
// multi round-trip request (MRTR). The first call is answered with an InputRequiredResult whose
// inputRequests carry the question and whose requestState (signed, see RequestState) lets the
// server check the retry; the client calls again with inputResponses and that requestState.
#include "demoserver.h"

#include "clientanswers.h"
#include "modernprotocol.h"
#include "requeststate.h"

using namespace Qt::StringLiterals;

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
        failCall(callKey, RpcError { RpcError::InvalidParams, u"Invalid params: inputResponses must be an object"_s });
        return false;
    }
    int round = 0;
    if (!state.isUndefined()) {
        QJsonObject data;
        QString why;
        if (!state.isString()
            || !RequestState::open(state.toString(), u"tools/call"_s, call.tool, arguments, &data, &why)) {
            logLine(u"tools/call %1: refused the requestState: %2"_s.arg(call.tool, why));
            failCall(callKey, RpcError { RpcError::InvalidParams,
                                         u"Invalid params: the requestState cannot be used: "_s
                                             + (state.isString() ? why : u"it must be a string"_s) });
            return false;
        }
        round = data.value(u"round").toInt();
        const QJsonValue value = responses.toObject().value(key);
        if (value.isObject()) {
            *answer = value.toObject();
            return true;
        }
        // The answer is missing: ask again rather than fail.
        logLine(u"tools/call %1: no input response '%2'; asking again"_s.arg(call.tool, key));
    } else if (responses.isObject()) {
        // The server always sends a requestState with its question: answers without one are not
        // answers to it.
        failCall(callKey, RpcError { RpcError::InvalidParams,
                                     u"Invalid params: inputResponses came without the requestState of the "
                                     u"InputRequiredResult they answer"_s });
        return false;
    }

    QJsonObject request { { u"method"_s, method } };
    if (!params.isEmpty())
        request.insert(u"params"_s, params);
    const QJsonObject data { { u"ask"_s, key }, { u"round"_s, round + 1 } };
    finishCall(callKey, QJsonObject {
                            { u"resultType"_s, u"input_required"_s },
                            { u"inputRequests"_s, QJsonObject { { key, request } } },
                            { u"requestState"_s, RequestState::seal(u"tools/call"_s, call.tool, arguments, data) },
                        });
    return false;
}

void DemoServer::inputAskSampling(const QString &callKey, const QJsonObject &arguments)
{
    const QJsonObject capabilities = ModernProtocol::clientCapabilities(m_calls.value(callKey).params);
    if (!hasCapability(capabilities, u"sampling"_s)) {
        failCall(callKey, ModernProtocol::missingCapability(
                              u"sampling"_s, u"Missing required client capability: ask-sampling asks the client "
                                             u"through sampling/createMessage, and the client did not declare "
                                             u"'sampling' in its clientCapabilities"_s));
        return;
    }
    QJsonObject answer;
    if (inputRound(callKey, arguments, u"answer"_s, u"sampling/createMessage"_s,
                   ClientAnswers::samplingParams(arguments), &answer))
        finishCall(callKey, ClientAnswers::samplingResult(answer));
}

void DemoServer::inputAskElicitation(const QString &callKey, const QJsonObject &arguments)
{
    const QJsonObject capabilities = ModernProtocol::clientCapabilities(m_calls.value(callKey).params);
    const QJsonObject elicitation = capabilities.value(u"elicitation").toObject();
    // A bare "elicitation": {} means form mode.
    if (!hasCapability(capabilities, u"elicitation"_s) || (!elicitation.contains(u"form") && elicitation.contains(u"url"))) {
        failCall(callKey, ModernProtocol::missingCapability(
                              u"elicitation"_s, u"Missing required client capability: ask-elicitation asks the user "
                                                u"through a form (elicitation/create), and the client did not declare "
                                                u"form elicitation in its clientCapabilities"_s));
        return;
    }
    QJsonObject answer;
    if (inputRound(callKey, arguments, u"profile"_s, u"elicitation/create"_s, ClientAnswers::elicitationParams(true),
                   &answer))
        finishCall(callKey, ClientAnswers::elicitationResult(answer));
}

void DemoServer::inputListRoots(const QString &callKey, const QJsonObject &arguments)
{
    const QJsonObject capabilities = ModernProtocol::clientCapabilities(m_calls.value(callKey).params);
    if (!hasCapability(capabilities, u"roots"_s)) {
        failCall(callKey, ModernProtocol::missingCapability(
                              u"roots"_s, u"Missing required client capability: list-roots asks the client through "
                                          u"roots/list, and the client did not declare 'roots' in its "
                                          u"clientCapabilities"_s));
        return;
    }
    QJsonObject answer;
    if (inputRound(callKey, arguments, u"roots"_s, u"roots/list"_s, QJsonObject(), &answer))
        finishCall(callKey, ClientAnswers::rootsResult(answer));
}
