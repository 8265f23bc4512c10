<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>mcpscope::ExitInfo</name>
    <message>
        <source>is still running</source>
        <translation>läuft noch</translation>
    </message>
    <message>
        <source>exited with code %1</source>
        <translation>wurde mit Code %1 beendet</translation>
    </message>
    <message>
        <source>was killed by signal %1 (%2)</source>
        <translation>wurde durch Signal %1 (%2) beendet</translation>
    </message>
    <message>
        <source>was killed by signal %1</source>
        <translation>wurde durch Signal %1 beendet</translation>
    </message>
</context>
<context>
    <name>mcpscope::JsonView</name>
    <message>
        <source>Message content</source>
        <translation>Nachrichteninhalt</translation>
    </message>
    <message>
        <source>Select a row to see its content.</source>
        <translation>Wählen Sie eine Zeile aus, um ihren Inhalt zu sehen.</translation>
    </message>
    <message>
        <source>%1: shown as received, without highlighting (above the %2 limit).</source>
        <translation>%1: so angezeigt, wie empfangen, ohne Hervorhebung (über der Grenze von %2).</translation>
    </message>
    <message>
        <source>Only the first %1 are shown.</source>
        <translation>Nur die ersten %1 werden angezeigt.</translation>
    </message>
    <message>
        <source>An empty line.</source>
        <translation>Eine leere Zeile.</translation>
    </message>
    <message>
        <source>Not JSON: %1 (at byte %2). Shown as received.</source>
        <translation>Kein JSON: %1 (bei Byte %2). So angezeigt, wie empfangen.</translation>
    </message>
    <message>
        <source>Valid JSON, but neither an object nor an array. Shown as received.</source>
        <translation>Gültiges JSON, aber weder ein Objekt noch ein Array. So angezeigt, wie empfangen.</translation>
    </message>
    <message>
        <source>Long lines are shown in pieces of %1 characters.</source>
        <translation>Lange Zeilen werden in Stücken von %1 Zeichen angezeigt.</translation>
    </message>
</context>
<context>
    <name>mcpscope::McpClient</name>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>Startet</translation>
    </message>
    <message>
        <source>Initializing</source>
        <translation>Initialisiert</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Shutting down</source>
        <translation>Wird beendet</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Geschlossen</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Starting the server: %1</source>
        <translation>Server wird gestartet: %1</translation>
    </message>
    <message>
        <source>Closing the connection (closing the server&apos;s input)</source>
        <translation>Verbindung wird geschlossen (die Eingabe des Servers wird geschlossen)</translation>
    </message>
    <message>
        <source>The server process started</source>
        <translation>Der Serverprozess wurde gestartet</translation>
    </message>
    <message>
        <source>The server %1.</source>
        <translation>Der Server %1.</translation>
    </message>
    <message>
        <source>The server %1 unexpectedly.</source>
        <translation>Unerwartet: Der Server %1.</translation>
    </message>
    <message>
        <source>The server %1 before it answered initialize.</source>
        <translation>Der Server %1, bevor er auf initialize geantwortet hat.</translation>
    </message>
    <message>
        <source>Its last error output:</source>
        <translation>Seine letzte Fehlerausgabe:</translation>
    </message>
    <message>
        <source>The server %1 before it answered.</source>
        <translation>Der Server %1, bevor er geantwortet hat.</translation>
    </message>
    <message>
        <source>empty line</source>
        <translation>leere Zeile</translation>
    </message>
    <message>
        <source>sent with Content-Length framing instead of one JSON object a line</source>
        <translation>mit Content-Length-Rahmung gesendet statt als ein JSON-Objekt pro Zeile</translation>
    </message>
    <message>
        <source>a Content-Length header block that could not be understood</source>
        <translation>ein Content-Length-Kopfblock, der nicht verstanden wurde</translation>
    </message>
    <message>
        <source>the output ended before this message was complete</source>
        <translation>die Ausgabe endete, bevor diese Nachricht vollständig war</translation>
    </message>
    <message>
        <source>Cannot send %1: the server is not running.</source>
        <translation>%1 kann nicht gesendet werden: Der Server läuft nicht.</translation>
    </message>
    <message>
        <source>The server did not answer %1 within %2 s.</source>
        <translation>Der Server hat %1 nicht innerhalb von %2 s beantwortet.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The server&apos;s %1 pagination does not end: it returned the cursor &quot;%2&quot; again.</source>
        <translation>Die Seitenaufteilung von %1 endet beim Server nicht: Er hat den Cursor „%2“ erneut geliefert.</translation>
    </message>
    <message>
        <source>Method not found: %1</source>
        <translation>Methode nicht gefunden: %1</translation>
    </message>
    <message>
        <source>This client has no handler for %1.</source>
        <translation>Dieser Client kann %1 nicht beantworten.</translation>
    </message>
    <message>
        <source>The server answered with protocol version &quot;%1&quot;, which mcpscope does not support (it supports %2).</source>
        <translation>Der Server hat mit der Protokollversion „%1“ geantwortet, die mcpscope nicht unterstützt (unterstützt werden %2).</translation>
    </message>
    <message>
        <source>Connected to %1 %2 (protocol %3)</source>
        <translation>Verbunden mit %1 %2 (Protokoll %3)</translation>
    </message>
    <message>
        <source>The server refused initialize: %1 (error %2).</source>
        <translation>Der Server hat initialize abgelehnt: %1 (Fehler %2).</translation>
    </message>
</context>
<context>
    <name>mcpscope::ServerConfigFile</name>
    <message>
        <source>The configuration is not valid JSON: %1 at byte %2.</source>
        <translation>Die Konfiguration ist kein gültiges JSON: %1 bei Byte %2.</translation>
    </message>
    <message>
        <source>The configuration has no &quot;mcpServers&quot; (or &quot;servers&quot;) object.</source>
        <translation>Die Konfiguration enthält kein „mcpServers“-Objekt (auch kein „servers“-Objekt).</translation>
    </message>
    <message>
        <source>Cannot read the configuration file &quot;%1&quot;: %2</source>
        <translation>Die Konfigurationsdatei „%1“ kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>mcpscope::ServerSummaryView</name>
    <message>
        <source>Server summary</source>
        <translation>Serverübersicht</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>Befehl:</translation>
    </message>
    <message>
        <source>Server command</source>
        <translation>Serverbefehl</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>Server:</translation>
    </message>
    <message>
        <source>Server name</source>
        <translation>Servername</translation>
    </message>
    <message>
        <source>Version:</source>
        <translation>Version:</translation>
    </message>
    <message>
        <source>Server version</source>
        <translation>Serverversion</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>Protokoll:</translation>
    </message>
    <message>
        <source>Negotiated protocol version</source>
        <translation>Ausgehandelte Protokollversion</translation>
    </message>
    <message>
        <source>State:</source>
        <translation>Zustand:</translation>
    </message>
    <message>
        <source>Connection state</source>
        <translation>Verbindungszustand</translation>
    </message>
    <message>
        <source>Offers:</source>
        <translation>Bietet:</translation>
    </message>
    <message>
        <source>Server capabilities</source>
        <translation>Fähigkeiten des Servers</translation>
    </message>
    <message>
        <source>Messages:</source>
        <translation>Nachrichten:</translation>
    </message>
    <message>
        <source>Message counts</source>
        <translation>Anzahl der Nachrichten</translation>
    </message>
    <message>
        <source>Errors:</source>
        <translation>Fehler:</translation>
    </message>
    <message>
        <source>Error count</source>
        <translation>Anzahl der Fehler</translation>
    </message>
    <message>
        <source>Error output lines:</source>
        <translation>Zeilen Fehlerausgabe:</translation>
    </message>
    <message>
        <source>Error output line count</source>
        <translation>Anzahl der Zeilen in der Fehlerausgabe</translation>
    </message>
    <message>
        <source>not known yet</source>
        <translation>noch nicht bekannt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>nothing (no capabilities announced)</source>
        <translation>nichts (keine Fähigkeiten angekündigt)</translation>
    </message>
    <message>
        <source>%1 sent, %2 received</source>
        <translation>%1 gesendet, %2 empfangen</translation>
    </message>
</context>
<context>
    <name>mcpscope::Session</name>
    <message>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation>„%1“ kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>mcpscope::SessionLogModel</name>
    <message>
        <source>stderr</source>
        <translation>stderr</translation>
    </message>
    <message>
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>error %1: %2</source>
        <translation>Fehler %1: %2</translation>
    </message>
    <message>
        <source>batch of %1</source>
        <translation>Stapel aus %1</translation>
    </message>
    <message>
        <source>(empty line)</source>
        <translation>(leere Zeile)</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation>kein JSON: %1</translation>
    </message>
    <message>
        <source>not a JSON-RPC message</source>
        <translation>keine JSON-RPC-Nachricht</translation>
    </message>
    <message>
        <source>Sent by mcpscope</source>
        <translation>Von mcpscope gesendet</translation>
    </message>
    <message>
        <source>Received from the server</source>
        <translation>Vom Server empfangen</translation>
    </message>
    <message>
        <source>A line of the server&apos;s error output</source>
        <translation>Eine Zeile der Fehlerausgabe des Servers</translation>
    </message>
    <message>
        <source>Something that happened to the connection</source>
        <translation>Ein Ereignis der Verbindung</translation>
    </message>
    <message>
        <source>Seconds since the session started; %1</source>
        <translation>Sekunden seit Beginn der Sitzung; %1</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Direction: → sent, ← received</source>
        <translation>Richtung: → gesendet, ← empfangen</translation>
    </message>
</context>
<context>
    <name>mcpscope::SessionLogView</name>
    <message>
        <source>Session log</source>
        <translation>Sitzungsprotokoll</translation>
    </message>
</context>
<context>
    <name>mcpscope::StateText</name>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Startet …</translation>
    </message>
    <message>
        <source>Initializing…</source>
        <translation>Initialisiert …</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <source>Disconnecting…</source>
        <translation>Trennt …</translation>
    </message>
    <message>
        <source>Disconnected</source>
        <translation>Getrennt</translation>
    </message>
    <message>
        <source>Connection failed</source>
        <translation>Verbindung fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>mcpscope::StderrView</name>
    <message>
        <source>Server error output</source>
        <translation>Fehlerausgabe des Servers</translation>
    </message>
    <message>
        <source>The server has not written anything to its error output.</source>
        <translation>Der Server hat nichts in seine Fehlerausgabe geschrieben.</translation>
    </message>
    <message>
        <source> … (%1 more bytes in the session log)</source>
        <translation> … (%1 weitere Bytes im Sitzungsprotokoll)</translation>
    </message>
</context>
<context>
    <name>mcpscope::StdioTransport</name>
    <message>
        <source>No server command was given.</source>
        <translation>Es wurde kein Serverbefehl angegeben.</translation>
    </message>
    <message>
        <source>The working directory &quot;%1&quot; does not exist.</source>
        <translation>Das Arbeitsverzeichnis „%1“ existiert nicht.</translation>
    </message>
    <message>
        <source>The server program &quot;%1&quot; does not exist.</source>
        <translation>Das Serverprogramm „%1“ existiert nicht.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a directory, not a program.</source>
        <translation>„%1“ ist ein Verzeichnis, kein Programm.</translation>
    </message>
    <message>
        <source>The server program &quot;%1&quot; is not executable (permission denied). Make it executable (chmod +x) or start it through its interpreter.</source>
        <translation>Das Serverprogramm „%1“ ist nicht ausführbar (Zugriff verweigert). Machen Sie es ausführbar (chmod +x) oder starten Sie es über seinen Interpreter.</translation>
    </message>
    <message>
        <source>The command &quot;%1&quot; was not found in any directory of PATH. Check the spelling, or give the full path to the program.</source>
        <translation>Der Befehl „%1“ wurde in keinem Verzeichnis von PATH gefunden. Prüfen Sie die Schreibweise oder geben Sie den vollständigen Pfad zum Programm an.</translation>
    </message>
    <message>
        <source>The server could not be started: %1 (command: %2).</source>
        <translation>Der Server konnte nicht gestartet werden: %1 (Befehl: %2).</translation>
    </message>
    <message>
        <source>The server did not exit within %1 ms after its input was closed; sending SIGTERM.</source>
        <translation>Der Server hat sich nicht innerhalb von %1 ms nach dem Schließen seiner Eingabe beendet; SIGTERM wird gesendet.</translation>
    </message>
    <message>
        <source>The server ignored SIGTERM for %1 ms; sending SIGKILL.</source>
        <translation>Der Server hat SIGTERM %1 ms lang ignoriert; SIGKILL wird gesendet.</translation>
    </message>
</context>
<context>
    <name>mcpscope::cli</name>
    <message>
        <source>The configuration file has %1 servers (%2); choose one with --server NAME.</source>
        <translation>Die Konfigurationsdatei enthält %1 Server (%2); wählen Sie einen mit --server NAME aus.</translation>
    </message>
    <message>
        <source>The configuration file has no server named &quot;%1&quot; (it has: %2).</source>
        <translation>Die Konfigurationsdatei enthält keinen Server namens „%1“ (sie enthält: %2).</translation>
    </message>
    <message>
        <source>The server &quot;%1&quot; uses the %2 transport; this version of mcpscope speaks stdio only.</source>
        <translation>Der Server „%1“ verwendet den Transport %2; diese Version von mcpscope beherrscht nur stdio.</translation>
    </message>
    <message>
        <source>Give either a server command or --config, not both.</source>
        <translation>Geben Sie entweder einen Serverbefehl oder --config an, nicht beides.</translation>
    </message>
    <message>
        <source>The %1 transport is not supported yet; this version of mcpscope speaks stdio only.</source>
        <translation>Der Transport %1 wird noch nicht unterstützt; diese Version von mcpscope beherrscht nur stdio.</translation>
    </message>
    <message>
        <source>--server-url needs the HTTP transport, which this version of mcpscope does not support yet.</source>
        <translation>--server-url braucht den HTTP-Transport, den diese Version von mcpscope noch nicht unterstützt.</translation>
    </message>
    <message>
        <source>No server command given. Usage: mcpscope --cli COMMAND [ARGS...] --method METHOD</source>
        <translation>Kein Serverbefehl angegeben. Aufruf: mcpscope --cli BEFEHL [ARGUMENTE...] --method METHODE</translation>
    </message>
    <message>
        <source>--method is required (one of: %1).</source>
        <translation>--method ist erforderlich (eines von: %1).</translation>
    </message>
    <message>
        <source>Unsupported method &quot;%1&quot; (supported: %2).</source>
        <translation>Nicht unterstützte Methode „%1“ (unterstützt: %2).</translation>
    </message>
    <message>
        <source>tools/call needs --tool-name.</source>
        <translation>tools/call braucht --tool-name.</translation>
    </message>
    <message>
        <source>resources/read needs --uri.</source>
        <translation>resources/read braucht --uri.</translation>
    </message>
    <message>
        <source>prompts/get needs --prompt-name.</source>
        <translation>prompts/get braucht --prompt-name.</translation>
    </message>
    <message>
        <source>logging/setLevel needs --log-level.</source>
        <translation>logging/setLevel braucht --log-level.</translation>
    </message>
    <message>
        <source>--tool-args-json must be a JSON object.</source>
        <translation>--tool-args-json muss ein JSON-Objekt sein.</translation>
    </message>
    <message>
        <source>The option %1 needs a value.</source>
        <translation>Die Option %1 braucht einen Wert.</translation>
    </message>
    <message>
        <source>The option %1 expects key=value, not &quot;%2&quot;.</source>
        <translation>Die Option %1 erwartet Schlüssel=Wert, nicht „%2“.</translation>
    </message>
    <message>
        <source>-e expects KEY=VALUE, not &quot;%1&quot;.</source>
        <translation>-e erwartet SCHLÜSSEL=WERT, nicht „%1“.</translation>
    </message>
    <message>
        <source>--connect-timeout expects a positive number of milliseconds, not &quot;%1&quot;.</source>
        <translation>--connect-timeout erwartet eine positive Anzahl Millisekunden, nicht „%1“.</translation>
    </message>
    <message>
        <source>--request-timeout expects a number of milliseconds, not &quot;%1&quot;.</source>
        <translation>--request-timeout erwartet eine Anzahl Millisekunden, nicht „%1“.</translation>
    </message>
    <message>
        <source>--format must be text or json, not &quot;%1&quot;.</source>
        <translation>--format muss text oder json sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>Unknown option &quot;%1&quot;. See mcpscope --cli --help.</source>
        <translation>Unbekannte Option „%1“. Siehe mcpscope --cli --help.</translation>
    </message>
    <message>
        <source>--tool-args-json cannot be combined with --tool-arg; pick one.</source>
        <translation>--tool-args-json kann nicht mit --tool-arg kombiniert werden; wählen Sie eines von beiden.</translation>
    </message>
    <message>
        <source>Usage: mcpscope --cli COMMAND [ARGS...] [options]
       mcpscope --cli [options] -- COMMAND [ARGS...]
       mcpscope --cli --config FILE --server NAME [options]

Starts an MCP server over stdio, performs one request and prints the result.
Compatible with the official MCP inspector&apos;s --cli flags and exit codes.

Options:
  --method METHOD          initialize, ping, tools/list, tools/call, resources/list,
                           resources/read, resources/templates/list, prompts/list,
                           prompts/get, logging/setLevel
  --tool-name NAME         tool for tools/call
  --tool-arg KEY=VALUE     a tool argument (VALUE is used as JSON when it parses)
  --tool-args-json JSON    all tool arguments as one JSON object
  --uri URI                resource for resources/read
  --prompt-name NAME       prompt for prompts/get
  --prompt-args KEY=VALUE  a prompt argument
  --log-level LEVEL        level for logging/setLevel
  --metadata KEY=VALUE     _meta for every request
  --tool-metadata KEY=VALUE  _meta for tools/call
  -e KEY=VALUE             environment variable for the server
  --cwd DIR                working directory of the server (and its root)
  --config FILE            an mcpServers configuration file
  --server NAME            the entry of --config to use
  --connect-timeout MS     give up when the handshake takes longer (default 15000)
  --request-timeout MS     give up on the request after MS (default 60000)
  --format text|json       text: the result as indented JSON; json: {&quot;result&quot;: ...}
  --save-session FILE      write the whole session (every message) to FILE
  -q, --quiet              do not pass the server&apos;s error output through
  -h, --help               this help
  -V, --version            print the version

Exit codes: 0 success, 1 usage error or error answer, 4 server unreachable (not found,
exited, timed out), 5 tool error (isError result or unknown tool).

Other commands:
  mcpscope [-- COMMAND ARGS...]   open the inspector window (default: the demo server)
</source>
        <translation>Aufruf: mcpscope --cli BEFEHL [ARGUMENTE...] [Optionen]
        mcpscope --cli [Optionen] -- BEFEHL [ARGUMENTE...]
        mcpscope --cli --config DATEI --server NAME [Optionen]

Startet einen MCP-Server über stdio, stellt eine Anfrage und gibt das Ergebnis aus.
Kompatibel mit den --cli-Optionen und Exit-Codes des offiziellen MCP-Inspectors.

Optionen:
  --method METHODE         initialize, ping, tools/list, tools/call, resources/list,
                           resources/read, resources/templates/list, prompts/list,
                           prompts/get, logging/setLevel
  --tool-name NAME         Werkzeug für tools/call
  --tool-arg SCHLÜSSEL=WERT  ein Werkzeugargument (WERT gilt als JSON, wenn er sich
                           als JSON lesen lässt)
  --tool-args-json JSON    alle Werkzeugargumente als ein JSON-Objekt
  --uri URI                Ressource für resources/read
  --prompt-name NAME       Prompt für prompts/get
  --prompt-args SCHLÜSSEL=WERT  ein Prompt-Argument
  --log-level STUFE        Stufe für logging/setLevel
  --metadata SCHLÜSSEL=WERT  _meta für jede Anfrage
  --tool-metadata SCHLÜSSEL=WERT  _meta für tools/call
  -e SCHLÜSSEL=WERT        Umgebungsvariable für den Server
  --cwd VERZEICHNIS        Arbeitsverzeichnis des Servers (und seine Root)
  --config DATEI           eine mcpServers-Konfigurationsdatei
  --server NAME            der zu verwendende Eintrag aus --config
  --connect-timeout MS     aufgeben, wenn der Handshake länger dauert (Standard 15000)
  --request-timeout MS     die Anfrage nach MS aufgeben (Standard 60000)
  --format text|json       text: das Ergebnis als eingerücktes JSON; json: {&quot;result&quot;: ...}
  --save-session DATEI     die ganze Sitzung (jede Nachricht) in DATEI schreiben
  -q, --quiet              die Fehlerausgabe des Servers nicht durchreichen
  -h, --help               diese Hilfe
  -V, --version            die Version ausgeben

Exit-Codes: 0 Erfolg, 1 Aufruffehler oder Fehlerantwort, 4 Server nicht erreichbar
(nicht gefunden, beendet, Zeitüberschreitung), 5 Werkzeugfehler (Ergebnis mit isError
oder unbekanntes Werkzeug).

Weitere Befehle:
  mcpscope [-- BEFEHL ARGUMENTE...]   das Inspektorfenster öffnen (Standard: der Demo-Server)
</translation>
    </message>
</context>
<context>
    <name>mcpscope::cli::CliRequestHandler</name>
    <message>
        <source>mcpscope --cli cannot answer %1: there is no person or model to ask.</source>
        <translation>mcpscope --cli kann %1 nicht beantworten: Es gibt keine Person und kein Modell, das gefragt werden könnte.</translation>
    </message>
</context>
<context>
    <name>mcpscope::cli::CliRun</name>
    <message>
        <source>The server did not complete the MCP handshake within %1 ms.</source>
        <translation>Der Server hat den MCP-Handshake nicht innerhalb von %1 ms abgeschlossen.</translation>
    </message>
    <message>
        <source>Server does not support logging</source>
        <translation>Der Server unterstützt kein Logging</translation>
    </message>
    <message>
        <source>Tool &apos;%1&apos; not found on server.</source>
        <translation>Werkzeug „%1“ wurde auf dem Server nicht gefunden.</translation>
    </message>
    <message>
        <source>Tool &apos;%1&apos; returned isError:true.</source>
        <translation>Werkzeug „%1“ hat isError:true geliefert.</translation>
    </message>
    <message>
        <source>MCP error %1: %2</source>
        <translation>MCP-Fehler %1: %2</translation>
    </message>
</context>
<context>
    <name>mcpscope::gui::GuiMain</name>
    <message>
        <source>Inspect an MCP (Model Context Protocol) server: mcpscope starts it, speaks MCP to it and shows every message.</source>
        <translation>Einen MCP-Server (Model Context Protocol) untersuchen: mcpscope startet ihn, spricht MCP mit ihm und zeigt jede Nachricht.</translation>
    </message>
    <message>
        <source>Once the server is ready, save a picture of the window to &lt;file&gt; (PNG) and exit.</source>
        <translation>Sobald der Server bereit ist, ein Bild des Fensters in &lt;datei&gt; (PNG) speichern und beenden.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>datei</translation>
    </message>
    <message>
        <source>Window size for --screenshot (default 1280x800).</source>
        <translation>Fenstergröße für --screenshot (Standard 1280x800).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
    <message>
        <source>The server to start, after &quot;--&quot;: a program and its arguments (no shell). Without one, mcpscope starts its built-in demo server.</source>
        <translation>Der zu startende Server, nach „--“: ein Programm und seine Argumente (ohne Shell). Ohne Angabe startet mcpscope seinen eingebauten Demo-Server.</translation>
    </message>
    <message>
        <source>[-- command [arguments...]]</source>
        <translation>[-- befehl [argumente...]]</translation>
    </message>
    <message>
        <source>--size wants WIDTHxHEIGHT, for example 1280x800, at least 200x150; got &quot;%1&quot;.</source>
        <translation>--size erwartet BREITExHÖHE, zum Beispiel 1280x800, mindestens 200x150; erhalten: „%1“.</translation>
    </message>
    <message>
        <source>--screenshot needs a file name.</source>
        <translation>--screenshot braucht einen Dateinamen.</translation>
    </message>
</context>
<context>
    <name>mcpscope::gui::MainWindow</name>
    <message>
        <source>mcpscope</source>
        <translation>mcpscope</translation>
    </message>
    <message>
        <source>Connection status</source>
        <translation>Verbindungsstatus</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Start the server and connect to it</source>
        <translation>Den Server starten und sich mit ihm verbinden</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>&amp;Trennen</translation>
    </message>
    <message>
        <source>End the session and let the server exit</source>
        <translation>Die Sitzung beenden und den Server sich beenden lassen</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Neu starten</translation>
    </message>
    <message>
        <source>Stop the server and start it again</source>
        <translation>Den Server anhalten und erneut starten</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Server</source>
        <translation>&amp;Server</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Server actions</source>
        <translation>Serveraktionen</translation>
    </message>
    <message>
        <source>Error output</source>
        <translation>Fehlerausgabe</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About mcpscope</source>
        <translation>Ü&amp;ber mcpscope</translation>
    </message>
    <message>
        <source>About mcpscope</source>
        <translation>Über mcpscope</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;mcpscope %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;An inspector for MCP (Model Context Protocol) servers: it starts a server, speaks MCP to it and shows everything that crosses the wire.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;mcpscope %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Ein Inspektor für MCP-Server (Model Context Protocol): Er startet einen Server, spricht MCP mit ihm und zeigt alles, was über die Leitung geht.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Not connected. Use Connect to start %1.</source>
        <translation>Nicht verbunden. Mit „Verbinden“ starten Sie %1.</translation>
    </message>
    <message>
        <source>Starting %1…</source>
        <translation>%1 wird gestartet …</translation>
    </message>
    <message>
        <source>Initializing… (waiting for the server to answer initialize)</source>
        <translation>Initialisierung … (warte auf die Antwort des Servers auf initialize)</translation>
    </message>
    <message>
        <source>an unnamed server</source>
        <translation>einem namenlosen Server</translation>
    </message>
    <message>
        <source>Connected to %1 (protocol %2)</source>
        <translation>Verbunden mit %1 (Protokoll %2)</translation>
    </message>
    <message>
        <source>Restarting… (waiting for the server to exit)</source>
        <translation>Neustart … (warte, bis sich der Server beendet)</translation>
    </message>
    <message>
        <source>Disconnecting…</source>
        <translation>Trennt …</translation>
    </message>
    <message>
        <source>Disconnected.</source>
        <translation>Getrennt.</translation>
    </message>
    <message>
        <source>Disconnected; the server %1.</source>
        <translation>Getrennt; der Server %1.</translation>
    </message>
    <message>
        <source>The connection failed.</source>
        <translation>Die Verbindung ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>%1 — mcpscope</source>
        <translation>%1 — mcpscope</translation>
    </message>
</context>
<context>
    <name>mcpscope::gui::Screenshotter</name>
    <message>
        <source>The server was not ready within %1 seconds; no screenshot was taken.</source>
        <translation>Der Server war nicht innerhalb von %1 Sekunden bereit; es wurde kein Bildschirmfoto aufgenommen.</translation>
    </message>
    <message>
        <source>The connection failed, so no screenshot was taken: %1</source>
        <translation>Die Verbindung ist fehlgeschlagen, daher wurde kein Bildschirmfoto aufgenommen: %1</translation>
    </message>
    <message>
        <source>Could not write the screenshot to &quot;%1&quot;.</source>
        <translation>Das Bildschirmfoto konnte nicht nach „%1“ geschrieben werden.</translation>
    </message>
</context>
</TS>
