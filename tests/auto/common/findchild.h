// SPDX-License-Identifier: MIT
// Tests reach a widget's parts by their objectName, as a person reaches them by what they
// see, rather than through getters kept on the class only for the tests.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QtGlobal>

namespace mcpscope::test {

/// The child of @p parent of type T named @p name. Stops the test with the name it looked for
/// when there is none: a renamed or removed widget is then said plainly instead of crashing on
/// a null pointer further down.
template<typename T>
T *child(const QObject *parent, const QString &name)
{
    T *found = parent->findChild<T *>(name);
    if (!found)
        qFatal("%s has no child of type %s named \"%s\"", parent->metaObject()->className(),
               T::staticMetaObject.className(), qUtf8Printable(name));
    return found;
}

template<typename T>
T *child(const QObject &parent, const QString &name)
{
    return child<T>(&parent, name);
}

} // namespace mcpscope::test
