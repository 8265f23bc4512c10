// SPDX-License-Identifier: MIT
#include "demotools.h"

#include "demoapp.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace {

QJsonObject annotations(bool readOnly, bool destructive, bool idempotent, bool openWorld)
{
    return QJsonObject{
        {QStringLiteral("readOnlyHint"), readOnly},
        {QStringLiteral("destructiveHint"), destructive},
        {QStringLiteral("idempotentHint"), idempotent},
        {QStringLiteral("openWorldHint"), openWorld},
    };
}

QJsonObject readOnlyAnnotations()
{
    return annotations(true, false, true, false);
}

QJsonObject objectSchema(const QJsonObject &properties, const QStringList &required = {})
{
    QJsonObject schema{{QStringLiteral("type"), QStringLiteral("object")}, {QStringLiteral("properties"), properties}};
    if (!required.isEmpty())
        schema.insert(QStringLiteral("required"), QJsonArray::fromStringList(required));
    return schema;
}

QJsonObject property(const QString &type, const QString &description, const QJsonObject &extra = {})
{
    QJsonObject schema = extra;
    schema.insert(QStringLiteral("type"), type);
    schema.insert(QStringLiteral("description"), description);
    return schema;
}

QJsonObject tool(const QString &name, const QString &title, const QString &description, const QJsonObject &inputSchema,
                 const QJsonObject &toolAnnotations = {})
{
    QJsonObject t{
        {QStringLiteral("name"), name},
        {QStringLiteral("title"), title},
        {QStringLiteral("description"), description},
        {QStringLiteral("inputSchema"), inputSchema},
    };
    if (!toolAnnotations.isEmpty())
        t.insert(QStringLiteral("annotations"), toolAnnotations);
    return t;
}

QJsonObject allTypesSchema()
{
    const QJsonObject point = objectSchema(
        {
            {QStringLiteral("x"), property(QStringLiteral("number"), QStringLiteral("Horizontal coordinate"))},
            {QStringLiteral("y"), property(QStringLiteral("number"), QStringLiteral("Vertical coordinate"))},
            {QStringLiteral("label"), property(QStringLiteral("string"), QStringLiteral("Optional label"))},
        },
        {QStringLiteral("x"), QStringLiteral("y")});
    QJsonObject geo = objectSchema({
        {QStringLiteral("lat"), property(QStringLiteral("number"), QStringLiteral("Latitude"),
                                         {{QStringLiteral("minimum"), -90}, {QStringLiteral("maximum"), 90}})},
        {QStringLiteral("lon"), property(QStringLiteral("number"), QStringLiteral("Longitude"),
                                         {{QStringLiteral("minimum"), -180}, {QStringLiteral("maximum"), 180}})},
    });
    geo.insert(QStringLiteral("description"), QStringLiteral("A position on Earth"));
    QJsonObject address = objectSchema(
        {
            {QStringLiteral("street"), property(QStringLiteral("string"), QStringLiteral("Street and number"))},
            {QStringLiteral("city"), property(QStringLiteral("string"), QStringLiteral("City"))},
            {QStringLiteral("country"), property(QStringLiteral("string"), QStringLiteral("Country"),
                                                 {{QStringLiteral("default"), QStringLiteral("Norway")}})},
            {QStringLiteral("geo"), geo},
        },
        {QStringLiteral("city")});
    address.insert(QStringLiteral("description"), QStringLiteral("A nested object with a nested object inside"));

    return objectSchema(
        {
            {QStringLiteral("text"),
             property(QStringLiteral("string"), QStringLiteral("A plain string (required)"),
                      {{QStringLiteral("title"), QStringLiteral("Text")}, {QStringLiteral("minLength"), 1}})},
            {QStringLiteral("notes"),
             property(QStringLiteral("string"), QStringLiteral("Several lines of text"),
                      {{QStringLiteral("title"), QStringLiteral("Notes")},
                       {QStringLiteral("maxLength"), 2000},
                       {QStringLiteral("default"), QStringLiteral("First line\nSecond line")}})},
            {QStringLiteral("email"), property(QStringLiteral("string"), QStringLiteral("An email address"),
                                               {{QStringLiteral("title"), QStringLiteral("Email")},
                                                {QStringLiteral("format"), QStringLiteral("email")}})},
            {QStringLiteral("website"), property(QStringLiteral("string"), QStringLiteral("An absolute URI"),
                                                 {{QStringLiteral("title"), QStringLiteral("Website")},
                                                  {QStringLiteral("format"), QStringLiteral("uri")}})},
            {QStringLiteral("birthday"), property(QStringLiteral("string"), QStringLiteral("A date"),
                                                  {{QStringLiteral("title"), QStringLiteral("Birthday")},
                                                   {QStringLiteral("format"), QStringLiteral("date")}})},
            {QStringLiteral("when"), property(QStringLiteral("string"), QStringLiteral("A date and time"),
                                              {{QStringLiteral("title"), QStringLiteral("When")},
                                               {QStringLiteral("format"), QStringLiteral("date-time")}})},
            {QStringLiteral("ratio"), property(QStringLiteral("number"), QStringLiteral("A number between 0 and 1"),
                                               {{QStringLiteral("title"), QStringLiteral("Ratio")},
                                                {QStringLiteral("minimum"), 0},
                                                {QStringLiteral("maximum"), 1},
                                                {QStringLiteral("default"), 0.5}})},
            {QStringLiteral("count"),
             property(QStringLiteral("integer"), QStringLiteral("A whole number between 0 and 100"),
                      {{QStringLiteral("title"), QStringLiteral("Count")},
                       {QStringLiteral("minimum"), 0},
                       {QStringLiteral("maximum"), 100},
                       {QStringLiteral("default"), 10}})},
            {QStringLiteral("enabled"),
             property(QStringLiteral("boolean"), QStringLiteral("A switch"),
                      {{QStringLiteral("title"), QStringLiteral("Enabled")}, {QStringLiteral("default"), false}})},
            {QStringLiteral("color"),
             property(QStringLiteral("string"), QStringLiteral("One value out of a list"),
                      {{QStringLiteral("title"), QStringLiteral("Colour")},
                       {QStringLiteral("enum"), QJsonArray{QStringLiteral("red"), QStringLiteral("green"),
                                                           QStringLiteral("blue"), QStringLiteral("yellow")}},
                       {QStringLiteral("default"), QStringLiteral("green")}})},
            {QStringLiteral("tags"),
             property(QStringLiteral("array"), QStringLiteral("A list of strings"),
                      {{QStringLiteral("title"), QStringLiteral("Tags")},
                       {QStringLiteral("items"), QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}},
                       {QStringLiteral("default"), QJsonArray()}})},
            {QStringLiteral("points"), property(QStringLiteral("array"), QStringLiteral("A list of objects"),
                                                {{QStringLiteral("title"), QStringLiteral("Points")},
                                                 {QStringLiteral("items"), point},
                                                 {QStringLiteral("maxItems"), 100}})},
            {QStringLiteral("address"), address},
        },
        {QStringLiteral("text")});
}

} // namespace

QString DemoTools::extraToolName()
{
    return QStringLiteral("extra-tool");
}

QJsonArray DemoTools::definitions(bool withExtraTool)
{
    const QJsonObject emptyInput = objectSchema({});
    QJsonArray tools;

    tools.append(tool(QStringLiteral("echo"), QStringLiteral("Echo"),
                      QStringLiteral("Returns the message it was given, prefixed with \"Echo: \"."),
                      objectSchema({{QStringLiteral("message"),
                                     property(QStringLiteral("string"), QStringLiteral("The message to echo"))}},
                                   {QStringLiteral("message")}),
                      readOnlyAnnotations()));

    QJsonObject add = tool(
        QStringLiteral("add"), QStringLiteral("Add two numbers"),
        QStringLiteral("Adds a and b; the sum comes back as text and as structured content."),
        objectSchema({{QStringLiteral("a"), property(QStringLiteral("number"), QStringLiteral("First addend"))},
                      {QStringLiteral("b"), property(QStringLiteral("number"), QStringLiteral("Second addend"))}},
                     {QStringLiteral("a"), QStringLiteral("b")}),
        readOnlyAnnotations());
    add.insert(QStringLiteral("outputSchema"),
               objectSchema({{QStringLiteral("sum"), property(QStringLiteral("number"), QStringLiteral("a + b"))}},
                            {QStringLiteral("sum")}));
    tools.append(add);

    QJsonObject allTypes
        = tool(QStringLiteral("all-types"), QStringLiteral("Every input type"),
               QStringLiteral("Takes one argument of every JSON Schema type a form can show (formats, ranges, "
                              "enum, arrays, nested objects, defaults) and returns what it received."),
               allTypesSchema(), readOnlyAnnotations());
    allTypes.insert(
        QStringLiteral("outputSchema"),
        objectSchema(
            {{QStringLiteral("received"),
              property(QStringLiteral("object"), QStringLiteral("The arguments, defaults filled in"))},
             {QStringLiteral("provided"),
              property(QStringLiteral("array"), QStringLiteral("Names of the arguments the client sent"),
                       {{QStringLiteral("items"), QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}}})},
             {QStringLiteral("defaulted"),
              property(QStringLiteral("array"), QStringLiteral("Names of the arguments filled from defaults"),
                       {{QStringLiteral("items"), QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}}})}},
            {QStringLiteral("received"), QStringLiteral("provided"), QStringLiteral("defaulted")}));
    tools.append(allTypes);

    tools.append(tool(QStringLiteral("get-image"), QStringLiteral("Get an image"),
                      QStringLiteral("Returns a small PNG image made by the server."),
                      objectSchema({{QStringLiteral("size"),
                                     property(QStringLiteral("integer"), QStringLiteral("Width and height in pixels"),
                                              {{QStringLiteral("minimum"), 1},
                                               {QStringLiteral("maximum"), 256},
                                               {QStringLiteral("default"), 64}})}}),
                      readOnlyAnnotations()));
    tools.append(tool(QStringLiteral("get-audio"), QStringLiteral("Get a sound"),
                      QStringLiteral("Returns a quarter-second 440 Hz tone as a WAV file (8 kHz mono 16-bit)."),
                      emptyInput, readOnlyAnnotations()));
    tools.append(tool(
        QStringLiteral("get-resource-links"), QStringLiteral("Get resource links"),
        QStringLiteral("Returns resource_link blocks that point at the demo resources."),
        objectSchema({{QStringLiteral("count"), property(QStringLiteral("integer"), QStringLiteral("How many links"),
                                                         {{QStringLiteral("minimum"), 1},
                                                          {QStringLiteral("maximum"), 10},
                                                          {QStringLiteral("default"), 3}})}}),
        readOnlyAnnotations()));
    tools.append(tool(QStringLiteral("get-embedded-resource"), QStringLiteral("Get an embedded resource"),
                      QStringLiteral("Returns the contents of a demo resource embedded in the result."),
                      objectSchema({{QStringLiteral("uri"),
                                     property(QStringLiteral("string"), QStringLiteral("The resource to embed"),
                                              {{QStringLiteral("format"), QStringLiteral("uri")},
                                               {QStringLiteral("default"), QStringLiteral("demo://notes/01.md")}})}}),
                      readOnlyAnnotations()));
    tools.append(
        tool(QStringLiteral("fail"), QStringLiteral("Always fail"),
             QStringLiteral("Always returns a tool error (isError: true), which is not a protocol error."),
             objectSchema({{QStringLiteral("reason"),
                            property(QStringLiteral("string"), QStringLiteral("Optional words to put in the error"))}}),
             readOnlyAnnotations()));
    tools.append(tool(
        QStringLiteral("long-running"), QStringLiteral("Long-running operation"),
        QStringLiteral("Takes a while, reports progress when the call carries _meta.progressToken, and stops "
                       "when it is cancelled."),
        objectSchema(
            {{QStringLiteral("duration"),
              property(
                  QStringLiteral("number"), QStringLiteral("Total time in seconds"),
                  {{QStringLiteral("minimum"), 0}, {QStringLiteral("maximum"), 600}, {QStringLiteral("default"), 5}})},
             {QStringLiteral("steps"), property(QStringLiteral("integer"), QStringLiteral("Number of progress steps"),
                                                {{QStringLiteral("minimum"), 1},
                                                 {QStringLiteral("maximum"), 1000},
                                                 {QStringLiteral("default"), 5}})}}),
        readOnlyAnnotations()));
    tools.append(tool(
        QStringLiteral("ask-sampling"), QStringLiteral("Ask the client's model"),
        QStringLiteral("Sends sampling/createMessage to the client and returns what its model answered."),
        objectSchema(
            {{QStringLiteral("prompt"), property(QStringLiteral("string"), QStringLiteral("What to ask the model"))},
             {QStringLiteral("maxTokens"), property(QStringLiteral("integer"), QStringLiteral("Longest answer wanted"),
                                                    {{QStringLiteral("minimum"), 1},
                                                     {QStringLiteral("maximum"), 4096},
                                                     {QStringLiteral("default"), 100}})}},
            {QStringLiteral("prompt")}),
        annotations(true, false, false, true)));
    tools.append(tool(
        QStringLiteral("ask-elicitation"), QStringLiteral("Ask the user"),
        QStringLiteral(
            "Sends elicitation/create (a form: name, age, subscribe, colour) to the client and reports the answer."),
        emptyInput, annotations(true, false, false, false)));
    tools.append(tool(QStringLiteral("list-roots"), QStringLiteral("List the client's roots"),
                      QStringLiteral("Sends roots/list to the client and reports the roots it gave."), emptyInput,
                      annotations(true, false, false, false)));
    tools.append(tool(QStringLiteral("toggle-tools"), QStringLiteral("Add or remove a tool"),
                      QStringLiteral("Adds the tool 'extra-tool', or removes it when it is there, and sends "
                                     "notifications/tools/list_changed."),
                      emptyInput, annotations(false, false, false, false)));
    tools.append(tool(
        QStringLiteral("add-note"), QStringLiteral("Add a note"),
        QStringLiteral("Adds a markdown resource and sends notifications/resources/list_changed."),
        objectSchema({{QStringLiteral("title"), property(QStringLiteral("string"), QStringLiteral("Title of the note"),
                                                         {{QStringLiteral("minLength"), 1}})},
                      {QStringLiteral("text"),
                       property(QStringLiteral("string"), QStringLiteral("Body of the note (markdown)"))}},
                     {QStringLiteral("title"), QStringLiteral("text")}),
        annotations(false, false, false, false)));
    tools.append(
        tool(QStringLiteral("log-something"), QStringLiteral("Log at every level"),
             QStringLiteral("Sends notifications/message once per logging level, from debug to emergency; the "
                            "level set with logging/setLevel filters them."),
             objectSchema({{QStringLiteral("message"),
                            property(QStringLiteral("string"), QStringLiteral("Text to log"),
                                     {{QStringLiteral("default"), QStringLiteral("Hello from the demo server")}})}}),
             readOnlyAnnotations()));
    // An MCP App (SEP-1865): show_counter names its ui:// resource, whose button calls
    // counter_increment back through the host.
    const QJsonObject countOutput = objectSchema(
        {{QStringLiteral("count"), property(QStringLiteral("integer"), QStringLiteral("The counter's value"))}},
        {QStringLiteral("count")});
    QJsonObject showCounter
        = tool(QStringLiteral("show_counter"), QStringLiteral("Show the counter app"),
               QStringLiteral("Returns the counter's value, with an MCP App (ui://demo/counter) that shows it and "
                              "counts up through counter_increment."),
               emptyInput, readOnlyAnnotations());
    showCounter.insert(QStringLiteral("outputSchema"), countOutput);
    showCounter.insert(QStringLiteral("_meta"), DemoApp::toolMeta());
    tools.append(showCounter);
    QJsonObject increment = tool(
        QStringLiteral("counter_increment"), QStringLiteral("Count up"),
        QStringLiteral("Adds to the counter that the show_counter app shows, and returns its new value."),
        objectSchema({{QStringLiteral("by"), property(QStringLiteral("integer"), QStringLiteral("How much to add"),
                                                      {{QStringLiteral("minimum"), 1},
                                                       {QStringLiteral("maximum"), 100},
                                                       {QStringLiteral("default"), 1}})}}),
        annotations(false, false, false, false));
    increment.insert(QStringLiteral("outputSchema"), countOutput);
    tools.append(increment);
    // A task (MCP 2025-11-25 tasks, and the 2026-07-28 extension io.modelcontextprotocol/tasks).
    QJsonObject slowCount = tool(
        QStringLiteral("slow_count"), QStringLiteral("Count slowly (a task)"),
        QStringLiteral("Counts to `to`, one step every `stepMs` ms, with progress and a status message. Run it as a "
                       "task to follow it with tasks/get and cancel it with tasks/cancel; with `confirm`, the task "
                       "first waits for the user to say yes (input_required, through elicitation)."),
        objectSchema({{QStringLiteral("to"), property(QStringLiteral("integer"), QStringLiteral("Where to count to"),
                                                      {{QStringLiteral("minimum"), 1},
                                                       {QStringLiteral("maximum"), 1000},
                                                       {QStringLiteral("default"), 5}})},
                      {QStringLiteral("stepMs"),
                       property(QStringLiteral("integer"), QStringLiteral("Milliseconds between two counts"),
                                {{QStringLiteral("minimum"), 50},
                                 {QStringLiteral("maximum"), 10000},
                                 {QStringLiteral("default"), 500}})},
                      {QStringLiteral("confirm"),
                       property(QStringLiteral("boolean"),
                                QStringLiteral("Ask the user before counting (only when run as a task)"),
                                {{QStringLiteral("default"), false}})}}),
        readOnlyAnnotations());
    slowCount.insert(QStringLiteral("execution"),
                     QJsonObject{{QStringLiteral("taskSupport"), QStringLiteral("optional")}});
    tools.append(slowCount);
    if (withExtraTool) {
        tools.append(tool(extraToolName(), QStringLiteral("Extra tool"),
                          QStringLiteral("Only listed after toggle-tools added it; says hello."), emptyInput,
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
