// SPDX-License-Identifier: MIT
#include "jsontree.h"

#include <atomic>

namespace mcpscope {

namespace {
std::atomic<quint64> s_parses{0};
}

QJsonDocument jsontree::parse(const QByteArray &json, QJsonParseError *error)
{
    s_parses.fetch_add(1, std::memory_order_relaxed);
    return QJsonDocument::fromJson(json, error); // the one call in mcpscope (see jsontree.h)
}

quint64 jsontree::parses()
{
    return s_parses.load(std::memory_order_relaxed);
}

ObjectText::ObjectText(const QByteArray &text)
    : m_state(std::make_shared<State>())
{
    m_state->text = text;
}

ObjectText::ObjectText(const QByteArray &text, const QJsonObject &tree)
    : m_state(std::make_shared<State>())
{
    m_state->text = text;
    m_state->tree = tree;
    m_state->parsed = true;
    m_state->isObject = true;
}

ObjectText ObjectText::fromObject(const QJsonObject &object)
{
    return ObjectText(QJsonDocument(object).toJson(QJsonDocument::Compact), object);
}

const QByteArray &ObjectText::text() const
{
    static const QByteArray none;
    return m_state ? m_state->text : none;
}

const QJsonObject &ObjectText::object() const
{
    static const QJsonObject none;
    if (!m_state)
        return none;
    if (!m_state->parsed) {
        const QJsonDocument doc = jsontree::parse(m_state->text);
        m_state->tree = doc.object();
        m_state->isObject = doc.isObject();
        m_state->parsed = true;
    }
    return m_state->tree;
}

bool ObjectText::isObject() const
{
    object();
    return m_state && m_state->isObject;
}

} // namespace mcpscope
