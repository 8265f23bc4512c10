// SPDX-License-Identifier: MIT
#include "demotools.h"

#include "demoapp.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace {

QJsonObject annotations(bool readOnly, bool destructive, bool idempotent, bool openWorld)
{
    return QJsonObject {
        { u"readOnlyHint"_s, readOnly },
        { u"destructiveHint"_s, destructive },
        { u"idempotentHint"_s, idempotent },
        { u"openWorldHint"_s, openWorld },
    };
}

QJsonObject readOnlyAnnotations()
{
    return annotations(true, false, true, false);
}

QJsonObject objectSchema(const QJsonObject &properties, const QStringList &required = {})
{
    QJsonObject schema { { u"type"_s, u"object"_s }, { u"properties"_s, properties } };
    if (!required.isEmpty())
        schema.insert(u"required"_s, QJsonArray::fromStringList(required));
    return schema;
}

QJsonObject property(const QString &type, const QString &description, const QJsonObject &extra = {})
{
    QJsonObject schema = extra;
    schema.insert(u"type"_s, type);
    schema.insert(u"description"_s, description);
    return schema;
}

QJsonObject tool(const QString &name, const QString &title, const QString &description,
                 const QJsonObject &inputSchema, const QJsonObject &toolAnnotations = {})
{
    QJsonObject t {
        { u"name"_s, name },
        { u"title"_s, title },
        { u"description"_s, description },
        { u"inputSchema"_s, inputSchema },
    };
    if (!toolAnnotations.isEmpty())
        t.insert(u"annotations"_s, toolAnnotations);
    return t;
}

QJsonObject allTypesSchema()
{
    const QJsonObject point = objectSchema(
        {
            { u"x"_s, property(u"number"_s, u"Horizontal coordinate"_s) },
            { u"y"_s, property(u"number"_s, u"Vertical coordinate"_s) },
            { u"label"_s, property(u"string"_s, u"Optional label"_s) },
        },
        { u"x"_s, u"y"_s });
    QJsonObject geo = objectSchema({
        { u"lat"_s, property(u"number"_s, u"Latitude"_s, { { u"minimum"_s, -90 }, { u"maximum"_s, 90 } }) },
        { u"lon"_s, property(u"number"_s, u"Longitude"_s, { { u"minimum"_s, -180 }, { u"maximum"_s, 180 } }) },
    });
    geo.insert(u"description"_s, u"A position on Earth"_s);
    QJsonObject address = objectSchema(
        {
            { u"street"_s, property(u"string"_s, u"Street and number"_s) },
            { u"city"_s, property(u"string"_s, u"City"_s) },
            { u"country"_s, property(u"string"_s, u"Country"_s, { { u"default"_s, u"Norway"_s } }) },
            { u"geo"_s, geo },
        },
        { u"city"_s });
    address.insert(u"description"_s, u"A nested object with a nested object inside"_s);

    return objectSchema(
        {
            { u"text"_s, property(u"string"_s, u"A plain string (required)"_s, { { u"title"_s, u"Text"_s }, { u"minLength"_s, 1 } }) },
            { u"notes"_s, property(u"string"_s, u"Several lines of text"_s,
                                   { { u"title"_s, u"Notes"_s }, { u"maxLength"_s, 2000 },
                                     { u"default"_s, u"First line\nSecond line"_s } }) },
            { u"email"_s, property(u"string"_s, u"An email address"_s, { { u"title"_s, u"Email"_s }, { u"format"_s, u"email"_s } }) },
            { u"website"_s, property(u"string"_s, u"An absolute URI"_s, { { u"title"_s, u"Website"_s }, { u"format"_s, u"uri"_s } }) },
            { u"birthday"_s, property(u"string"_s, u"A date"_s, { { u"title"_s, u"Birthday"_s }, { u"format"_s, u"date"_s } }) },
            { u"when"_s, property(u"string"_s, u"A date and time"_s, { { u"title"_s, u"When"_s }, { u"format"_s, u"date-time"_s } }) },
            { u"ratio"_s, property(u"number"_s, u"A number between 0 and 1"_s,
                                   { { u"title"_s, u"Ratio"_s }, { u"minimum"_s, 0 }, { u"maximum"_s, 1 }, { u"default"_s, 0.5 } }) },
            { u"count"_s, property(u"integer"_s, u"A whole number between 0 and 100"_s,
                                   { { u"title"_s, u"Count"_s }, { u"minimum"_s, 0 }, { u"maximum"_s, 100 }, { u"default"_s, 10 } }) },
            { u"enabled"_s, property(u"boolean"_s, u"A switch"_s, { { u"title"_s, u"Enabled"_s }, { u"default"_s, false } }) },
            { u"color"_s, property(u"string"_s, u"One value out of a list"_s,
                                   { { u"title"_s, u"Colour"_s },
                                     { u"enum"_s, QJsonArray { u"red"_s, u"green"_s, u"blue"_s, u"yellow"_s } },
                                     { u"default"_s, u"green"_s } }) },
            { u"tags"_s, property(u"array"_s, u"A list of strings"_s,
                                  { { u"title"_s, u"Tags"_s }, { u"items"_s, QJsonObject { { u"type"_s, u"string"_s } } },
                                    { u"default"_s, QJsonArray() } }) },
            { u"points"_s, property(u"array"_s, u"A list of objects"_s,
                                    { { u"title"_s, u"Points"_s }, { u"items"_s, point }, { u"maxItems"_s, 100 } }) },
            { u"address"_s, address },
        },
        { u"text"_s });
}

} // namespace

QString DemoTools::extraToolName()
{
    return u"extra-tool"_s;
}

QJsonArray DemoTools::definitions(bool withExtraTool)
{
    const QJsonObject emptyInput = objectSchema({});
    QJsonArray tools;

    tools.append(tool(u"echo"_s, u"Echo"_s, u"Returns the message it was given, prefixed with \"Echo: \"."_s,
                      objectSchema({ { u"message"_s, property(u"string"_s, u"The message to echo"_s) } }, { u"message"_s }),
                      readOnlyAnnotations()));

    QJsonObject add = tool(u"add"_s, u"Add two numbers"_s,
                           u"Adds a and b; the sum comes back as text and as structured content."_s,
                           objectSchema({ { u"a"_s, property(u"number"_s, u"First addend"_s) },
                                          { u"b"_s, property(u"number"_s, u"Second addend"_s) } },
                                        { u"a"_s, u"b"_s }),
                           readOnlyAnnotations());
    add.insert(u"outputSchema"_s,
               objectSchema({ { u"sum"_s, property(u"number"_s, u"a + b"_s) } }, { u"sum"_s }));
    tools.append(add);

    QJsonObject allTypes = tool(u"all-types"_s, u"Every input type"_s,
                                u"Takes one argument of every JSON Schema type a form can show (formats, ranges, "
                                u"enum, arrays, nested objects, defaults) and returns what it received."_s,
                                allTypesSchema(), readOnlyAnnotations());
    allTypes.insert(u"outputSchema"_s,
                    objectSchema({ { u"received"_s, property(u"object"_s, u"The arguments, defaults filled in"_s) },
                                   { u"provided"_s, property(u"array"_s, u"Names of the arguments the client sent"_s,
                                                             { { u"items"_s, QJsonObject { { u"type"_s, u"string"_s } } } }) },
                                   { u"defaulted"_s, property(u"array"_s, u"Names of the arguments filled from defaults"_s,
                                                              { { u"items"_s, QJsonObject { { u"type"_s, u"string"_s } } } }) } },
                                 { u"received"_s, u"provided"_s, u"defaulted"_s }));
    tools.append(allTypes);

    tools.append(tool(u"get-image"_s, u"Get an image"_s, u"Returns a small PNG image made by the server."_s,
                      objectSchema({ { u"size"_s, property(u"integer"_s, u"Width and height in pixels"_s,
                                                           { { u"minimum"_s, 1 }, { u"maximum"_s, 256 }, { u"default"_s, 64 } }) } }),
                      readOnlyAnnotations()));
    tools.append(tool(u"get-audio"_s, u"Get a sound"_s,
                      u"Returns a quarter-second 440 Hz tone as a WAV file (8 kHz mono 16-bit)."_s, emptyInput,
                      readOnlyAnnotations()));
    tools.append(tool(u"get-resource-links"_s, u"Get resource links"_s,
                      u"Returns resource_link blocks that point at the demo resources."_s,
                      objectSchema({ { u"count"_s, property(u"integer"_s, u"How many links"_s,
                                                            { { u"minimum"_s, 1 }, { u"maximum"_s, 10 }, { u"default"_s, 3 } }) } }),
                      readOnlyAnnotations()));
    tools.append(tool(u"get-embedded-resource"_s, u"Get an embedded resource"_s,
                      u"Returns the contents of a demo resource embedded in the result."_s,
                      objectSchema({ { u"uri"_s, property(u"string"_s, u"The resource to embed"_s,
                                                          { { u"format"_s, u"uri"_s }, { u"default"_s, u"demo://notes/01.md"_s } }) } }),
                      readOnlyAnnotations()));
    tools.append(tool(u"fail"_s, u"Always fail"_s,
                      u"Always returns a tool error (isError: true), which is not a protocol error."_s,
                      objectSchema({ { u"reason"_s, property(u"string"_s, u"Optional words to put in the error"_s) } }),
                      readOnlyAnnotations()));
    tools.append(tool(u"long-running"_s, u"Long-running operation"_s,
                      u"Takes a while, reports progress when the call carries _meta.progressToken, and stops "
                      u"when it is cancelled."_s,
                      objectSchema({ { u"duration"_s, property(u"number"_s, u"Total time in seconds"_s,
                                                               { { u"minimum"_s, 0 }, { u"maximum"_s, 600 }, { u"default"_s, 5 } }) },
                                     { u"steps"_s, property(u"integer"_s, u"Number of progress steps"_s,
                                                            { { u"minimum"_s, 1 }, { u"maximum"_s, 1000 }, { u"default"_s, 5 } }) } }),
                      readOnlyAnnotations()));
    tools.append(tool(u"ask-sampling"_s, u"Ask the client's model"_s,
                      u"Sends sampling/createMessage to the client and returns what its model answered."_s,
                      objectSchema({ { u"prompt"_s, property(u"string"_s, u"What to ask the model"_s) },
                                     { u"maxTokens"_s, property(u"integer"_s, u"Longest answer wanted"_s,
                                                                { { u"minimum"_s, 1 }, { u"maximum"_s, 4096 }, { u"default"_s, 100 } }) } },
                                   { u"prompt"_s }),
                      annotations(true, false, false, true)));
    tools.append(tool(u"ask-elicitation"_s, u"Ask the user"_s,
                      u"Sends elicitation/create (a form: name, age, subscribe, colour) to the client and reports the answer."_s,
                      emptyInput, annotations(true, false, false, false)));
    tools.append(tool(u"list-roots"_s, u"List the client's roots"_s,
                      u"Sends roots/list to the client and reports the roots it gave."_s, emptyInput,
                      annotations(true, false, false, false)));
    tools.append(tool(u"toggle-tools"_s, u"Add or remove a tool"_s,
                      u"Adds the tool 'extra-tool', or removes it when it is there, and sends "
                      u"notifications/tools/list_changed."_s,
                      emptyInput, annotations(false, false, false, false)));
    tools.append(tool(u"add-note"_s, u"Add a note"_s,
                      u"Adds a markdown resource and sends notifications/resources/list_changed."_s,
                      objectSchema({ { u"title"_s, property(u"string"_s, u"Title of the note"_s, { { u"minLength"_s, 1 } }) },
                                     { u"text"_s, property(u"string"_s, u"Body of the note (markdown)"_s) } },
                                   { u"title"_s, u"text"_s }),
                      annotations(false, false, false, false)));
    tools.append(tool(u"log-something"_s, u"Log at every level"_s,
                      u"Sends notifications/message once per logging level, from debug to emergency; the "
                      u"level set with logging/setLevel filters them."_s,
                      objectSchema({ { u"message"_s, property(u"string"_s, u"Text to log"_s,
                                                              { { u"default"_s, u"Hello from the demo server"_s } }) } }),
                      readOnlyAnnotations()));
    // An MCP App (SEP-1865): show_counter names its ui:// resource, whose button calls
    // counter_increment back through the host.
    const QJsonObject countOutput = objectSchema({ { u"count"_s, property(u"integer"_s, u"The counter's value"_s) } }, { u"count"_s });
    QJsonObject showCounter = tool(u"show_counter"_s, u"Show the counter app"_s,
                                   u"Returns the counter's value, with an MCP App (ui://demo/counter) that shows it and "
                                   u"counts up through counter_increment."_s,
                                   emptyInput, readOnlyAnnotations());
    showCounter.insert(u"outputSchema"_s, countOutput);
    showCounter.insert(u"_meta"_s, DemoApp::toolMeta());
    tools.append(showCounter);
    QJsonObject increment = tool(u"counter_increment"_s, u"Count up"_s,
                                 u"Adds to the counter that the show_counter app shows, and returns its new value."_s,
                                 objectSchema({ { u"by"_s, property(u"integer"_s, u"How much to add"_s,
                                                                    { { u"minimum"_s, 1 }, { u"maximum"_s, 100 }, { u"default"_s, 1 } }) } }),
                                 annotations(false, false, false, false));
    increment.insert(u"outputSchema"_s, countOutput);
    tools.append(increment);
    if (withExtraTool) {
        tools.append(tool(extraToolName(), u"Extra tool"_s,
                          u"Only listed after toggle-tools added it; says hello."_s, emptyInput,
                          readOnlyAnnotations()));
    }
    return tools;
}

QJsonObject DemoTools::definition(const QString &name, bool withExtraTool)
{
    const QJsonArray tools = definitions(withExtraTool);
    for (const QJsonValue &t : tools) {
        if (t.toObject().value(u"name").toString() == name)
            return t.toObject();
    }
    return QJsonObject();
}
