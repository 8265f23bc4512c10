<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>mcpscope::ArgumentForm</name>
    <message numerus="yes">
        <source>%n more argument(s) are not shown.</source>
        <translation>
            <numerusform>%n more argument is not shown.</numerusform>
            <numerusform>%n more arguments are not shown.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::BrokenAnswers</name>
    <message numerus="yes">
        <source>The server answered %1, but it pretty-printed the answer over %n lines; MCP over stdio needs exactly one message per line, so it cannot be read as one.</source>
        <translation>
            <numerusform>The server answered %1, but it pretty-printed the answer over %n line; MCP over stdio needs exactly one message per line, so it cannot be read as one.</numerusform>
            <numerusform>The server answered %1, but it pretty-printed the answer over %n lines; MCP over stdio needs exactly one message per line, so it cannot be read as one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The server wrote %n line(s) on its output that are no JSON-RPC message, and no message at all</source>
        <translation>
            <numerusform>The server wrote %n line on its output that is no JSON-RPC message, and no message at all</numerusform>
            <numerusform>The server wrote %n lines on its output that are no JSON-RPC messages, and no message at all</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::CacheHint</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::CollectionPanel</name>
    <message numerus="yes">
        <source>%1 — %n step(s)</source>
        <translation>
            <numerusform>%1 — %n step</numerusform>
            <numerusform>%1 — %n steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::CollectionRunner</name>
    <message numerus="yes">
        <source>%n protocol error(s): %1</source>
        <translation>
            <numerusform>%n protocol error: %1</numerusform>
            <numerusform>%n protocol errors: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::ConnectionDoctor</name>
    <message numerus="yes">
        <source>The server printed %n line(s) that are not JSON messages; the first is &quot;%1&quot;: it seems to pretty-print its JSON.</source>
        <translation>
            <numerusform>The server printed %n line that is not a JSON message: &quot;%1&quot;; it seems to pretty-print its JSON.</numerusform>
            <numerusform>The server printed %n lines that are not JSON messages; the first is &quot;%1&quot;: it seems to pretty-print its JSON.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The server printed %n line(s) on its standard output that are not JSON messages; the first is &quot;%1&quot;.</source>
        <translation>
            <numerusform>The server printed %n line on its standard output that is not a JSON message: &quot;%1&quot;.</numerusform>
            <numerusform>The server printed %n lines on its standard output that are not JSON messages; the first is &quot;%1&quot;.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The server sent %n message(s) but has not answered initialize.</source>
        <translation>
            <numerusform>The server sent %n message but has not answered initialize.</numerusform>
            <numerusform>The server sent %n messages but has not answered initialize.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::ExportDialog</name>
    <message numerus="yes">
        <source>Only the selected rows (%n)</source>
        <translation>
            <numerusform>Only the selected row (%n)</numerusform>
            <numerusform>Only the selected rows (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::HttpTransport</name>
    <message numerus="yes">
        <source>%1 redirected more than %n time(s) (a redirect loop?).</source>
        <translation>
            <numerusform>%1 redirected more than %n time (a redirect loop?).</numerusform>
            <numerusform>%1 redirected more than %n times (a redirect loop?).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The server still refuses access (%1) after %n attempt(s) to authorize.</source>
        <translation>
            <numerusform>The server still refuses access (%1) after %n attempt to authorize.</numerusform>
            <numerusform>The server still refuses access (%1) after %n attempts to authorize.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The server&apos;s event stream kept closing; mcpscope gave up after %n attempt(s) to resume it.</source>
        <translation>
            <numerusform>The server&apos;s event stream kept closing; mcpscope gave up after %n attempt to resume it.</numerusform>
            <numerusform>The server&apos;s event stream kept closing; mcpscope gave up after %n attempts to resume it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The server&apos;s event stream for this request carries an event without a &quot;data:&quot; line (%n line(s) with no SSE field name, such as a message written without &quot;data: &quot; in front). SSE drops such an event, so the answer cannot arrive; mcpscope stopped waiting for it.</source>
        <translation>
            <numerusform>The server&apos;s event stream for this request carries an event without a &quot;data:&quot; line (%n line with no SSE field name, such as a message written without &quot;data: &quot; in front). SSE drops such an event, so the answer cannot arrive; mcpscope stopped waiting for it.</numerusform>
            <numerusform>The server&apos;s event stream for this request carries an event without a &quot;data:&quot; line (%n lines with no SSE field name, such as a message written without &quot;data: &quot; in front). SSE drops such an event, so the answer cannot arrive; mcpscope stopped waiting for it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::LatencyChart</name>
    <message numerus="yes">
        <source>%n answer(s); p50 %1 ms, p90 %2 ms, p99 %3 ms</source>
        <translation>
            <numerusform>%n answer; p50 %1 ms, p90 %2 ms, p99 %3 ms</numerusform>
            <numerusform>%n answers; p50 %1 ms, p90 %2 ms, p99 %3 ms</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::ListenStream</name>
    <message numerus="yes">
        <source>The change stream dropped %n times in a row, without being acknowledged in between; mcpscope stopped opening it. Last reason: %1</source>
        <translation>
            <numerusform>The change stream dropped %n time in a row, without being acknowledged in between; mcpscope stopped opening it. Last reason: %1</numerusform>
            <numerusform>The change stream dropped %n times in a row, without being acknowledged in between; mcpscope stopped opening it. Last reason: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The server has not acknowledged it after %n seconds; it must send notifications/subscriptions/acknowledged first.</source>
        <translation>
            <numerusform>The server has not acknowledged it after %n second; it must send notifications/subscriptions/acknowledged first.</numerusform>
            <numerusform>The server has not acknowledged it after %n seconds; it must send notifications/subscriptions/acknowledged first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n subscribed resource(s)</source>
        <translation>
            <numerusform>%n subscribed resource</numerusform>
            <numerusform>%n subscribed resources</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reopened %n time(s) after a drop.</source>
        <translation>
            <numerusform>Reopened %n time after a drop.</numerusform>
            <numerusform>Reopened %n times after a drop.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::LoadDialog</name>
    <message numerus="yes">
        <source>The collection&apos;s %n step(s) are sent again and again, round robin.</source>
        <translation>
            <numerusform>The collection&apos;s %n step is sent again and again.</numerusform>
            <numerusform>The collection&apos;s %n steps are sent again and again, round robin.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::McpClient</name>
    <message numerus="yes">
        <source>The server&apos;s %1 pagination goes on past %n page(s); mcpscope stopped there.</source>
        <translation>
            <numerusform>The server&apos;s %1 pagination goes on past %n page; mcpscope stopped there.</numerusform>
            <numerusform>The server&apos;s %1 pagination goes on past %n pages; mcpscope stopped there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The server asked for more input again and again: mcpscope stopped %1 after %n round(s).</source>
        <translation>
            <numerusform>The server asked for more input again and again: mcpscope stopped %1 after %n round.</numerusform>
            <numerusform>The server asked for more input again and again: mcpscope stopped %1 after %n rounds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::MergedTimelineView</name>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n message</numerusform>
            <numerusform>%n messages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n message(s)</source>
        <translation>
            <numerusform>%1 of %n message</numerusform>
            <numerusform>%1 of %n messages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::MessageDetailView</name>
    <message numerus="yes">
        <source>This request took %n rounds: the server asked for input, and it was sent again with the answers. Choose a round to go to it.</source>
        <translation>
            <numerusform>This request took %n round: the server asked for input, and it was sent again with the answers. Choose a round to go to it.</numerusform>
            <numerusform>This request took %n rounds: the server asked for input, and it was sent again with the answers. Choose a round to go to it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::OAuthAuthorizer</name>
    <message numerus="yes">
        <source>The sign-in did not come back within %n minute(s).</source>
        <translation>
            <numerusform>The sign-in did not come back within %n minute.</numerusform>
            <numerusform>The sign-in did not come back within %n minutes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A request reached the sign-in&apos;s callback address without this sign-in&apos;s state%1; it was ignored (%n so far).</source>
        <translation>
            <numerusform>A request reached the sign-in&apos;s callback address without this sign-in&apos;s state%1; it was ignored (%n so far).</numerusform>
            <numerusform>A request reached the sign-in&apos;s callback address without this sign-in&apos;s state%1; it was ignored (%n so far).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::PromptMessagesView</name>
    <message numerus="yes">
        <source>%n more message(s) not shown.</source>
        <translation>
            <numerusform>%n more message not shown.</numerusform>
            <numerusform>%n more messages not shown.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::PromptsPanel</name>
    <message numerus="yes">
        <source>%n prompt(s)</source>
        <translation>
            <numerusform>%n prompt</numerusform>
            <numerusform>%n prompts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n prompt(s)</source>
        <translation>
            <numerusform>%1 of %n prompt</numerusform>
            <numerusform>%1 of %n prompts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n message(s).</source>
        <translation>
            <numerusform>%n message.</numerusform>
            <numerusform>%n messages.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::SamplingDialog</name>
    <message numerus="yes">
        <source>… %n more character(s) not shown</source>
        <translation>
            <numerusform>… %n more character not shown</numerusform>
            <numerusform>… %n more characters not shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::SecretStore</name>
    <message numerus="yes">
        <source>The system keychain did not answer within %n second(s).</source>
        <translation>
            <numerusform>The system keychain did not answer within %n second.</numerusform>
            <numerusform>The system keychain did not answer within %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::ServerListModel</name>
    <message numerus="yes">
        <source>%n server(s), %1 ready, every message in arrival order</source>
        <translation>
            <numerusform>%n server, %1 ready, every message in arrival order</numerusform>
            <numerusform>%n servers, %1 ready, every message in arrival order</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::StartPage</name>
    <message numerus="yes">
        <source>%n more without a command or URL</source>
        <translation>
            <numerusform>%n more without a command or URL</numerusform>
            <numerusform>%n more without a command or URL</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) in the configuration files of your applications. mcpscope only read these files; choose one to see what it runs before connecting.</source>
        <translation>
            <numerusform>%n server in the configuration files of your applications. mcpscope only read these files; choose it to see what it runs before connecting.</numerusform>
            <numerusform>%n servers in the configuration files of your applications. mcpscope only read these files; choose one to see what it runs before connecting.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No MCP servers were found in the configuration files of Claude Desktop, Claude Code, VS Code, Cursor, Windsurf, Zed and others (%n place(s) looked at).</source>
        <translation>
            <numerusform>No MCP servers were found in the configuration files of Claude Desktop, Claude Code, VS Code, Cursor, Windsurf, Zed and others (%n place looked at).</numerusform>
            <numerusform>No MCP servers were found in the configuration files of Claude Desktop, Claude Code, VS Code, Cursor, Windsurf, Zed and others (%n places looked at).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::ToolCallHistory</name>
    <message numerus="yes">
        <source>%1, after %n rounds</source>
        <translation>
            <numerusform>%1, after %n round</numerusform>
            <numerusform>%1, after %n rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::ToolResult</name>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::ToolResultView</name>
    <message numerus="yes">
        <source>{%n member(s)}</source>
        <translation>
            <numerusform>{%n member}</numerusform>
            <numerusform>{%n members}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[%n item(s)]</source>
        <translation>
            <numerusform>[%n item]</numerusform>
            <numerusform>[%n items]</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(Only the beginning is shown: the text has %n character(s).)</source>
        <translation>
            <numerusform>(Only the beginning is shown: the text has %n character.)</numerusform>
            <numerusform>(Only the beginning is shown: the text has %n characters.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> after %n rounds: the server asked for input and the call was sent again with the answers</source>
        <translation>
            <numerusform> after %n round: the server asked for input and the call was sent again with the answers</numerusform>
            <numerusform> after %n rounds: the server asked for input and the call was sent again with the answers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::ToolsPanel</name>
    <message numerus="yes">
        <source>%n argument problem(s), marked at the fields. Fix them, or send anyway to see how the server handles them.</source>
        <translation>
            <numerusform>%n argument problem, marked at its field. Fix it, or send anyway to see how the server handles it.</numerusform>
            <numerusform>%n argument problems, marked at the fields. Fix them, or send anyway to see how the server handles them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tool(s)</source>
        <translation>
            <numerusform>%n tool</numerusform>
            <numerusform>%n tools</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n tool(s)</source>
        <translation>
            <numerusform>%1 of %n tool</numerusform>
            <numerusform>%1 of %n tools</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::cli</name>
    <message numerus="yes">
        <source>mcpscope workspace session, %n servers</source>
        <translation>
            <numerusform>mcpscope workspace session, %n server</numerusform>
            <numerusform>mcpscope workspace session, %n servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The recording holds %n sessions; each was checked on its own.</source>
        <translation>
            <numerusform>The recording holds %n session; it was checked on its own.</numerusform>
            <numerusform>The recording holds %n sessions; each was checked on its own.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::cli::CliRun</name>
    <message numerus="yes">
        <source>mcpscope: the server broke the protocol: %n error(s)</source>
        <translation>
            <numerusform>mcpscope: the server broke the protocol: %n error</numerusform>
            <numerusform>mcpscope: the server broke the protocol: %n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and %n warning(s)</source>
        <translation>
            <numerusform> and %n warning</numerusform>
            <numerusform> and %n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mcpscope: %n warning(s) about the server&apos;s messages</source>
        <translation>
            <numerusform>mcpscope: %n warning about the server&apos;s messages</numerusform>
            <numerusform>mcpscope: %n warnings about the server&apos;s messages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::cli::ReplayText</name>
    <message numerus="yes">
        <source>mcpscope replay: %n request(s) got no answer.
</source>
        <translation>
            <numerusform>mcpscope replay: %n request got no answer.
</numerusform>
            <numerusform>mcpscope replay: %n requests got no answer.
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote a collection of %n step(s) to %1
</source>
        <translation>
            <numerusform>Wrote a collection of %n step to %1
</numerusform>
            <numerusform>Wrote a collection of %n steps to %1
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::cli::RunText</name>
    <message numerus="yes">
        <source>Running %1 (%n step(s)) against %2
</source>
        <translation>
            <numerusform>Running %1 (%n step) against %2
</numerusform>
            <numerusform>Running %1 (%n steps) against %2
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::gui::ExportHelper</name>
    <message numerus="yes">
        <source>Exported to %1; %n secret(s) hidden.</source>
        <translation>
            <numerusform>Exported to %1; %n secret hidden.</numerusform>
            <numerusform>Exported to %1; %n secrets hidden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::gui::MainWindow</name>
    <message numerus="yes">
        <source>A Markdown summary is on the clipboard; %n secret(s) hidden.</source>
        <translation>
            <numerusform>A Markdown summary is on the clipboard; %n secret hidden.</numerusform>
            <numerusform>A Markdown summary is on the clipboard; %n secrets hidden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Start or reach the %n server(s) of %1, side by side in one window?</source>
        <translation>
            <numerusform>Start or reach the %n server of %1 in one window?</numerusform>
            <numerusform>Start or reach the %n servers of %1, side by side in one window?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::gui::WorkspaceWindow</name>
    <message numerus="yes">
        <source>%n server(s): %1 ready</source>
        <translation>
            <numerusform>%n server: %1 ready</numerusform>
            <numerusform>%n servers: %1 ready</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failed</source>
        <translation>
            <numerusform>, %n failed</numerusform>
            <numerusform>, %n failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The session of %n server(s) was saved to %1.</source>
        <translation>
            <numerusform>The session of %n server was saved to %1.</numerusform>
            <numerusform>The session of %n servers was saved to %1.</numerusform>
        </translation>
    </message>
</context>
</TS>
