// SPDX-License-Identifier: MIT
// Implemented in jsontree.cpp.
#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <memory>

namespace mcpscope {

/// Qt trees made from JSON text, counted. Every QJsonDocument mcpscope parses goes through
/// parse() (a configure check holds the sources to it), so that tests and benchmarks can prove
/// what docs/ARCHITECTURE.md promises: a received message is scanned once on arrival, and a tree
/// is made only for what a view shows, once.
namespace jsontree {

/// QJsonDocument::fromJson(@p json, @p error), counted.
QJsonDocument parse(const QByteArray &json, QJsonParseError *error = nullptr);
/// How many texts parse() has turned into trees in this process (all threads).
quint64 parses();

} // namespace jsontree

/// A JSON object's text as it was written, with its tree made on the first call of object()
/// and kept. Copies share both, so a result handed from the client to a controller and on to a
/// view is parsed at most once however often it is copied. Not for sharing across threads.
class ObjectText
{
public:
    ObjectText() = default;
    /// @p text: an object as written (member order, numbers and escapes as the server sent them).
    explicit ObjectText(const QByteArray &text);
    /// @p text and the tree it stands for, both already made (an edited copy of a result).
    ObjectText(const QByteArray &text, const QJsonObject &tree);
    /// An object mcpscope made: its compact text, and the tree it already has.
    static ObjectText fromObject(const QJsonObject &object);

    const QByteArray &text() const;
    bool isEmpty() const { return !m_state || m_state->text.isEmpty(); }
    /// The tree, parsed from text() on the first call (an empty object when the text is not one).
    const QJsonObject &object() const;
    /// Whether the text is a JSON object (makes the tree, as object()).
    bool isObject() const;
    /// Whether object() has been made (tests and benchmarks).
    bool hasTree() const { return m_state && m_state->parsed; }

private:
    struct State
    {
        QByteArray text;
        QJsonObject tree;
        bool parsed = false;
        bool isObject = false;
    };
    std::shared_ptr<State> m_state;
};

} // namespace mcpscope
