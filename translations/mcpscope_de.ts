<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ContentBlock</name>
    <message>
        <source>The content is not an object.</source>
        <translation>Der Inhalt ist kein Objekt.</translation>
    </message>
    <message>
        <source>The block has no &quot;data&quot;.</source>
        <translation>Der Block hat kein „data“.</translation>
    </message>
    <message>
        <source>The &quot;data&quot; is not valid base64 (%1).</source>
        <translation>„data“ ist kein gültiges Base64 (%1).</translation>
    </message>
    <message>
        <source>The text block has no &quot;text&quot;.</source>
        <translation>Der Textblock hat kein „text“.</translation>
    </message>
    <message>
        <source>The resource link has no &quot;uri&quot;.</source>
        <translation>Der Ressourcenlink hat keine „uri“.</translation>
    </message>
    <message>
        <source>The embedded resource has no &quot;resource&quot; object.</source>
        <translation>Die eingebettete Ressource hat kein Objekt „resource“.</translation>
    </message>
    <message>
        <source>Unknown content type &quot;%1&quot;.</source>
        <translation>Unbekannter Inhaltstyp „%1“.</translation>
    </message>
</context>
<context>
    <name>Elicitation</name>
    <message>
        <source>The server sent a form request without a form (requestedSchema).</source>
        <translation>Der Server hat eine Formularanfrage ohne Formular (requestedSchema) gesendet.</translation>
    </message>
    <message>
        <source>The server asked to open a web page but sent no URL.</source>
        <translation>Der Server wollte eine Webseite öffnen lassen, hat aber keine URL gesendet.</translation>
    </message>
    <message>
        <source>The URL the server sent is not a web address mcpscope can open (only http and https addresses are opened).</source>
        <translation>Die vom Server gesendete URL ist keine Webadresse, die mcpscope öffnen kann (geöffnet werden nur http- und https-Adressen).</translation>
    </message>
    <message>
        <source>The server sent a URL request without an elicitationId.</source>
        <translation>Der Server hat eine URL-Anfrage ohne elicitationId gesendet.</translation>
    </message>
    <message>
        <source>The server asked for an unknown kind of elicitation (mode &quot;%1&quot;).</source>
        <translation>Der Server hat eine unbekannte Art von Elicitation angefordert (Modus &quot;%1&quot;).</translation>
    </message>
    <message>
        <source>The action must be &quot;accept&quot;, &quot;decline&quot; or &quot;cancel&quot;.</source>
        <translation>Die Aktion muss &quot;accept&quot;, &quot;decline&quot; oder &quot;cancel&quot; sein.</translation>
    </message>
    <message>
        <source>Only an accepted form sends content.</source>
        <translation>Nur ein angenommenes Formular sendet Inhalt.</translation>
    </message>
    <message>
        <source>A URL-mode answer sends no content.</source>
        <translation>Eine Antwort im URL-Modus sendet keinen Inhalt.</translation>
    </message>
    <message>
        <source>The content must be an object.</source>
        <translation>Der Inhalt muss ein Objekt sein.</translation>
    </message>
    <message>
        <source>The value of &quot;%1&quot; must be text, a number, true/false or a list of texts.</source>
        <translation>Der Wert von „%1“ muss Text, eine Zahl, true/false oder eine Liste von Texten sein.</translation>
    </message>
    <message>
        <source>This is not a web address that can be opened safely.</source>
        <translation>Das ist keine Webadresse, die sicher geöffnet werden kann.</translation>
    </message>
    <message>
        <source>The page is not encrypted (http instead of https): others on the network can read what you type there.</source>
        <translation>Die Seite ist nicht verschlüsselt (http statt https): Andere im Netzwerk können mitlesen, was Sie dort eingeben.</translation>
    </message>
    <message>
        <source>The address is a bare IP address, not a named site.</source>
        <translation>Die Adresse ist eine bloße IP-Adresse, keine benannte Website.</translation>
    </message>
    <message>
        <source>The address has a user name before the site (&quot;%1@&quot;): the site is the part after the @.</source>
        <translation>Die Adresse enthält einen Benutzernamen vor der Website („%1@“): Die Website ist der Teil nach dem @.</translation>
    </message>
    <message>
        <source>The site&apos;s name contains letters from other alphabets; it may imitate a site you know (its plain form is %1).</source>
        <translation>Der Name der Website enthält Buchstaben aus anderen Alphabeten; er könnte eine Website nachahmen, die Sie kennen (seine einfache Form ist %1).</translation>
    </message>
    <message>
        <source>The address uses an unusual port (%1).</source>
        <translation>Die Adresse verwendet einen ungewöhnlichen Port (%1).</translation>
    </message>
</context>
<context>
    <name>JwtAssertion</name>
    <message>
        <source>The client&apos;s private key could not be read (a PEM private key without a passphrase is needed).</source>
        <translation>Der private Schlüssel des Clients konnte nicht gelesen werden (nötig ist ein privater PEM-Schlüssel ohne Passphrase).</translation>
    </message>
    <message>
        <source>The client&apos;s private key is neither a P-256 EC key (ES256) nor an RSA key of 2048 bits or more (RS256).</source>
        <translation>Der private Schlüssel des Clients ist weder ein P-256-EC-Schlüssel (ES256) noch ein RSA-Schlüssel mit 2048 Bit oder mehr (RS256).</translation>
    </message>
    <message>
        <source>The client assertion could not be signed.</source>
        <translation>Die Client-Assertion konnte nicht signiert werden.</translation>
    </message>
</context>
<context>
    <name>LoggingLevel</name>
    <message>
        <source>Debug</source>
        <translation>Debug</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>Info</translation>
    </message>
    <message>
        <source>Notice</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>Kritisch</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>Alarm</translation>
    </message>
    <message>
        <source>Emergency</source>
        <translation>Notfall</translation>
    </message>
    <message>
        <source>details for finding faults</source>
        <translation>Details zur Fehlersuche</translation>
    </message>
    <message>
        <source>what the server is doing</source>
        <translation>was der Server gerade tut</translation>
    </message>
    <message>
        <source>normal but worth noting</source>
        <translation>normal, aber beachtenswert</translation>
    </message>
    <message>
        <source>something may be wrong</source>
        <translation>etwas stimmt vielleicht nicht</translation>
    </message>
    <message>
        <source>something failed</source>
        <translation>etwas ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>a part stopped working</source>
        <translation>ein Teil funktioniert nicht mehr</translation>
    </message>
    <message>
        <source>needs action now</source>
        <translation>erfordert sofortiges Handeln</translation>
    </message>
    <message>
        <source>the server cannot go on</source>
        <translation>der Server kann nicht weiterarbeiten</translation>
    </message>
</context>
<context>
    <name>PromptResult</name>
    <message>
        <source>The answer has no &quot;messages&quot; list.</source>
        <translation>Die Antwort hat keine Liste „messages“.</translation>
    </message>
    <message>
        <source>The message is not an object.</source>
        <translation>Die Nachricht ist kein Objekt.</translation>
    </message>
</context>
<context>
    <name>ResourceContent</name>
    <message>
        <source>The item has both &quot;text&quot; and &quot;blob&quot;; the text is shown.</source>
        <translation>Der Eintrag hat sowohl &quot;text&quot; als auch &quot;blob&quot;; der Text wird angezeigt.</translation>
    </message>
    <message>
        <source>The item has neither &quot;text&quot; nor &quot;blob&quot;: there is nothing to show.</source>
        <translation>Der Eintrag hat weder &quot;text&quot; noch &quot;blob&quot;: Es gibt nichts anzuzeigen.</translation>
    </message>
    <message>
        <source>The &quot;blob&quot; is not valid base64 (%1); what could be decoded is shown.</source>
        <translation>Der &quot;blob&quot; ist kein gültiges base64 (%1); angezeigt wird, was dekodiert werden konnte.</translation>
    </message>
    <message>
        <source>The MIME type says text, but the bytes are not valid UTF-8; shown as bytes.</source>
        <translation>Laut MIME-Typ ist es Text, aber die Bytes sind kein gültiges UTF-8; sie werden als Bytes angezeigt.</translation>
    </message>
    <message>
        <source>The answer has no &quot;contents&quot; list.</source>
        <translation>Die Antwort hat keine &quot;contents&quot;-Liste.</translation>
    </message>
    <message>
        <source>An item of &quot;contents&quot; is not an object.</source>
        <translation>Ein Eintrag von &quot;contents&quot; ist kein Objekt.</translation>
    </message>
    <message>
        <source>The server returned no contents for this resource.</source>
        <translation>Der Server hat für diese Ressource keine Inhalte geliefert.</translation>
    </message>
</context>
<context>
    <name>Sampling</name>
    <message>
        <source>The answer has no role (it must be &quot;assistant&quot; or &quot;user&quot;).</source>
        <translation>Die Antwort hat keine Rolle (sie muss „assistant“ oder „user“ sein).</translation>
    </message>
    <message>
        <source>The role &quot;%1&quot; is neither &quot;assistant&quot; nor &quot;user&quot;.</source>
        <translation>Die Rolle „%1“ ist weder „assistant“ noch „user“.</translation>
    </message>
    <message>
        <source>The answer does not name the model that wrote it.</source>
        <translation>Die Antwort nennt nicht das Modell, das sie geschrieben hat.</translation>
    </message>
    <message>
        <source>The stop reason must be text.</source>
        <translation>Der Grund für das Ende muss Text sein.</translation>
    </message>
    <message>
        <source>The answer has no content.</source>
        <translation>Die Antwort hat keinen Inhalt.</translation>
    </message>
    <message>
        <source>Every entry of the content must be a content block.</source>
        <translation>Jeder Eintrag des Inhalts muss ein Inhaltsblock sein.</translation>
    </message>
    <message>
        <source>The content block type &quot;%1&quot; is not allowed in a sampling answer.</source>
        <translation>Der Inhaltsblocktyp „%1“ ist in einer Sampling-Antwort nicht erlaubt.</translation>
    </message>
    <message>
        <source>A text block has no text.</source>
        <translation>Ein Textblock hat keinen Text.</translation>
    </message>
    <message>
        <source>An image or audio block needs data and a MIME type.</source>
        <translation>Ein Bild- oder Audioblock braucht Daten und einen MIME-Typ.</translation>
    </message>
    <message>
        <source>The stop reason &quot;toolUse&quot; needs a tool_use block in the content.</source>
        <translation>Der Grund für das Ende „toolUse“ braucht einen tool_use-Block im Inhalt.</translation>
    </message>
</context>
<context>
    <name>UrlPolicy</name>
    <message>
        <source>a public address</source>
        <translation>eine öffentliche Adresse</translation>
    </message>
    <message>
        <source>a loopback address (this computer)</source>
        <translation>eine Loopback-Adresse (dieser Computer)</translation>
    </message>
    <message>
        <source>a private network address</source>
        <translation>eine Adresse eines privaten Netzes</translation>
    </message>
    <message>
        <source>a link-local address</source>
        <translation>eine link-lokale Adresse</translation>
    </message>
    <message>
        <source>a cloud metadata address</source>
        <translation>eine Cloud-Metadatenadresse</translation>
    </message>
    <message>
        <source>an unspecified, multicast or broadcast address</source>
        <translation>eine unbestimmte, Multicast- oder Broadcast-Adresse</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a valid address.</source>
        <translation>%1 „%2“ ist keine gültige Adresse.</translation>
    </message>
    <message>
        <source>%1 %2 is plain http to another computer: mcpscope only signs in over https (or plain http on this computer), so that nobody on the way can read codes and tokens.</source>
        <translation>%1 %2 ist einfaches http zu einem anderen Computer: mcpscope meldet sich nur über https an (oder einfaches http auf diesem Computer), damit niemand unterwegs Codes und Tokens lesen kann.</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a web address (its scheme is &quot;%3&quot;): mcpscope only opens or fetches https addresses for a sign-in, so that a server cannot make it open files, network shares or other programs.</source>
        <translation>%1 „%2“ ist keine Webadresse (ihr Schema ist „%3“): mcpscope öffnet oder lädt für eine Anmeldung nur https-Adressen, damit ein Server es keine Dateien, Netzwerkfreigaben oder andere Programme öffnen lassen kann.</translation>
    </message>
    <message>
        <source>%1 %2 is %3, but the MCP server %4 is not there: mcpscope does not let a server direct requests into this computer or its network.</source>
        <translation>%1 %2 ist %3, aber der MCP-Server %4 liegt nicht dort: mcpscope lässt sich von einem Server keine Anfragen in diesen Computer oder sein Netz schicken.</translation>
    </message>
    <message>
        <source>%1 redirected to %2, from https to plain http; mcpscope does not follow that.</source>
        <translation>%1 leitete nach %2 um, von https zu einfachem http; dem folgt mcpscope nicht.</translation>
    </message>
    <message>
        <source>%1 redirected to %2, another origin. mcpscope does not carry credentials, headers, the session or the message to another origin, so it stopped there. If %2 is where the server really is, use that address.</source>
        <translation>%1 leitete nach %2 um, zu einem anderen Ursprung. mcpscope trägt Zugangsdaten, Header, die Sitzung und die Nachricht nicht zu einem anderen Ursprung und hat darum dort aufgehört. Wenn der Server wirklich unter %2 liegt, verwenden Sie diese Adresse.</translation>
    </message>
</context>
<context>
    <name>mcpscope</name>
    <message>
        <source>a string</source>
        <translation>ein String</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine Ganzzahl</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Boolescher Wert</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>a string (%1)</source>
        <translation>ein String (%1)</translation>
    </message>
    <message>
        <source>a boolean (true)</source>
        <translation>ein Boolescher Wert (true)</translation>
    </message>
    <message>
        <source>a boolean (false)</source>
        <translation>ein Boolescher Wert (false)</translation>
    </message>
    <message>
        <source>an integer (%1)</source>
        <translation>eine Ganzzahl (%1)</translation>
    </message>
    <message>
        <source>a number (%1)</source>
        <translation>eine Zahl (%1)</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be %3, not %4</source>
        <translation>%1: &quot;%2&quot; muss %3 sein, nicht %4</translation>
    </message>
    <message>
        <source>%1: each item of &quot;%2&quot; must be %3, not %4</source>
        <translation>%1: Jedes Element von &quot;%2&quot; muss %3 sein, nicht %4</translation>
    </message>
    <message>
        <source>%1: required member &quot;%2&quot; is missing</source>
        <translation>%1: Das Pflichtfeld &quot;%2&quot; fehlt</translation>
    </message>
    <message>
        <source>%1 %2 is not one of %3</source>
        <translation>%1 %2 ist keiner der Werte %3</translation>
    </message>
    <message>
        <source>%1 must be between 0 and 1</source>
        <translation>%1 muss zwischen 0 und 1 liegen</translation>
    </message>
    <message>
        <source>%1 is not a valid URI: %2</source>
        <translation>%1 ist keine gültige URI: %2</translation>
    </message>
    <message>
        <source>%1 is not an RFC 6570 URI template: %2</source>
        <translation>%1 ist keine URI-Vorlage nach RFC 6570: %2</translation>
    </message>
    <message>
        <source>%1 is not a MIME type: %2</source>
        <translation>%1 ist kein MIME-Typ: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The data is not valid base64: %1</source>
        <translation>Die Daten sind kein gültiges Base64: %1</translation>
    </message>
    <message>
        <source>The icon&apos;s data: URI does not hold valid base64: %1</source>
        <translation>Die data:-URI des Symbols enthält kein gültiges Base64: %1</translation>
    </message>
    <message>
        <source>Icon size %1 is neither &quot;WxH&quot; (like &quot;48x48&quot;) nor &quot;any&quot;</source>
        <translation>Die Symbolgröße %1 ist weder &quot;BxH&quot; (wie &quot;48x48&quot;) noch &quot;any&quot;</translation>
    </message>
    <message>
        <source>Capabilities: experimental &quot;%1&quot; must be an object, not %2</source>
        <translation>Fähigkeiten: experimental &quot;%1&quot; muss ein Objekt sein, nicht %2</translation>
    </message>
    <message>
        <source>Argument &quot;%1&quot; must be a string, not %2</source>
        <translation>Das Argument &quot;%1&quot; muss ein String sein, nicht %2</translation>
    </message>
    <message>
        <source>_meta key %1 is not a valid key name: %2</source>
        <translation>Der _meta-Schlüssel %1 ist kein gültiger Schlüsselname: %2</translation>
    </message>
    <message>
        <source>_meta: &quot;progressToken&quot; must be a string or an integer, not %1</source>
        <translation>_meta: &quot;progressToken&quot; muss ein String oder eine Ganzzahl sein, nicht %1</translation>
    </message>
    <message>
        <source>_meta: &quot;%1&quot; must be an object, not %2</source>
        <translation>_meta: &quot;%1&quot; muss ein Objekt sein, nicht %2</translation>
    </message>
    <message>
        <source>_meta: &quot;%1&quot; must be a string, not %2</source>
        <translation>_meta: &quot;%1&quot; muss ein String sein, nicht %2</translation>
    </message>
    <message>
        <source>_meta key %1 uses a prefix reserved for MCP, but MCP defines no such key</source>
        <translation>Der _meta-Schlüssel %1 verwendet ein für MCP reserviertes Präfix, aber MCP definiert keinen solchen Schlüssel</translation>
    </message>
    <message>
        <source>Tool name %1 breaks the naming rules: %2</source>
        <translation>Der Werkzeugname %1 verstößt gegen die Namensregeln: %2</translation>
    </message>
    <message>
        <source>Root URI %1 does not start with file:// (roots must be file:// URIs)</source>
        <translation>Die Root-URI %1 beginnt nicht mit file:// (Roots müssen file://-URIs sein)</translation>
    </message>
    <message>
        <source>A content block must be an object, not %1</source>
        <translation>Ein Inhaltsblock muss ein Objekt sein, nicht %1</translation>
    </message>
    <message>
        <source>Content block: required member &quot;type&quot; is missing</source>
        <translation>Inhaltsblock: Das Pflichtfeld &quot;type&quot; fehlt</translation>
    </message>
    <message>
        <source>Content block: &quot;type&quot; must be a string, not %1</source>
        <translation>Inhaltsblock: &quot;type&quot; muss ein String sein, nicht %1</translation>
    </message>
    <message>
        <source>Unknown content block type %1 (here it must be %2)</source>
        <translation>Unbekannter Inhaltsblocktyp %1 (hier muss es %2 sein)</translation>
    </message>
    <message>
        <source>Resource contents have both &quot;text&quot; and &quot;blob&quot; (exactly one is allowed)</source>
        <translation>Der Ressourceninhalt hat sowohl &quot;text&quot; als auch &quot;blob&quot; (genau eines ist erlaubt)</translation>
    </message>
    <message>
        <source>Resource contents have neither &quot;text&quot; nor &quot;blob&quot; (exactly one is required)</source>
        <translation>Der Ressourceninhalt hat weder &quot;text&quot; noch &quot;blob&quot; (genau eines ist nötig)</translation>
    </message>
    <message>
        <source>%1 content has mimeType %2, which is not an %1/* type</source>
        <translation>%1-Inhalt hat den mimeType %2, der kein %1/*-Typ ist</translation>
    </message>
    <message>
        <source>The data does not start like %1 (its first bytes: %2)</source>
        <translation>Die Daten beginnen nicht wie %1 (ihre ersten Bytes: %2)</translation>
    </message>
    <message>
        <source>%1 was not checked: %2</source>
        <translation>%1 wurde nicht geprüft: %2</translation>
    </message>
    <message>
        <source>%1 is not a valid JSON Schema: %2</source>
        <translation>%1 ist kein gültiges JSON Schema: %2</translation>
    </message>
    <message>
        <source>%1 must be an object schema: &quot;type&quot;: &quot;object&quot; is missing</source>
        <translation>%1 muss ein Objektschema sein: &quot;type&quot;: &quot;object&quot; fehlt</translation>
    </message>
    <message>
        <source>%1 must be an object schema (&quot;type&quot;: &quot;object&quot;), not &quot;type&quot;: %2</source>
        <translation>%1 muss ein Objektschema sein (&quot;type&quot;: &quot;object&quot;), nicht &quot;type&quot;: %2</translation>
    </message>
    <message>
        <source>%1: &quot;properties&quot; must be an object, not %2</source>
        <translation>%1: &quot;properties&quot; muss ein Objekt sein, nicht %2</translation>
    </message>
    <message>
        <source>%1: property %2 must be described by a schema object, not %3</source>
        <translation>%1: Die Eigenschaft %2 muss durch ein Schemaobjekt beschrieben werden, nicht durch %3</translation>
    </message>
    <message>
        <source>%1: &quot;required&quot; must be an array of property names</source>
        <translation>%1: &quot;required&quot; muss ein Array von Eigenschaftsnamen sein</translation>
    </message>
    <message>
        <source>%1: &quot;$schema&quot; must be a string</source>
        <translation>%1: &quot;$schema&quot; muss ein String sein</translation>
    </message>
    <message>
        <source>Tool name %1 appears twice in the list (items %2 and %3); names should be unique</source>
        <translation>Der Werkzeugname %1 kommt zweimal in der Liste vor (Einträge %2 und %3); Namen sollten eindeutig sein</translation>
    </message>
    <message>
        <source>tools/call names tool %1, which no tools/list result listed</source>
        <translation>tools/call nennt das Werkzeug %1, das kein Ergebnis von tools/list aufgeführt hat</translation>
    </message>
    <message>
        <source>Tool %1 is called as a task, but it does not support task execution</source>
        <translation>Das Werkzeug %1 wird als Aufgabe aufgerufen, unterstützt aber keine Ausführung als Aufgabe</translation>
    </message>
    <message>
        <source>Tool %1 requires task execution, but it is called without &quot;task&quot;</source>
        <translation>Das Werkzeug %1 verlangt die Ausführung als Aufgabe, wird aber ohne &quot;task&quot; aufgerufen</translation>
    </message>
    <message>
        <source>The arguments were not checked against the tool&apos;s inputSchema: %1</source>
        <translation>Die Argumente wurden nicht gegen das inputSchema des Werkzeugs geprüft: %1</translation>
    </message>
    <message>
        <source>Arguments do not match the inputSchema of tool %1</source>
        <translation>Die Argumente passen nicht zum inputSchema des Werkzeugs %1</translation>
    </message>
    <message>
        <source>structuredContent comes without a text block carrying its JSON for older clients</source>
        <translation>structuredContent kommt ohne einen Textblock, der sein JSON für ältere Clients enthält</translation>
    </message>
    <message>
        <source>Tool %1 declares an outputSchema, but its result has no structuredContent</source>
        <translation>Das Werkzeug %1 gibt ein outputSchema an, aber sein Ergebnis hat kein structuredContent</translation>
    </message>
    <message>
        <source>structuredContent was not checked against the tool&apos;s outputSchema: %1</source>
        <translation>structuredContent wurde nicht gegen das outputSchema des Werkzeugs geprüft: %1</translation>
    </message>
    <message>
        <source>structuredContent does not match the outputSchema of tool %1</source>
        <translation>structuredContent passt nicht zum outputSchema des Werkzeugs %1</translation>
    </message>
    <message>
        <source>CompleteRequest ref: required member &quot;type&quot; is missing</source>
        <translation>CompleteRequest ref: Das Pflichtfeld &quot;type&quot; fehlt</translation>
    </message>
    <message>
        <source>Completion reference type %1 is neither &quot;ref/prompt&quot; nor &quot;ref/resource&quot;</source>
        <translation>Der Referenztyp %1 der Vervollständigung ist weder &quot;ref/prompt&quot; noch &quot;ref/resource&quot;</translation>
    </message>
    <message>
        <source>%1 completion values (at most 100 are allowed)</source>
        <translation>%1 Vervollständigungswerte (höchstens 100 sind erlaubt)</translation>
    </message>
    <message>
        <source>total is %1, fewer than the %2 values sent</source>
        <translation>total ist %1, weniger als die %2 gesendeten Werte</translation>
    </message>
    <message>
        <source>maxTokens is %1; it must allow at least one token</source>
        <translation>maxTokens ist %1; es muss mindestens ein Token erlauben</translation>
    </message>
    <message>
        <source>A tool_result block in an assistant message (tool results belong in user messages)</source>
        <translation>Ein tool_result-Block in einer Nachricht des Assistenten (Werkzeugergebnisse gehören in Nachrichten des Benutzers)</translation>
    </message>
    <message>
        <source>A tool_use block in a user message (tool uses come from the assistant)</source>
        <translation>Ein tool_use-Block in einer Nachricht des Benutzers (Werkzeugaufrufe kommen vom Assistenten)</translation>
    </message>
    <message>
        <source>A message with tool results must contain only tool_result blocks</source>
        <translation>Eine Nachricht mit Werkzeugergebnissen darf nur tool_result-Blöcke enthalten</translation>
    </message>
    <message>
        <source>Message %1 has tool_use %2 that the next message does not answer with a tool_result</source>
        <translation>Nachricht %1 enthält tool_use %2, das die nächste Nachricht nicht mit einem tool_result beantwortet</translation>
    </message>
    <message>
        <source>tool_result for %1, which the previous message did not request with a tool_use</source>
        <translation>tool_result für %1, das die vorige Nachricht nicht mit einem tool_use angefordert hat</translation>
    </message>
    <message>
        <source>stopReason is &quot;toolUse&quot; but the content has no tool_use block</source>
        <translation>stopReason ist &quot;toolUse&quot;, aber der Inhalt hat keinen tool_use-Block</translation>
    </message>
    <message>
        <source>Property %1 must be a schema object, not %2</source>
        <translation>Die Eigenschaft %1 muss ein Schemaobjekt sein, nicht %2</translation>
    </message>
    <message>
        <source>Property %1 needs &quot;type&quot;: one of &quot;string&quot;, &quot;number&quot;, &quot;integer&quot;, &quot;boolean&quot; or &quot;array&quot; (multi-select)</source>
        <translation>Die Eigenschaft %1 braucht &quot;type&quot;: einen von &quot;string&quot;, &quot;number&quot;, &quot;integer&quot;, &quot;boolean&quot; oder &quot;array&quot; (Mehrfachauswahl)</translation>
    </message>
    <message>
        <source>Property %1: &quot;%2&quot; must be an array of strings</source>
        <translation>Eigenschaft %1: &quot;%2&quot; muss ein Array von Strings sein</translation>
    </message>
    <message>
        <source>Property %1: &quot;%2&quot; must list options as {&quot;const&quot;: string, &quot;title&quot;: string}</source>
        <translation>Eigenschaft %1: &quot;%2&quot; muss die Optionen als {&quot;const&quot;: string, &quot;title&quot;: string} aufführen</translation>
    </message>
    <message>
        <source>Property %1: &quot;%2&quot; must be %3, not %4</source>
        <translation>Eigenschaft %1: &quot;%2&quot; muss %3 sein, nicht %4</translation>
    </message>
    <message>
        <source>Property %1 uses &quot;%2&quot;: elicitation schemas are flat, primitive-only</source>
        <translation>Die Eigenschaft %1 verwendet &quot;%2&quot;: Elicitation-Schemas sind flach und enthalten nur einfache Typen</translation>
    </message>
    <message>
        <source>Property %1: format %2 is not one of &quot;email&quot;, &quot;uri&quot;, &quot;date&quot;, &quot;date-time&quot;</source>
        <translation>Eigenschaft %1: Das Format %2 ist keines von &quot;email&quot;, &quot;uri&quot;, &quot;date&quot;, &quot;date-time&quot;</translation>
    </message>
    <message>
        <source>Property %1: the default must be a string, not %2</source>
        <translation>Eigenschaft %1: Der Standardwert muss ein String sein, nicht %2</translation>
    </message>
    <message>
        <source>Property %1: the default must be a boolean, not %2</source>
        <translation>Eigenschaft %1: Der Standardwert muss ein Boolescher Wert sein, nicht %2</translation>
    </message>
    <message>
        <source>Property %1 is an array: only multi-select enums are allowed (&quot;items&quot; with &quot;type&quot;: &quot;string&quot; and &quot;enum&quot;, or &quot;anyOf&quot; options)</source>
        <translation>Die Eigenschaft %1 ist ein Array: Nur Aufzählungen mit Mehrfachauswahl sind erlaubt (&quot;items&quot; mit &quot;type&quot;: &quot;string&quot; und &quot;enum&quot; oder &quot;anyOf&quot;-Optionen)</translation>
    </message>
    <message>
        <source>Property %1: &quot;enum&quot; must be an array of strings</source>
        <translation>Eigenschaft %1: &quot;enum&quot; muss ein Array von Strings sein</translation>
    </message>
    <message>
        <source>Property %1: the default must be an array of strings</source>
        <translation>Eigenschaft %1: Der Standardwert muss ein Array von Strings sein</translation>
    </message>
    <message>
        <source>Property %1 has type %2: elicitation allows only string, number, integer, boolean and multi-select enums</source>
        <translation>Die Eigenschaft %1 hat den Typ %2: Elicitation erlaubt nur string, number, integer, boolean und Aufzählungen mit Mehrfachauswahl</translation>
    </message>
    <message>
        <source>requestedSchema must have &quot;type&quot;: &quot;object&quot; (it has %1)</source>
        <translation>requestedSchema muss &quot;type&quot;: &quot;object&quot; haben (es hat %1)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keinen</translation>
    </message>
    <message>
        <source>requestedSchema needs &quot;properties&quot;</source>
        <translation>requestedSchema braucht &quot;properties&quot;</translation>
    </message>
    <message>
        <source>requestedSchema &quot;properties&quot; must be an object, not %1</source>
        <translation>&quot;properties&quot; von requestedSchema muss ein Objekt sein, nicht %1</translation>
    </message>
    <message>
        <source>requestedSchema &quot;required&quot; must be an array of property names</source>
        <translation>&quot;required&quot; von requestedSchema muss ein Array von Eigenschaftsnamen sein</translation>
    </message>
    <message>
        <source>requestedSchema &quot;$schema&quot; must be a string</source>
        <translation>&quot;$schema&quot; von requestedSchema muss ein String sein</translation>
    </message>
    <message>
        <source>ElicitRequest params: &quot;mode&quot; must be a string, not %1</source>
        <translation>ElicitRequest-Parameter: &quot;mode&quot; muss ein String sein, nicht %1</translation>
    </message>
    <message>
        <source>Elicitation mode %1 is neither &quot;form&quot; nor &quot;url&quot;</source>
        <translation>Der Elicitation-Modus %1 ist weder &quot;form&quot; noch &quot;url&quot;</translation>
    </message>
    <message>
        <source>content comes with action %1; it belongs only to &quot;accept&quot;</source>
        <translation>content kommt mit der Aktion %1; es gehört nur zu &quot;accept&quot;</translation>
    </message>
    <message>
        <source>content comes with a URL-mode elicitation; it belongs only to form mode</source>
        <translation>content kommt mit einer Elicitation im URL-Modus; es gehört nur zum Formularmodus</translation>
    </message>
    <message>
        <source>Value %1 is %2; elicitation values are strings, numbers, booleans or arrays of strings</source>
        <translation>Der Wert %1 ist %2; Elicitation-Werte sind Strings, Zahlen, Boolesche Werte oder Arrays von Strings</translation>
    </message>
    <message>
        <source>content does not match the requestedSchema</source>
        <translation>content passt nicht zum requestedSchema</translation>
    </message>
    <message>
        <source>The %1 result should be empty, but it has %2</source>
        <translation>Das Ergebnis von %1 sollte leer sein, hat aber %2</translation>
    </message>
    <message>
        <source>notifications/cancelled without a requestId cancels nothing (tasks are cancelled with tasks/cancel)</source>
        <translation>notifications/cancelled ohne requestId bricht nichts ab (Aufgaben werden mit tasks/cancel abgebrochen)</translation>
    </message>
    <message>
        <source>progress %1 exceeds total %2</source>
        <translation>progress %1 übersteigt total %2</translation>
    </message>
    <message>
        <source>%1 is a request only the %2 sends</source>
        <translation>%1 ist eine Anfrage, die nur der %2 sendet</translation>
    </message>
    <message>
        <source>%1 is a notification only the %2 sends</source>
        <translation>%1 ist eine Benachrichtigung, die nur der %2 sendet</translation>
    </message>
    <message>
        <source>%1 needs &quot;params&quot;</source>
        <translation>%1 braucht &quot;params&quot;</translation>
    </message>
    <message>
        <source>Icon source uses the scheme &quot;%1:&quot;; icons are https: (or http:) or data: URIs, and clients must reject other schemes</source>
        <translation>Die Symbolquelle verwendet das Schema &quot;%1:&quot;; Symbole sind https:- (oder http:-) oder data:-URIs, und Clients müssen andere Schemata ablehnen</translation>
    </message>
    <message>
        <source>_meta: &quot;%1&quot; must be a string or an integer, not %2</source>
        <translation>_meta: „%1“ muss ein String oder eine ganze Zahl sein, nicht %2</translation>
    </message>
    <message>
        <source>ttlMs %1 is negative; a time to live is 0 or more milliseconds</source>
        <translation>ttlMs %1 ist negativ; eine Lebensdauer ist 0 oder mehr Millisekunden</translation>
    </message>
    <message>
        <source>Capabilities: the settings of extension &quot;%1&quot; must be an object, not %2</source>
        <translation>Fähigkeiten: Die Einstellungen der Erweiterung „%1“ müssen ein Objekt sein, nicht %2</translation>
    </message>
    <message>
        <source>InputRequests: each value must be an object, not %1</source>
        <translation>InputRequests: Jeder Wert muss ein Objekt sein, nicht %1</translation>
    </message>
    <message>
        <source>InputRequest: required member &quot;method&quot; is missing</source>
        <translation>InputRequest: Das Pflichtfeld „method“ fehlt</translation>
    </message>
    <message>
        <source>InputRequest: elicitation/create needs &quot;params&quot;</source>
        <translation>InputRequest: elicitation/create braucht „params“</translation>
    </message>
    <message>
        <source>InputRequest: sampling/createMessage needs &quot;params&quot;</source>
        <translation>InputRequest: sampling/createMessage braucht „params“</translation>
    </message>
    <message>
        <source>InputRequest: &quot;params&quot; must be an object, not %1</source>
        <translation>InputRequest: „params“ muss ein Objekt sein, nicht %1</translation>
    </message>
    <message>
        <source>InputRequest: &quot;method&quot; must be a string, not %1</source>
        <translation>InputRequest: „method“ muss ein String sein, nicht %1</translation>
    </message>
    <message>
        <source>InputResponses: each value must be an object, not %1</source>
        <translation>InputResponses: Jeder Wert muss ein Objekt sein, nicht %1</translation>
    </message>
    <message>
        <source>Task ttlMs %1 is negative</source>
        <translation>Task: ttlMs %1 ist negativ</translation>
    </message>
    <message>
        <source>Task: an input_required task must carry &quot;inputRequests&quot;</source>
        <translation>Task: Eine Aufgabe im Status input_required muss „inputRequests“ enthalten</translation>
    </message>
    <message>
        <source>Task: &quot;inputRequests&quot; must be an object, not %1</source>
        <translation>Task: „inputRequests“ muss ein Objekt sein, nicht %1</translation>
    </message>
    <message>
        <source>Task: a completed task must carry its &quot;result&quot;</source>
        <translation>Task: Eine abgeschlossene Aufgabe muss ihr „result“ enthalten</translation>
    </message>
    <message>
        <source>Task: &quot;result&quot; must be an object, not %1</source>
        <translation>Task: „result“ muss ein Objekt sein, nicht %1</translation>
    </message>
    <message>
        <source>Task: a failed task must carry the &quot;error&quot; that ended it</source>
        <translation>Task: Eine fehlgeschlagene Aufgabe muss den „error“ enthalten, an dem sie gescheitert ist</translation>
    </message>
    <message>
        <source>Task: &quot;error&quot; must be an object, not %1</source>
        <translation>Task: „error“ muss ein Objekt sein, nicht %1</translation>
    </message>
    <message>
        <source>The ui:// resource %1 has the mimeType %2; an MCP App&apos;s HTML is text/html;profile=mcp-app, and hosts show nothing else as an app</source>
        <translation>Die ui://-Ressource %1 hat den mimeType %2; das HTML einer MCP App hat text/html;profile=mcp-app, und etwas anderes zeigen Hosts nicht als App an</translation>
    </message>
    <message>
        <source>The contents of the ui:// resource %1 have no mimeType; an MCP App&apos;s HTML is text/html;profile=mcp-app, and hosts show nothing else as an app</source>
        <translation>Die Inhalte der ui://-Ressource %1 haben keinen mimeType; das HTML einer MCP App hat text/html;profile=mcp-app, und etwas anderes zeigen Hosts nicht als App an</translation>
    </message>
    <message>
        <source>The tool&apos;s UI resource (_meta.ui.resourceUri) is %1; it must be a string naming a ui:// resource, so hosts show no app for this tool</source>
        <translation>Die UI-Ressource des Werkzeugs (_meta.ui.resourceUri) ist %1; sie muss ein String sein, der eine ui://-Ressource nennt, daher zeigen Hosts für dieses Werkzeug keine App an</translation>
    </message>
</context>
<context>
    <name>mcpscope::AppHost</name>
    <message>
        <source>The app did not start talking to mcpscope within %1 s: it sent no ui/initialize. It may have failed to load; its console output may say why.</source>
        <translation>Die App hat nicht innerhalb von %1 s begonnen, mit mcpscope zu sprechen: Sie hat kein ui/initialize gesendet. Vielleicht konnte sie nicht geladen werden; ihre Konsolenausgabe sagt möglicherweise, warum.</translation>
    </message>
    <message>
        <source>mcpscope does not know a tool named &quot;%1&quot;. List the server&apos;s tools first.</source>
        <translation>mcpscope kennt kein Werkzeug namens „%1“. Lassen Sie zuerst die Werkzeuge des Servers auflisten.</translation>
    </message>
    <message>
        <source>The tool &quot;%1&quot; comes with no app: it names no ui:// resource in _meta.ui.resourceUri.</source>
        <translation>Das Werkzeug „%1“ bringt keine App mit: Es nennt keine ui://-Ressource in _meta.ui.resourceUri.</translation>
    </message>
    <message>
        <source>mcpscope is not connected to the server, so it cannot fetch the app %1.</source>
        <translation>mcpscope ist nicht mit dem Server verbunden und kann die App %1 daher nicht abrufen.</translation>
    </message>
    <message>
        <source>The server did not give the app %1: %2</source>
        <translation>Der Server hat die App %1 nicht geliefert: %2</translation>
    </message>
    <message>
        <source>The app %1 is about %2 MB; mcpscope shows apps of up to %3 MB.</source>
        <translation>Die App %1 ist etwa %2 MB groß; mcpscope zeigt Apps bis zu %3 MB.</translation>
    </message>
    <message>
        <source>The server answered the request for the app %1 with no contents.</source>
        <translation>Der Server hat die Anfrage nach der App %1 ohne Inhalte beantwortet.</translation>
    </message>
    <message>
        <source>The app %1 is of type &quot;%2&quot;, not text/html;profile=mcp-app: mcpscope shows only MCP App documents.</source>
        <translation>Die App %1 hat den Typ „%2“, nicht text/html;profile=mcp-app: mcpscope zeigt nur MCP-App-Dokumente.</translation>
    </message>
    <message>
        <source>none given</source>
        <translation>keiner angegeben</translation>
    </message>
    <message>
        <source>The app %1 cannot be read: %2</source>
        <translation>Die App %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The app %1 is %2 MB; mcpscope shows apps of up to %3 MB.</source>
        <translation>Die App %1 ist %2 MB groß; mcpscope zeigt Apps bis zu %3 MB.</translation>
    </message>
    <message>
        <source>The app sends more than %1 messages a second. mcpscope drops the rest of each such second (it counts them; they are not recorded) and stays responsive.</source>
        <translation>Die App sendet mehr als %1 Nachrichten pro Sekunde. mcpscope verwirft den Rest jeder solchen Sekunde (es zählt sie; sie werden nicht aufgezeichnet) und bleibt bedienbar.</translation>
    </message>
    <message>
        <source>The app sent a message of %1 MB; mcpscope reads app messages of up to %2 MB and dropped it unread.</source>
        <translation>Die App hat eine Nachricht von %1 MB gesendet; mcpscope liest App-Nachrichten bis zu %2 MB und hat sie ungelesen verworfen.</translation>
    </message>
    <message>
        <source>The app sent something that is not a JSON-RPC message (&quot;%1&quot;); mcpscope ignored it.</source>
        <translation>Die App hat etwas gesendet, das keine JSON-RPC-Nachricht ist („%1“); mcpscope hat es ignoriert.</translation>
    </message>
    <message>
        <source>Only http and https links can be opened.</source>
        <translation>Nur http- und https-Links können geöffnet werden.</translation>
    </message>
    <message>
        <source>The app asked to open &quot;%1&quot;; mcpscope opens only http and https links.</source>
        <translation>Die App wollte „%1“ öffnen; mcpscope öffnet nur http- und https-Links.</translation>
    </message>
    <message>
        <source>mcpscope does not offer &quot;%1&quot; to apps.</source>
        <translation>mcpscope bietet Apps „%1“ nicht an.</translation>
    </message>
    <message>
        <source>tools/call needs a tool name and arguments as an object.</source>
        <translation>tools/call braucht einen Werkzeugnamen und Argumente als Objekt.</translation>
    </message>
    <message>
        <source>The app tried to call the tool &quot;%1&quot;, which the server does not list; mcpscope refused.</source>
        <translation>Die App wollte das Werkzeug „%1“ aufrufen, das der Server nicht auflistet; mcpscope hat abgelehnt.</translation>
    </message>
    <message>
        <source>The app tried to call the tool &quot;%1&quot;, whose visibility does not include &quot;app&quot;; mcpscope refused.</source>
        <translation>Die App wollte das Werkzeug „%1“ aufrufen, dessen visibility „app“ nicht enthält; mcpscope hat abgelehnt.</translation>
    </message>
    <message>
        <source>This app may not call the tool &quot;%1&quot;.</source>
        <translation>Diese App darf das Werkzeug „%1“ nicht aufrufen.</translation>
    </message>
    <message>
        <source>resources/read needs a uri.</source>
        <translation>resources/read braucht eine uri.</translation>
    </message>
    <message>
        <source>mcpscope is not connected to the server.</source>
        <translation>mcpscope ist nicht mit dem Server verbunden.</translation>
    </message>
</context>
<context>
    <name>mcpscope::AppRules</name>
    <message>
        <source>app</source>
        <translation>App</translation>
    </message>
    <message>
        <source>host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>The %1&apos;s %2 has no &quot;params&quot;; the MCP Apps specification requires them.</source>
        <translation>Die Nachricht %2 der %1-Seite hat keine „params“; die MCP-Apps-Spezifikation verlangt sie.</translation>
    </message>
    <message>
        <source>The &quot;%1&quot; of the %2&apos;s %3 is not an object.</source>
        <translation>„%1“ in der Nachricht %3 der %2-Seite ist kein Objekt.</translation>
    </message>
    <message>
        <source>The %1 answered %2 with a result that does not match the MCP Apps schema at &quot;%3&quot;: %4</source>
        <translation>Die %1-Seite hat %2 mit einem Ergebnis beantwortet, das an der Stelle „%3“ nicht zum MCP-Apps-Schema passt: %4</translation>
    </message>
    <message>
        <source>The %1&apos;s %2 does not match the MCP Apps schema at &quot;%3&quot;: %4</source>
        <translation>Die Nachricht %2 der %1-Seite passt an der Stelle „%3“ nicht zum MCP-Apps-Schema: %4</translation>
    </message>
    <message>
        <source>The %1 answered a request with id %2 that the %3 did not send or that was answered already.</source>
        <translation>Die %1-Seite hat eine Anfrage mit der ID %2 beantwortet, die die %3-Seite nicht gesendet hat oder die schon beantwortet war.</translation>
    </message>
    <message>
        <source>The app sent ui/initialize again; an app initializes once.</source>
        <translation>Die App hat ui/initialize erneut gesendet; eine App initialisiert sich nur einmal.</translation>
    </message>
    <message>
        <source>The app sent %1 before ui/initialize; an app must begin with ui/initialize (reported once).</source>
        <translation>Die App hat %1 vor ui/initialize gesendet; eine App muss mit ui/initialize beginnen (einmal gemeldet).</translation>
    </message>
    <message>
        <source>The host sent %1 before the app said ui/notifications/initialized; a host waits for it before it sends anything else (reported once).</source>
        <translation>Der Host hat %1 gesendet, bevor die App ui/notifications/initialized gesagt hat; ein Host wartet darauf, bevor er irgendetwas anderes sendet (einmal gemeldet).</translation>
    </message>
    <message>
        <source>The %1 sent &quot;%2&quot;, which is not a method of the MCP Apps dialect (ext-apps 2.0.4).</source>
        <translation>Die %1-Seite hat „%2“ gesendet, was keine Methode des MCP-Apps-Dialekts (ext-apps 2.0.4) ist.</translation>
    </message>
    <message>
        <source>The %1 sent %2, which only the %3 sends.</source>
        <translation>Die %1-Seite hat %2 gesendet, was nur die %3-Seite sendet.</translation>
    </message>
    <message>
        <source>%1 is a request, but the %2 sent it without an id.</source>
        <translation>%1 ist eine Anfrage, aber die %2-Seite hat sie ohne ID gesendet.</translation>
    </message>
    <message>
        <source>%1 is a notification, but the %2 sent it with an id.</source>
        <translation>%1 ist eine Benachrichtigung, aber die %2-Seite hat sie mit einer ID gesendet.</translation>
    </message>
</context>
<context>
    <name>mcpscope::AppView</name>
    <message>
        <source>The app tried to reach %1, which its resource&apos;s CSP does not name; mcpscope blocked it.</source>
        <translation>Die App wollte %1 erreichen, was die CSP ihrer Ressource nicht nennt; mcpscope hat es blockiert.</translation>
    </message>
    <message>
        <source>The app tried to open a window; mcpscope refused.</source>
        <translation>Die App wollte ein Fenster öffnen; mcpscope hat abgelehnt.</translation>
    </message>
    <message>
        <source>The app tried to navigate to %1; mcpscope refused (links open only through ui/open-link, after you agree).</source>
        <translation>Die App wollte zu %1 navigieren; mcpscope hat abgelehnt (Links öffnen sich nur über ui/open-link, nachdem Sie zugestimmt haben).</translation>
    </message>
    <message>
        <source>The app asked for a permission its resource does not declare (%1); mcpscope refused.</source>
        <translation>Die App hat eine Berechtigung angefordert, die ihre Ressource nicht angibt (%1); mcpscope hat abgelehnt.</translation>
    </message>
    <message>
        <source>another kind</source>
        <translation>eine andere Art</translation>
    </message>
    <message>
        <source>Allow the app?</source>
        <translation>App erlauben?</translation>
    </message>
    <message>
        <source>The app %1 asks for %2, as its resource declares. Allow it?</source>
        <translation>Die App %1 bittet um %2, wie es ihre Ressource angibt. Erlauben?</translation>
    </message>
    <message>
        <source>The app&apos;s console</source>
        <translation>Die Konsole der App</translation>
    </message>
    <message>
        <source>Console</source>
        <translation>Konsole</translation>
    </message>
    <message>
        <source>Messages and context updates from the app</source>
        <translation>Nachrichten und Kontext-Aktualisierungen der App</translation>
    </message>
    <message>
        <source>Messages to the model</source>
        <translation>Nachrichten an das Modell</translation>
    </message>
    <message>
        <source>[mcpscope] %1</source>
        <translation>[mcpscope] %1</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <source>Load the app again from the resource mcpscope read</source>
        <translation>Die App erneut aus der Ressource laden, die mcpscope gelesen hat</translation>
    </message>
    <message>
        <source>Theme told to the app</source>
        <translation>Der App mitgeteiltes Farbschema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Locale told to the app</source>
        <translation>Der App mitgeteilte Sprache und Region</translation>
    </message>
    <message>
        <source>Display mode told to the app</source>
        <translation>Der App mitgeteilter Anzeigemodus</translation>
    </message>
    <message>
        <source>Inline</source>
        <translation>Eingebettet</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <source>Run again with this input</source>
        <translation>Mit dieser Eingabe erneut ausführen</translation>
    </message>
    <message>
        <source>App %1 of the tool %2</source>
        <translation>App %1 des Werkzeugs %2</translation>
    </message>
    <message>
        <source>This build of mcpscope has no web engine (Qt WebEngine), so it shows the app&apos;s HTML source instead of running it.</source>
        <translation>Diese Version von mcpscope hat keine Web-Engine (Qt WebEngine); sie zeigt daher den HTML-Quelltext der App, statt sie auszuführen.</translation>
    </message>
    <message>
        <source>Open link?</source>
        <translation>Link öffnen?</translation>
    </message>
    <message>
        <source>The app asks to open this address in your browser. Open it?</source>
        <translation>Die App bittet darum, diese Adresse in Ihrem Browser zu öffnen. Öffnen?</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
</context>
<context>
    <name>mcpscope::ArgumentForm</name>
    <message>
        <source>required</source>
        <translation>erforderlich</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>%1 (argument &quot;%2&quot;)</source>
        <translation>%1 (Argument „%2“)</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>Erforderlich</translation>
    </message>
    <message numerus="yes">
        <source>%n more argument(s) are not shown.</source>
        <translation>
            <numerusform>%n weiteres Argument wird nicht angezeigt.</numerusform>
            <numerusform>%n weitere Argumente werden nicht angezeigt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::ArgumentsEditor</name>
    <message>
        <source>Form</source>
        <translation>Formular</translation>
    </message>
    <message>
        <source>Fill in the arguments field by field</source>
        <translation>Die Argumente Feld für Feld ausfüllen</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Write the arguments as one JSON object</source>
        <translation>Die Argumente als ein JSON-Objekt schreiben</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Empty the form and fill in the defaults again</source>
        <translation>Das Formular leeren und die Standardwerte neu eintragen</translation>
    </message>
    <message>
        <source>Arguments as JSON</source>
        <translation>Argumente als JSON</translation>
    </message>
    <message>
        <source>The arguments as one JSON object, e.g. {&quot;message&quot;: &quot;hello&quot;}</source>
        <translation>Die Argumente als ein JSON-Objekt, z. B. {&quot;message&quot;: &quot;hello&quot;}</translation>
    </message>
    <message>
        <source>These arguments do not fit the form, so they are shown as JSON.</source>
        <translation>Diese Argumente passen nicht zum Formular und werden daher als JSON angezeigt.</translation>
    </message>
    <message>
        <source>%1 Fix it (or undo) before going back to the form; nothing you typed is lost.</source>
        <translation>%1 Beheben Sie das (oder machen Sie es rückgängig), bevor Sie zum Formular zurückkehren; nichts von dem, was Sie eingegeben haben, geht verloren.</translation>
    </message>
    <message>
        <source>These arguments do not fit the form; keep editing them as JSON, or press Reset.</source>
        <translation>Diese Argumente passen nicht zum Formular; bearbeiten Sie sie weiter als JSON, oder klicken Sie auf „Zurücksetzen“.</translation>
    </message>
    <message>
        <source>The arguments are empty: write a JSON object, at least {}.</source>
        <translation>Die Argumente sind leer: Schreiben Sie ein JSON-Objekt, mindestens {}.</translation>
    </message>
    <message>
        <source>The arguments must be a JSON object ({ ... }), not %1.</source>
        <translation>Die Argumente müssen ein JSON-Objekt sein ({ ... }), nicht %1.</translation>
    </message>
    <message>
        <source>The arguments could not be checked: the schema is not usable (%1).</source>
        <translation>Die Argumente konnten nicht geprüft werden: Das Schema ist nicht verwendbar (%1).</translation>
    </message>
    <message>
        <source>The arguments could not be checked: %1.</source>
        <translation>Die Argumente konnten nicht geprüft werden: %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>mcpscope::ArrayFieldEditor</name>
    <message>
        <source>Items</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>%1 (required)</source>
        <translation>%1 (erforderlich)</translation>
    </message>
    <message>
        <source>From %1 to %2 items.</source>
        <translation>%1 bis %2 Einträge.</translation>
    </message>
    <message>
        <source>At least one item.</source>
        <translation>Mindestens ein Eintrag.</translation>
    </message>
    <message>
        <source>At least %1 items.</source>
        <translation>Mindestens %1 Einträge.</translation>
    </message>
    <message>
        <source>At most one item.</source>
        <translation>Höchstens ein Eintrag.</translation>
    </message>
    <message>
        <source>At most %1 items.</source>
        <translation>Höchstens %1 Einträge.</translation>
    </message>
    <message>
        <source>No item may appear twice.</source>
        <translation>Kein Eintrag darf doppelt vorkommen.</translation>
    </message>
    <message>
        <source>No items yet (an empty list is sent).</source>
        <translation>Noch keine Einträge (eine leere Liste wird gesendet).</translation>
    </message>
    <message>
        <source>No items yet (the list is left out).</source>
        <translation>Noch keine Einträge (die Liste wird weggelassen).</translation>
    </message>
    <message>
        <source>Add item</source>
        <translation>Eintrag hinzufügen</translation>
    </message>
    <message>
        <source>Add an item to %1</source>
        <translation>Einen Eintrag zu %1 hinzufügen</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Remove this item</source>
        <translation>Diesen Eintrag entfernen</translation>
    </message>
    <message>
        <source>Move item %1 up</source>
        <translation>Eintrag %1 nach oben verschieben</translation>
    </message>
    <message>
        <source>Move item %1 down</source>
        <translation>Eintrag %1 nach unten verschieben</translation>
    </message>
    <message>
        <source>Remove item %1</source>
        <translation>Eintrag %1 entfernen</translation>
    </message>
    <message>
        <source>Example: %1</source>
        <translation>Beispiel: %1</translation>
    </message>
</context>
<context>
    <name>mcpscope::AutoAnswer</name>
    <message>
        <source>Short test answer</source>
        <translation>Kurze Testantwort</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Empty answer</source>
        <translation>Leere Antwort</translation>
    </message>
    <message>
        <source>Cut short (max tokens reached)</source>
        <translation>Abgeschnitten (maximale Tokenzahl erreicht)</translation>
    </message>
    <message>
        <source>Long text</source>
        <translation>Langer Text</translation>
    </message>
</context>
<context>
    <name>mcpscope::AutoAnswerMenu</name>
    <message>
        <source>&amp;Unattended Answers</source>
        <translation>&amp;Unbeaufsichtigte Antworten</translation>
    </message>
    <message>
        <source>&amp;Answer Server Requests Automatically</source>
        <translation>Anfragen des Servers &amp;automatisch beantworten</translation>
    </message>
    <message>
        <source>For unattended use: model requests get the canned reply below, questions (elicitation) are declined, and no dialog opens</source>
        <translation>Für den unbeaufsichtigten Betrieb: Modellanfragen erhalten die vorgefertigte Antwort unten, Fragen (Elicitation) werden abgelehnt, und es öffnet sich kein Dialog</translation>
    </message>
    <message>
        <source>Canned reply to model requests</source>
        <translation>Vorgefertigte Antwort auf Modellanfragen</translation>
    </message>
    <message>
        <source>(an empty text)</source>
        <translation>(ein leerer Text)</translation>
    </message>
    <message>
        <source>Answering automatically: model requests get &quot;%1&quot;, questions are declined</source>
        <translation>Automatische Antworten: Modellanfragen erhalten „%1“, Fragen werden abgelehnt</translation>
    </message>
</context>
<context>
    <name>mcpscope::BooleanFieldEditor</name>
    <message>
        <source>Yes (true)</source>
        <translation>Ja (true)</translation>
    </message>
    <message>
        <source>No (false)</source>
        <translation>Nein (false)</translation>
    </message>
    <message>
        <source>Not set (left out)</source>
        <translation>Nicht gesetzt (weggelassen)</translation>
    </message>
</context>
<context>
    <name>mcpscope::BrokenAnswers</name>
    <message>
        <source>request %1 (%2)</source>
        <translation>Anfrage %1 (%2)</translation>
    </message>
    <message>
        <source>The server answered %1 with the id %2, a %3: a response must repeat its request&apos;s id with the same type (JSON-RPC 2.0), so this answer belongs to no request.</source>
        <translation>Der Server hat auf %1 mit der ID %2 (Typ: %3) geantwortet: Eine Antwort muss die ID ihrer Anfrage mit demselben Typ wiederholen (JSON-RPC 2.0), daher gehört diese Antwort zu keiner Anfrage.</translation>
    </message>
    <message>
        <source>string</source>
        <translation>String</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>The server answered with an error for the id %1, which mcpscope never sent: &quot;%2&quot; (error %3). The only request waiting for an answer is %4, so the server most likely could not read it.</source>
        <translation>Der Server hat mit einem Fehler für die ID %1 geantwortet, die mcpscope nie gesendet hat: &quot;%2&quot; (Fehler %3). Die einzige Anfrage, die auf eine Antwort wartet, ist %4; der Server konnte sie also höchstwahrscheinlich nicht lesen.</translation>
    </message>
    <message>
        <source>The server answered with the id %1, which mcpscope never sent. The only request waiting for an answer is %2: the server most likely mixed up the id.</source>
        <translation>Der Server hat mit der ID %1 geantwortet, die mcpscope nie gesendet hat. Die einzige Anfrage, die auf eine Antwort wartet, ist %2: Der Server hat die ID höchstwahrscheinlich verwechselt.</translation>
    </message>
    <message numerus="yes">
        <source>The server answered %1, but it pretty-printed the answer over %n lines; MCP over stdio needs exactly one message per line, so it cannot be read as one.</source>
        <translation>
            <numerusform>Der Server hat auf %1 geantwortet, die Antwort aber formatiert auf %n Zeile ausgegeben; MCP über stdio braucht genau eine Nachricht pro Zeile, daher kann sie nicht als eine Nachricht gelesen werden.</numerusform>
            <numerusform>Der Server hat auf %1 geantwortet, die Antwort aber formatiert auf %n Zeilen verteilt; MCP über stdio braucht genau eine Nachricht pro Zeile, daher kann sie nicht als eine Nachricht gelesen werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>is not valid UTF-8</source>
        <translation>ist kein gültiges UTF-8</translation>
    </message>
    <message>
        <source>is not valid JSON</source>
        <translation>ist kein gültiges JSON</translation>
    </message>
    <message>
        <source>The server&apos;s answer to %1 %2, so it cannot be read: %3</source>
        <translation>Die Antwort des Servers auf %1 %2, daher kann sie nicht gelesen werden: %3</translation>
    </message>
    <message numerus="yes">
        <source>The server wrote %n line(s) on its output that are no JSON-RPC message, and no message at all</source>
        <translation>
            <numerusform>Der Server hat auf seiner Ausgabe %n Zeile geschrieben, die keine JSON-RPC-Nachricht ist, und sonst überhaupt keine Nachricht</numerusform>
            <numerusform>Der Server hat auf seiner Ausgabe %n Zeilen geschrieben, die keine JSON-RPC-Nachrichten sind, und sonst überhaupt keine Nachricht</numerusform>
        </translation>
    </message>
    <message>
        <source>(it has been silent for %1 s since). The first: &quot;%2&quot;.</source>
        <translation>(seit %1 s ist er still). Die erste: &quot;%2&quot;.</translation>
    </message>
</context>
<context>
    <name>mcpscope::CacheHint</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n Sekunde</numerusform>
            <numerusform>%n Sekunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n Stunde</numerusform>
            <numerusform>%n Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>no cache scope given</source>
        <translation>kein Cache-Bereich angegeben</translation>
    </message>
    <message>
        <source>cache scope: %1</source>
        <translation>Cache-Bereich: %1</translation>
    </message>
    <message>
        <source>No freshness hint (ttlMs) from the server, so this counts as stale: it is read again when you come back to it (%1).</source>
        <translation>Der Server gibt keinen Frische-Hinweis (ttlMs), daher gilt dies als veraltet: Es wird neu gelesen, wenn Sie hierher zurückkehren (%1).</translation>
    </message>
    <message>
        <source>Fresh for %1 more, by the server&apos;s hint of %2 (%3).</source>
        <translation>Noch %1 frisch, nach dem Hinweis des Servers von %2 (%3).</translation>
    </message>
    <message>
        <source>Stale: the server&apos;s freshness hint of %1 has passed; it is read again when you come back to it (%2).</source>
        <translation>Veraltet: Der Frische-Hinweis des Servers von %1 ist abgelaufen; es wird neu gelesen, wenn Sie hierher zurückkehren (%2).</translation>
    </message>
</context>
<context>
    <name>mcpscope::CapabilityText</name>
    <message>
        <source>Features outside the specification, by agreement between client and server</source>
        <translation>Funktionen außerhalb der Spezifikation, nach Absprache zwischen Client und Server</translation>
    </message>
    <message>
        <source>A feature outside the specification</source>
        <translation>Eine Funktion außerhalb der Spezifikation</translation>
    </message>
    <message>
        <source>The server sends log messages (notifications/message); the client may set their level (logging/setLevel)</source>
        <translation>Der Server sendet Protokollmeldungen (notifications/message); der Client kann ihre Stufe festlegen (logging/setLevel)</translation>
    </message>
    <message>
        <source>The server suggests values for prompt and resource template arguments (completion/complete)</source>
        <translation>Der Server schlägt Werte für Argumente von Prompts und Ressourcenvorlagen vor (completion/complete)</translation>
    </message>
    <message>
        <source>The server offers prompt templates (prompts/list, prompts/get)</source>
        <translation>Der Server bietet Prompt-Vorlagen an (prompts/list, prompts/get)</translation>
    </message>
    <message>
        <source>The server says when its list of prompts changes</source>
        <translation>Der Server meldet, wenn sich seine Liste der Prompts ändert</translation>
    </message>
    <message>
        <source>The server offers resources to read (resources/list, resources/read, resources/templates/list)</source>
        <translation>Der Server bietet Ressourcen zum Lesen an (resources/list, resources/read, resources/templates/list)</translation>
    </message>
    <message>
        <source>Clients may subscribe to changes of a resource (resources/subscribe)</source>
        <translation>Clients können Änderungen einer Ressource abonnieren (resources/subscribe)</translation>
    </message>
    <message>
        <source>The server says when its list of resources changes</source>
        <translation>Der Server meldet, wenn sich seine Liste der Ressourcen ändert</translation>
    </message>
    <message>
        <source>The server offers tools to call (tools/list, tools/call)</source>
        <translation>Der Server bietet Werkzeuge zum Aufrufen an (tools/list, tools/call)</translation>
    </message>
    <message>
        <source>The server says when its list of tools changes</source>
        <translation>Der Server meldet, wenn sich seine Liste der Werkzeuge ändert</translation>
    </message>
    <message>
        <source>The server can run requests as tasks whose results are fetched later</source>
        <translation>Der Server kann Anfragen als Aufgaben ausführen, deren Ergebnisse später abgeholt werden</translation>
    </message>
    <message>
        <source>The server lists its tasks (tasks/list)</source>
        <translation>Der Server listet seine Aufgaben auf (tasks/list)</translation>
    </message>
    <message>
        <source>Tasks can be cancelled (tasks/cancel)</source>
        <translation>Aufgaben können abgebrochen werden (tasks/cancel)</translation>
    </message>
    <message>
        <source>Which requests can run as tasks</source>
        <translation>Welche Anfragen als Aufgaben laufen können</translation>
    </message>
    <message>
        <source>The client tells the server which folders it may work in (roots/list)</source>
        <translation>Der Client teilt dem Server mit, in welchen Ordnern er arbeiten darf (roots/list)</translation>
    </message>
    <message>
        <source>The client says when its list of roots changes</source>
        <translation>Der Client meldet, wenn sich seine Liste der Roots ändert</translation>
    </message>
    <message>
        <source>The server may ask the client&apos;s language model for a completion (sampling/createMessage)</source>
        <translation>Der Server darf das Sprachmodell des Clients um eine Vervollständigung bitten (sampling/createMessage)</translation>
    </message>
    <message>
        <source>Sampling requests may offer tools to the model</source>
        <translation>Sampling-Anfragen dürfen dem Modell Werkzeuge anbieten</translation>
    </message>
    <message>
        <source>Sampling requests may ask to include context from other servers</source>
        <translation>Sampling-Anfragen dürfen Kontext von anderen Servern einbeziehen lassen</translation>
    </message>
    <message>
        <source>The server may ask the user for information (elicitation/create)</source>
        <translation>Der Server darf den Benutzer um Angaben bitten (elicitation/create)</translation>
    </message>
    <message>
        <source>… with a form the client shows</source>
        <translation>… mit einem Formular, das der Client anzeigt</translation>
    </message>
    <message>
        <source>… by sending the user to a web page</source>
        <translation>… indem er den Benutzer auf eine Webseite schickt</translation>
    </message>
    <message>
        <source>The client can run requests from the server as tasks</source>
        <translation>Der Client kann Anfragen des Servers als Aufgaben ausführen</translation>
    </message>
    <message>
        <source>Task support of the client</source>
        <translation>Aufgabenunterstützung des Clients</translation>
    </message>
</context>
<context>
    <name>mcpscope::ChoiceFieldEditor</name>
    <message>
        <source>(not set)</source>
        <translation>(nicht gesetzt)</translation>
    </message>
    <message>
        <source>Sends %1</source>
        <translation>Sendet %1</translation>
    </message>
    <message>
        <source>(choose one)</source>
        <translation>(bitte auswählen)</translation>
    </message>
</context>
<context>
    <name>mcpscope::CliCommandLine</name>
    <message>
        <source>There is no server to write a command line for.</source>
        <translation>Es gibt keinen Server, für den eine Befehlszeile erstellt werden könnte.</translation>
    </message>
    <message>
        <source>The prompt argument &quot;%1&quot; cannot be written as --prompt-args KEY=VALUE.</source>
        <translation>Das Prompt-Argument „%1“ lässt sich nicht als --prompt-args SCHLÜSSEL=WERT schreiben.</translation>
    </message>
    <message>
        <source>The command line cannot send %1; it sends ping, tools/list, tools/call, resources/list, resources/read, resources/templates/list, prompts/list, prompts/get and logging/setLevel.</source>
        <translation>Die Befehlszeile kann %1 nicht senden; sie sendet ping, tools/list, tools/call, resources/list, resources/read, resources/templates/list, prompts/list, prompts/get und logging/setLevel.</translation>
    </message>
</context>
<context>
    <name>mcpscope::Collection</name>
    <message>
        <source>the result</source>
        <translation>das Ergebnis</translation>
    </message>
    <message>
        <source>answers without a protocol error</source>
        <translation>antwortet ohne Protokollfehler</translation>
    </message>
    <message>
        <source>answers with the protocol error %1</source>
        <translation>antwortet mit dem Protokollfehler %1</translation>
    </message>
    <message>
        <source>answers with a protocol error</source>
        <translation>antwortet mit einem Protokollfehler</translation>
    </message>
    <message>
        <source>isError is %1</source>
        <translation>isError ist %1</translation>
    </message>
    <message>
        <source>%1 equals %2</source>
        <translation>%1 ist gleich %2</translation>
    </message>
    <message>
        <source>%1 contains %2</source>
        <translation>%1 enthält %2</translation>
    </message>
    <message>
        <source>%1 matches /%2/</source>
        <translation>%1 passt zu /%2/</translation>
    </message>
    <message>
        <source>%1 exists</source>
        <translation>%1 ist vorhanden</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 ist nicht vorhanden</translation>
    </message>
    <message>
        <source>structuredContent is valid against the tool&apos;s outputSchema</source>
        <translation>structuredContent entspricht dem outputSchema des Werkzeugs</translation>
    </message>
    <message>
        <source>the result equals the snapshot</source>
        <translation>das Ergebnis stimmt mit dem Snapshot überein</translation>
    </message>
    <message>
        <source>the result equals the snapshot (ignoring %1)</source>
        <translation>das Ergebnis stimmt mit dem Snapshot überein (außer %1)</translation>
    </message>
    <message>
        <source>answers in under %1 ms</source>
        <translation>antwortet in weniger als %1 ms</translation>
    </message>
    <message>
        <source>no protocol errors in the step&apos;s messages</source>
        <translation>keine Protokollfehler in den Nachrichten des Schritts</translation>
    </message>
    <message>
        <source>unknown expectation type &quot;%1&quot; (known: %2)</source>
        <translation>unbekannter Erwartungstyp „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <source>a pointer expectation needs &quot;pointer&quot; (a JSON pointer such as &quot;/content/0/text&quot;)</source>
        <translation>eine pointer-Erwartung braucht &quot;pointer&quot; (einen JSON-Pointer wie &quot;/content/0/text&quot;)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no JSON pointer: it must be empty or start with &quot;/&quot;</source>
        <translation>„%1“ ist kein JSON-Pointer: Er muss leer sein oder mit &quot;/&quot; beginnen</translation>
    </message>
    <message>
        <source>&quot;matches&quot; needs a valid regular expression: %1</source>
        <translation>&quot;matches&quot; braucht einen gültigen regulären Ausdruck: %1</translation>
    </message>
    <message>
        <source>a pointer expectation needs exactly one of &quot;equals&quot;, &quot;contains&quot;, &quot;matches&quot;, &quot;exists&quot;</source>
        <translation>eine pointer-Erwartung braucht genau eines von &quot;equals&quot;, &quot;contains&quot;, &quot;matches&quot;, &quot;exists&quot;</translation>
    </message>
    <message>
        <source>a snapshot expectation needs &quot;equals&quot; (the saved result)</source>
        <translation>eine snapshot-Erwartung braucht &quot;equals&quot; (das gespeicherte Ergebnis)</translation>
    </message>
    <message>
        <source>a latencyBelow expectation needs &quot;ms&quot;, a positive number of milliseconds</source>
        <translation>eine latencyBelow-Erwartung braucht &quot;ms&quot;, eine positive Anzahl Millisekunden</translation>
    </message>
    <message>
        <source>This is no mcpscope collection: it has no &quot;mcpscopeCollection&quot; format number.</source>
        <translation>Das ist keine mcpscope-Sammlung: Sie hat keine Formatnummer &quot;mcpscopeCollection&quot;.</translation>
    </message>
    <message>
        <source>The collection has format %1, newer than this mcpscope reads (%2): update mcpscope.</source>
        <translation>Die Sammlung hat das Format %1, neuer als das, was dieses mcpscope liest (%2): Aktualisieren Sie mcpscope.</translation>
    </message>
    <message>
        <source>The collection&apos;s server has more than one of &quot;profile&quot;, &quot;command&quot; and &quot;url&quot;; keep one.</source>
        <translation>Der Server der Sammlung hat mehr als eines von &quot;profile&quot;, &quot;command&quot; und &quot;url&quot;; behalten Sie eines.</translation>
    </message>
    <message>
        <source>The collection has no &quot;steps&quot; list.</source>
        <translation>Die Sammlung hat keine Liste &quot;steps&quot;.</translation>
    </message>
    <message>
        <source>step %1 (%2)</source>
        <translation>Schritt %1 (%2)</translation>
    </message>
    <message>
        <source>Step %1 has no &quot;method&quot;.</source>
        <translation>Schritt %1 hat kein Feld &quot;method&quot;.</translation>
    </message>
    <message>
        <source>Step %1 (%2): &quot;params&quot; must be an object.</source>
        <translation>Schritt %1 (%2): &quot;params&quot; muss ein Objekt sein.</translation>
    </message>
    <message>
        <source>Step %1 (%2), expectation %3: %4</source>
        <translation>Schritt %1 (%2), Erwartung %3: %4</translation>
    </message>
    <message>
        <source>Cannot read the collection &quot;%1&quot;: %2</source>
        <translation>Die Sammlung „%1“ kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The collection &quot;%1&quot; is not a JSON object (%2 at byte %3).</source>
        <translation>Die Sammlung „%1“ ist kein JSON-Objekt (%2 bei Byte %3).</translation>
    </message>
    <message>
        <source>The collection &quot;%1&quot;: %2</source>
        <translation>Die Sammlung „%1“: %2</translation>
    </message>
    <message>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation>„%1“ kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Made from a recorded session: each request expects the answer it got then.</source>
        <translation>Aus einer aufgezeichneten Sitzung erstellt: Jede Anfrage erwartet die Antwort, die sie damals bekam.</translation>
    </message>
    <message>
        <source>Step %1 (%2): &quot;task&quot; must be true or false.</source>
        <translation>Schritt %1 (%2): „task“ muss true oder false sein.</translation>
    </message>
    <message>
        <source>Step %1 (%2): only a tools/call step can run as a task.</source>
        <translation>Schritt %1 (%2): Nur ein tools/call-Schritt kann als Aufgabe laufen.</translation>
    </message>
    <message>
        <source>Step %1 (%2): &quot;taskTtl&quot; must be a positive number of milliseconds.</source>
        <translation>Schritt %1 (%2): „taskTtl“ muss eine positive Zahl von Millisekunden sein.</translation>
    </message>
</context>
<context>
    <name>mcpscope::CollectionPanel</name>
    <message>
        <source>Params</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Expectations</source>
        <translation>Erwartungen</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>Start an empty collection</source>
        <translation>Eine leere Sammlung beginnen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a collection file</source>
        <translation>Eine Sammlungsdatei öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the collection to its file</source>
        <translation>Die Sammlung in ihrer Datei speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save the collection to another file</source>
        <translation>Die Sammlung in einer anderen Datei speichern</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Run the selected step earlier</source>
        <translation>Den ausgewählten Schritt früher ausführen</translation>
    </message>
    <message>
        <source>Move Do&amp;wn</source>
        <translation>Nach un&amp;ten</translation>
    </message>
    <message>
        <source>Run the selected step later</source>
        <translation>Den ausgewählten Schritt später ausführen</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <source>Add a copy of the selected step after it</source>
        <translation>Eine Kopie des ausgewählten Schritts dahinter einfügen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected step</source>
        <translation>Den ausgewählten Schritt entfernen</translation>
    </message>
    <message>
        <source>Run &amp;All</source>
        <translation>Alle ausfüh&amp;ren</translation>
    </message>
    <message>
        <source>Run every step against the connected server, in order</source>
        <translation>Alle Schritte der Reihe nach mit dem verbundenen Server ausführen</translation>
    </message>
    <message>
        <source>Run S&amp;tep</source>
        <translation>Schr&amp;itt ausführen</translation>
    </message>
    <message>
        <source>Run the selected step alone</source>
        <translation>Nur den ausgewählten Schritt ausführen</translation>
    </message>
    <message>
        <source>Show &amp;Messages</source>
        <translation>Nachrichten &amp;zeigen</translation>
    </message>
    <message>
        <source>Show the selected step&apos;s messages in the timeline</source>
        <translation>Die Nachrichten des ausgewählten Schritts im Verlauf zeigen</translation>
    </message>
    <message>
        <source>Step outcome</source>
        <translation>Ergebnis des Schritts</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Checks of the step</source>
        <translation>Prüfungen des Schritts</translation>
    </message>
    <message>
        <source>Expectation</source>
        <translation>Erwartung</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Gefunden</translation>
    </message>
    <message>
        <source>&amp;Params (JSON; &quot;{{name}}&quot; uses a captured value):</source>
        <translation>&amp;Parameter (JSON; &quot;{{name}}&quot; setzt einen erfassten Wert ein):</translation>
    </message>
    <message>
        <source>E&amp;xpectations (JSON, see docs/COLLECTIONS.md):</source>
        <translation>Er&amp;wartungen (JSON, siehe docs/COLLECTIONS.md):</translation>
    </message>
    <message>
        <source>New collection</source>
        <translation>Neue Sammlung</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <source>The params are not a JSON object yet (%1); the step keeps its last good params.</source>
        <translation>Die Parameter sind noch kein JSON-Objekt (%1); der Schritt behält seine letzten gültigen Parameter.</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>kein Objekt</translation>
    </message>
    <message>
        <source>The expectations are not a JSON array yet (%1); the step keeps its last good ones.</source>
        <translation>Die Erwartungen sind noch kein JSON-Array (%1); der Schritt behält seine letzten gültigen Erwartungen.</translation>
    </message>
    <message>
        <source>not an array</source>
        <translation>kein Array</translation>
    </message>
    <message>
        <source>Expectation %1: %2</source>
        <translation>Erwartung %1: %2</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>läuft…</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n step(s)</source>
        <translation>
            <numerusform>%1 — %n Schritt</numerusform>
            <numerusform>%1 — %n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>(not saved)</source>
        <translation>(nicht gespeichert)</translation>
    </message>
    <message>
        <source>Last run: %1 passed, %2 failed</source>
        <translation>Letzter Lauf: %1 bestanden, %2 fehlgeschlagen</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Not run yet.</source>
        <translation>Noch nicht ausgeführt.</translation>
    </message>
    <message>
        <source>%1: %2 in %3 ms</source>
        <translation>%1: %2 in %3 ms</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>FEHLGESCHLAGEN</translation>
    </message>
    <message>
        <source>Connect to a server to run the collection</source>
        <translation>Verbinden Sie sich mit einem Server, um die Sammlung auszuführen</translation>
    </message>
    <message>
        <source>Open Collection</source>
        <translation>Sammlung öffnen</translation>
    </message>
    <message>
        <source>Collections (*.json);;All files (*)</source>
        <translation>Sammlungen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save Collection</source>
        <translation>Sammlung speichern</translation>
    </message>
    <message>
        <source>Collections (*.json)</source>
        <translation>Sammlungen (*.json)</translation>
    </message>
    <message>
        <source>Params as &amp;JSON</source>
        <translation>Parameter als &amp;JSON</translation>
    </message>
    <message>
        <source>Edit all of the step&apos;s params as JSON instead of the tool&apos;s form</source>
        <translation>Alle Parameter des Schritts als JSON bearbeiten statt im Formular des Werkzeugs</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>&amp;Lasttest…</translation>
    </message>
    <message>
        <source>Send the steps again and again and measure latency and throughput</source>
        <translation>Die Schritte immer wieder senden und dabei Latenz und Durchsatz messen</translation>
    </message>
    <message>
        <source>Arguments of the tool</source>
        <translation>Argumente des Werkzeugs</translation>
    </message>
    <message>
        <source>Arguments of the tool &quot;%1&quot;:</source>
        <translation>Argumente des Werkzeugs &quot;%1&quot;:</translation>
    </message>
</context>
<context>
    <name>mcpscope::CollectionRunner</name>
    <message>
        <source>not sent: no value captured for %1</source>
        <translation>nicht gesendet: kein erfasster Wert für %1</translation>
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
        <source>no answer (%1)</source>
        <translation>keine Antwort (%1)</translation>
    </message>
    <message>
        <source>took %1 ms</source>
        <translation>dauerte %1 ms</translation>
    </message>
    <message numerus="yes">
        <source>%n protocol error(s): %1</source>
        <translation>
            <numerusform>%n Protokollfehler: %1</numerusform>
            <numerusform>%n Protokollfehler: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>it answered with a result</source>
        <translation>die Antwort war ein Ergebnis</translation>
    </message>
    <message>
        <source>no result: %1</source>
        <translation>kein Ergebnis: %1</translation>
    </message>
    <message>
        <source>isError is %1</source>
        <translation>isError ist %1</translation>
    </message>
    <message>
        <source>it is there: %1</source>
        <translation>der Wert ist vorhanden: %1</translation>
    </message>
    <message>
        <source>there is nothing at %1</source>
        <translation>bei %1 ist nichts vorhanden</translation>
    </message>
    <message>
        <source>it is %1</source>
        <translation>der Wert ist %1</translation>
    </message>
    <message>
        <source>outputSchema applies to tools/call steps only</source>
        <translation>outputSchema gilt nur für tools/call-Schritte</translation>
    </message>
    <message>
        <source>the tool &quot;%1&quot; declares no outputSchema</source>
        <translation>das Werkzeug „%1“ gibt kein outputSchema an</translation>
    </message>
    <message>
        <source>the result has no structuredContent</source>
        <translation>das Ergebnis hat kein structuredContent</translation>
    </message>
    <message>
        <source>the tool&apos;s outputSchema cannot be used: %1</source>
        <translation>das outputSchema des Werkzeugs ist nicht verwendbar: %1</translation>
    </message>
    <message>
        <source>not checked: %1</source>
        <translation>nicht geprüft: %1</translation>
    </message>
    <message>
        <source>%1 was %2, is %3</source>
        <translation>%1 war %2, ist %3</translation>
    </message>
    <message>
        <source>%1 is gone</source>
        <translation>%1 fehlt jetzt</translation>
    </message>
    <message>
        <source>%1 is new: %2</source>
        <translation>%1 ist neu: %2</translation>
    </message>
</context>
<context>
    <name>mcpscope::CompareWindow</name>
    <message>
        <source>Compare Sessions — mcpscope</source>
        <translation>Sitzungen vergleichen — mcpscope</translation>
    </message>
    <message>
        <source>A session file or transcript, e.g. with the old server version</source>
        <translation>Eine Sitzungsdatei oder ein Mitschnitt, z. B. mit der alten Serverversion</translation>
    </message>
    <message>
        <source>A session file or transcript, e.g. with the new server version</source>
        <translation>Eine Sitzungsdatei oder ein Mitschnitt, z. B. mit der neuen Serverversion</translation>
    </message>
    <message>
        <source>Session A</source>
        <translation>Sitzung A</translation>
    </message>
    <message>
        <source>Session B</source>
        <translation>Sitzung B</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Session A:</source>
        <translation>Sitzung A:</translation>
    </message>
    <message>
        <source>Session B:</source>
        <translation>Sitzung B:</translation>
    </message>
    <message>
        <source>Choose Session A</source>
        <translation>Sitzung A auswählen</translation>
    </message>
    <message>
        <source>Choose Session B</source>
        <translation>Sitzung B auswählen</translation>
    </message>
    <message>
        <source>Choose two recorded sessions to compare, for example the same calls against two versions of a server.</source>
        <translation>Wählen Sie zwei aufgezeichnete Sitzungen zum Vergleichen aus, zum Beispiel dieselben Aufrufe an zwei Versionen eines Servers.</translation>
    </message>
    <message>
        <source>Only differences</source>
        <translation>Nur Unterschiede</translation>
    </message>
    <message>
        <source>Compared items</source>
        <translation>Verglichene Einträge</translation>
    </message>
    <message>
        <source>Differences of the selected item</source>
        <translation>Unterschiede des ausgewählten Eintrags</translation>
    </message>
    <message>
        <source>Select an item to see it here.</source>
        <translation>Wählen Sie einen Eintrag aus, um ihn hier zu sehen.</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Sessions and transcripts (*.jsonl *.json);;All files (*)</source>
        <translation>Sitzungen und Mitschnitte (*.jsonl *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Session A cannot be read: %1</source>
        <translation>Sitzung A kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Session B cannot be read: %1</source>
        <translation>Sitzung B kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Session A has nothing of this name.</source>
        <translation>Sitzung A enthält nichts mit diesem Namen.</translation>
    </message>
    <message>
        <source>Session B has nothing of this name.</source>
        <translation>Sitzung B enthält nichts mit diesem Namen.</translation>
    </message>
    <message>
        <source>the whole item</source>
        <translation>der ganze Eintrag</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>%1: only in A: %2</source>
        <translation>%1: nur in A: %2</translation>
    </message>
    <message>
        <source>%1: only in B: %2</source>
        <translation>%1: nur in B: %2</translation>
    </message>
    <message>
        <source>… and more differences, not listed.</source>
        <translation>… und weitere Unterschiede, hier nicht aufgeführt.</translation>
    </message>
    <message>
        <source>%1: the same members in another order</source>
        <translation>%1: dieselben Felder in anderer Reihenfolge</translation>
    </message>
    <message>
        <source>%1: the same number written differently</source>
        <translation>%1: dieselbe Zahl, anders geschrieben</translation>
    </message>
    <message>
        <source>%1: the same text with other escapes</source>
        <translation>%1: derselbe Text mit anderen Escape-Sequenzen</translation>
    </message>
    <message>
        <source>Compare Surface: %1 and %2 — mcpscope</source>
        <translation>Schnittstelle vergleichen: %1 und %2 — mcpscope</translation>
    </message>
    <message>
        <source>no answer to initialize</source>
        <translation>keine Antwort auf initialize</translation>
    </message>
    <message>
        <source>%1, protocol %2</source>
        <translation>%1, Protokoll %2</translation>
    </message>
    <message>
        <source>A: %1 (%2). B: %3 (%4).</source>
        <translation>A: %1 (%2). B: %3 (%4).</translation>
    </message>
    <message>
        <source>Not compared: %1 (%2)</source>
        <translation>Nicht verglichen: %1 (%2)</translation>
    </message>
</context>
<context>
    <name>mcpscope::ConnectionDialog</name>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplizieren</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>Umbe&amp;nennen…</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <source>Show &amp;values</source>
        <translation>&amp;Werte anzeigen</translation>
    </message>
    <message>
        <source>Pass &amp;all of mcpscope&apos;s environment</source>
        <translation>Die ges&amp;amte Umgebung von mcpscope weitergeben</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>Connect to a Server</source>
        <translation>Mit einem Server verbinden</translation>
    </message>
    <message>
        <source>&amp;Saved servers:</source>
        <translation>&amp;Gespeicherte Server:</translation>
    </message>
    <message>
        <source>Saved servers</source>
        <translation>Gespeicherte Server</translation>
    </message>
    <message>
        <source>&amp;Recent servers:</source>
        <translation>&amp;Zuletzt verwendete Server:</translation>
    </message>
    <message>
        <source>Recent servers</source>
        <translation>Zuletzt verwendete Server</translation>
    </message>
    <message>
        <source>Import servers from a Claude Desktop, VS Code or Cursor configuration file</source>
        <translation>Server aus einer Konfigurationsdatei von Claude Desktop, VS Code oder Cursor importieren</translation>
    </message>
    <message>
        <source>Copy this server as an &quot;mcpServers&quot; entry to the clipboard</source>
        <translation>Diesen Server als „mcpServers“-Eintrag in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>A name to save it under (optional)</source>
        <translation>Ein Name zum Speichern (optional)</translation>
    </message>
    <message>
        <source>Profile name</source>
        <translation>Profilname</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Program to start, e.g. npx or /usr/bin/python3</source>
        <translation>Zu startendes Programm, z. B. npx oder /usr/bin/python3</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>&amp;Befehl:</translation>
    </message>
    <message>
        <source>Arguments, one per row</source>
        <translation>Argumente, eines pro Zeile</translation>
    </message>
    <message>
        <source>One argument per row, exactly as the program gets it: no quoting needed</source>
        <translation>Ein Argument pro Zeile, genau so, wie das Programm es erhält: keine Anführungszeichen nötig</translation>
    </message>
    <message>
        <source>Add an argument</source>
        <translation>Ein Argument hinzufügen</translation>
    </message>
    <message>
        <source>Remove the selected arguments</source>
        <translation>Die ausgewählten Argumente entfernen</translation>
    </message>
    <message>
        <source>Move the argument up</source>
        <translation>Das Argument nach oben verschieben</translation>
    </message>
    <message>
        <source>Move the argument down</source>
        <translation>Das Argument nach unten verschieben</translation>
    </message>
    <message>
        <source>&amp;Arguments:</source>
        <translation>&amp;Argumente:</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Environment variables</source>
        <translation>Umgebungsvariablen</translation>
    </message>
    <message>
        <source>Values are hidden because they are often secrets (API keys)</source>
        <translation>Die Werte sind verborgen, weil sie oft geheim sind (API-Schlüssel)</translation>
    </message>
    <message>
        <source>Otherwise the server gets only HOME, LOGNAME, PATH, SHELL, TERM, USER and the locale, as desktop MCP hosts do, plus the variables above</source>
        <translation>Sonst erhält der Server nur HOME, LOGNAME, PATH, SHELL, TERM, USER und die Spracheinstellungen, wie bei MCP-Desktop-Hosts, dazu die Variablen oben</translation>
    </message>
    <message>
        <source>Add a variable</source>
        <translation>Eine Variable hinzufügen</translation>
    </message>
    <message>
        <source>Remove the selected variables</source>
        <translation>Die ausgewählten Variablen entfernen</translation>
    </message>
    <message>
        <source>&amp;Environment:</source>
        <translation>&amp;Umgebung:</translation>
    </message>
    <message>
        <source>mcpscope&apos;s current folder</source>
        <translation>Der aktuelle Ordner von mcpscope</translation>
    </message>
    <message>
        <source>Working directory</source>
        <translation>Arbeitsverzeichnis</translation>
    </message>
    <message>
        <source>B&amp;rowse…</source>
        <translation>Du&amp;rchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Working directory:</source>
        <translation>Arbeits&amp;verzeichnis:</translation>
    </message>
    <message>
        <source>Request timeout</source>
        <translation>Zeitlimit für Anfragen</translation>
    </message>
    <message>
        <source>How long to wait for the answer to a request</source>
        <translation>Wie lange auf die Antwort auf eine Anfrage gewartet wird</translation>
    </message>
    <message>
        <source>Wait for exit</source>
        <translation>Auf das Beenden warten</translation>
    </message>
    <message>
        <source>When disconnecting: how long to wait for the server to exit after its input is closed</source>
        <translation>Beim Trennen: wie lange gewartet wird, bis sich der Server beendet, nachdem seine Eingabe geschlossen wurde</translation>
    </message>
    <message>
        <source>Wait after SIGTERM</source>
        <translation>Wartezeit nach SIGTERM</translation>
    </message>
    <message>
        <source>Then how long to wait after SIGTERM before killing it</source>
        <translation>Danach: wie lange nach SIGTERM gewartet wird, bevor er zwangsweise beendet wird</translation>
    </message>
    <message>
        <source>Requests:</source>
        <translation>Anfragen:</translation>
    </message>
    <message>
        <source>Exit:</source>
        <translation>Beenden:</translation>
    </message>
    <message>
        <source>After SIGTERM:</source>
        <translation>Nach SIGTERM:</translation>
    </message>
    <message>
        <source>Timeouts:</source>
        <translation>Zeitlimits:</translation>
    </message>
    <message>
        <source>Command that will run</source>
        <translation>Befehl, der ausgeführt wird</translation>
    </message>
    <message>
        <source>Will run:</source>
        <translation>Führt aus:</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save this server under its name</source>
        <translation>Diesen Server unter seinem Namen speichern</translation>
    </message>
    <message>
        <source>C&amp;onnect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Rename Server</source>
        <translation>Server umbenennen</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Neuer Name:</translation>
    </message>
    <message>
        <source>Delete Server</source>
        <translation>Server löschen</translation>
    </message>
    <message>
        <source>Delete the saved server &quot;%1&quot;?</source>
        <translation>Den gespeicherten Server „%1“ löschen?</translation>
    </message>
    <message>
        <source>Choose the Server Program</source>
        <translation>Das Serverprogramm auswählen</translation>
    </message>
    <message>
        <source>Choose the Working Directory</source>
        <translation>Das Arbeitsverzeichnis auswählen</translation>
    </message>
    <message>
        <source>(no command yet)</source>
        <translation>(noch kein Befehl)</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <source>Give the server a name to save it.</source>
        <translation>Geben Sie dem Server einen Namen, um ihn zu speichern.</translation>
    </message>
    <message>
        <source>Save Server</source>
        <translation>Server speichern</translation>
    </message>
    <message>
        <source>Save as:</source>
        <translation>Speichern als:</translation>
    </message>
    <message>
        <source>Saved as &quot;%1&quot;.</source>
        <translation>Als „%1“ gespeichert.</translation>
    </message>
    <message>
        <source>Claude Desktop</source>
        <translation>Claude Desktop</translation>
    </message>
    <message>
        <source>Cursor</source>
        <translation>Cursor</translation>
    </message>
    <message>
        <source>VS Code (this folder)</source>
        <translation>VS Code (dieser Ordner)</translation>
    </message>
    <message>
        <source>Cursor (this folder)</source>
        <translation>Cursor (dieser Ordner)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Other File…</source>
        <translation>Andere Datei…</translation>
    </message>
    <message>
        <source>Import Servers</source>
        <translation>Server importieren</translation>
    </message>
    <message>
        <source>MCP configuration (*.json);;All files (*)</source>
        <translation>MCP-Konfiguration (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Imported: %1</source>
        <translation>Importiert: %1</translation>
    </message>
    <message>
        <source>Co&amp;mmand</source>
        <translation>Be&amp;fehl</translation>
    </message>
    <message>
        <source>UR&amp;L</source>
        <translation>UR&amp;L</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>En&amp;tfernen</translation>
    </message>
    <message>
        <source>Copy Entry (Secret Values Left Empty)</source>
        <translation>Eintrag kopieren (geheime Werte leer gelassen)</translation>
    </message>
    <message>
        <source>Copy Entry with Secret Values</source>
        <translation>Eintrag mit geheimen Werten kopieren</translation>
    </message>
    <message>
        <source>Environment and header values included: keep what you paste private</source>
        <translation>Mit den Werten der Umgebungsvariablen und Header: Halten Sie geheim, was Sie einfügen</translation>
    </message>
    <message>
        <source>Start the server as a program on this computer and talk to it over its input and output (stdio)</source>
        <translation>Den Server als Programm auf diesem Computer starten und über seine Ein- und Ausgabe mit ihm sprechen (stdio)</translation>
    </message>
    <message>
        <source>Connect to a server that is already running, over HTTP (Streamable HTTP or SSE)</source>
        <translation>Mit einem Server verbinden, der bereits läuft, über HTTP (Streamable HTTP oder SSE)</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>Server:</translation>
    </message>
    <message>
        <source>https://example.com/mcp</source>
        <translation>https://example.com/mcp</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>The server&apos;s address: http:// or https://</source>
        <translation>Die Adresse des Servers: http:// oder https://</translation>
    </message>
    <message>
        <source>Problem with the URL</source>
        <translation>Problem mit der URL</translation>
    </message>
    <message>
        <source>&amp;Transport:</source>
        <translation>Trans&amp;port:</translation>
    </message>
    <message>
        <source>Auto (Streamable HTTP, else SSE)</source>
        <translation>Automatisch (Streamable HTTP, sonst SSE)</translation>
    </message>
    <message>
        <source>Streamable HTTP</source>
        <translation>Streamable HTTP</translation>
    </message>
    <message>
        <source>SSE (HTTP+SSE of 2024-11-05)</source>
        <translation>SSE (HTTP+SSE von 2024-11-05)</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Transport</translation>
    </message>
    <message>
        <source>Auto tries Streamable HTTP first and falls back to the older HTTP+SSE transport when the server refuses it (a URL ending in /sse starts with SSE)</source>
        <translation>Automatisch versucht zuerst Streamable HTTP und weicht auf den älteren Transport HTTP+SSE aus, wenn der Server es ablehnt (eine URL, die auf /sse endet, beginnt mit SSE)</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>&amp;URL:</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>Header</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>HTTP headers</source>
        <translation>HTTP-Header</translation>
    </message>
    <message>
        <source>Sent with every request, e.g. Authorization: Bearer …; values are hidden because they are often secrets</source>
        <translation>Wird mit jeder Anfrage gesendet, z. B. Authorization: Bearer …; die Werte sind verborgen, weil sie oft geheim sind</translation>
    </message>
    <message>
        <source>Add a header</source>
        <translation>Einen Header hinzufügen</translation>
    </message>
    <message>
        <source>Remove the selected headers</source>
        <translation>Die ausgewählten Header entfernen</translation>
    </message>
    <message>
        <source>&amp;Headers:</source>
        <translation>&amp;Header:</translation>
    </message>
    <message>
        <source>Trusted certificates</source>
        <translation>Vertraute Zertifikate</translation>
    </message>
    <message>
        <source>SHA-256 fingerprints of certificates you chose to trust for this server although they could not be verified</source>
        <translation>SHA-256-Fingerabdrücke der Zertifikate, denen Sie für diesen Server vertrauen, obwohl sie nicht geprüft werden konnten</translation>
    </message>
    <message>
        <source>Stop trusting the selected certificates</source>
        <translation>Den ausgewählten Zertifikaten nicht mehr vertrauen</translation>
    </message>
    <message>
        <source>Trusted &amp;certificates:</source>
        <translation>Vertraute Zertifi&amp;kate:</translation>
    </message>
    <message>
        <source>Where secret values are kept</source>
        <translation>Wo geheime Werte aufbewahrt werden</translation>
    </message>
    <message>
        <source>Environment and header values are kept in the system keychain, not in the file of saved servers.</source>
        <translation>Die Werte der Umgebungsvariablen und Header werden im Schlüsselbund des Systems aufbewahrt, nicht in der Datei der gespeicherten Server.</translation>
    </message>
    <message>
        <source>SHA-256 %1</source>
        <translation>SHA-256 %1</translation>
    </message>
    <message>
        <source>Will connect to:</source>
        <translation>Verbindet mit:</translation>
    </message>
    <message>
        <source>Server that will be connected to</source>
        <translation>Server, mit dem verbunden wird</translation>
    </message>
    <message>
        <source>Show this value</source>
        <translation>Diesen Wert zeigen</translation>
    </message>
    <message>
        <source>Show the value</source>
        <translation>Den Wert zeigen</translation>
    </message>
    <message>
        <source>(no URL yet)</source>
        <translation>(noch keine URL)</translation>
    </message>
    <message>
        <source>Note: over http:// the headers travel unencrypted.</source>
        <translation>Hinweis: Über http:// werden die Header unverschlüsselt übertragen.</translation>
    </message>
    <message>
        <source>Copied &quot;%1&quot; to the clipboard as an &quot;mcpServers&quot; entry.</source>
        <translation>„%1“ wurde als „mcpServers“-Eintrag in die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <source>Copied &quot;%1&quot; to the clipboard as an &quot;mcpServers&quot; entry with its secret values: keep it private.</source>
        <translation>„%1“ wurde mit seinen geheimen Werten als „mcpServers“-Eintrag in die Zwischenablage kopiert: Halten Sie ihn geheim.</translation>
    </message>
    <message>
        <source>Copied &quot;%1&quot; to the clipboard as an &quot;mcpServers&quot; entry; the environment and header values are left empty: fill them in where you paste it.</source>
        <translation>„%1“ wurde als „mcpServers“-Eintrag in die Zwischenablage kopiert; die Werte der Umgebungsvariablen und Header sind leer gelassen: Tragen Sie sie dort ein, wo Sie ihn einfügen.</translation>
    </message>
    <message>
        <source>empty: mcpscope registers itself</source>
        <translation>leer: mcpscope registriert sich selbst</translation>
    </message>
    <message>
        <source>OAuth client id</source>
        <translation>OAuth-Client-ID</translation>
    </message>
    <message>
        <source>A client registered beforehand at the server&apos;s authorization server. Leave empty when the server allows mcpscope to register itself.</source>
        <translation>Ein Client, der vorab beim Autorisierungsserver des Servers registriert wurde. Lassen Sie das Feld leer, wenn der Server erlaubt, dass mcpscope sich selbst registriert.</translation>
    </message>
    <message>
        <source>OAuth client secret</source>
        <translation>OAuth-Client-Geheimnis</translation>
    </message>
    <message>
        <source>The secret of that client, if it has one; kept with the other secret values, never in the profile file</source>
        <translation>Das Geheimnis dieses Clients, falls er eines hat; es wird bei den anderen geheimen Werten aufbewahrt, nie in der Profildatei</translation>
    </message>
    <message>
        <source>https://…/client-metadata.json</source>
        <translation>https://…/client-metadata.json</translation>
    </message>
    <message>
        <source>OAuth client metadata document</source>
        <translation>OAuth-Dokument mit Client-Metadaten</translation>
    </message>
    <message>
        <source>A Client ID Metadata Document describing mcpscope, used as the client id where the authorization server accepts such documents</source>
        <translation>Ein Client ID Metadata Document, das mcpscope beschreibt; es dient als Client-ID, wo der Autorisierungsserver solche Dokumente akzeptiert</translation>
    </message>
    <message>
        <source>http://127.0.0.1:PORT/oauth/callback (empty: any free port)</source>
        <translation>http://127.0.0.1:PORT/oauth/callback (leer: ein beliebiger freier Port)</translation>
    </message>
    <message>
        <source>OAuth callback address</source>
        <translation>OAuth-Rückrufadresse</translation>
    </message>
    <message>
        <source>Where the browser comes back to after the sign-in: a loopback address. A client registered beforehand needs the address it was registered with.</source>
        <translation>Wohin der Browser nach der Anmeldung zurückkehrt: eine Loopback-Adresse. Ein vorab registrierter Client braucht die Adresse, mit der er registriert wurde.</translation>
    </message>
    <message>
        <source>Client &amp;ID:</source>
        <translation>&amp;Client-ID:</translation>
    </message>
    <message>
        <source>Client s&amp;ecret:</source>
        <translation>Client-G&amp;eheimnis:</translation>
    </message>
    <message>
        <source>Client &amp;metadata:</source>
        <translation>Client-&amp;Metadaten:</translation>
    </message>
    <message>
        <source>Call&amp;back:</source>
        <translation>&amp;Rückrufadresse:</translation>
    </message>
    <message>
        <source>Sign-in (OAuth):</source>
        <translation>Anmeldung (OAuth):</translation>
    </message>
    <message>
        <source>https://auth.example.com (empty: the first one used)</source>
        <translation>https://auth.example.com (leer: der zuerst verwendete)</translation>
    </message>
    <message>
        <source>Authorization server of the OAuth client</source>
        <translation>Autorisierungsserver des OAuth-Clients</translation>
    </message>
    <message>
        <source>The authorization server the client is registered at. Its secret is sent there and nowhere else, whatever the server names later.</source>
        <translation>Der Autorisierungsserver, bei dem der Client registriert ist. Sein Geheimnis wird dorthin geschickt und nirgendwo sonst hin, was auch immer der Server später nennt.</translation>
    </message>
    <message>
        <source>Re&amp;gistered at:</source>
        <translation>Aut&amp;orisierungsserver:</translation>
    </message>
    <message>
        <source>Default (Auto for a URL, Legacy for a command)</source>
        <translation>Standard (Auto für eine URL, Legacy für einen Befehl)</translation>
    </message>
    <message>
        <source>Legacy sends initialize (MCP 2025-11-25 and earlier). Auto asks server/discover first and falls back to initialize. Modern speaks MCP 2026-07-28 only, and fails when the server does not.</source>
        <translation>Legacy sendet initialize (MCP 2025-11-25 und älter). Auto fragt zuerst server/discover und fällt auf initialize zurück. Modern spricht nur MCP 2026-07-28 und scheitert, wenn der Server das nicht tut.</translation>
    </message>
    <message>
        <source>Protocol &amp;era:</source>
        <translation>Protokoll-Ä&amp;ra:</translation>
    </message>
</context>
<context>
    <name>mcpscope::ConnectionDoctor</name>
    <message>
        <source>message #%1, %2: %3</source>
        <translation>Nachricht #%1, %2: %3</translation>
    </message>
    <message>
        <source>The server is missing a file or a package it needs (its error output names it): install its dependencies, or fix the path in the command.</source>
        <translation>Dem Server fehlt eine Datei oder ein Paket, das er braucht (seine Fehlerausgabe nennt es): Installieren Sie seine Abhängigkeiten, oder korrigieren Sie den Pfad im Befehl.</translation>
    </message>
    <message>
        <source>Another program holds the port the server wants: stop that program or give the server another port.</source>
        <translation>Ein anderes Programm belegt den Port, den der Server verwenden will: Beenden Sie dieses Programm, oder geben Sie dem Server einen anderen Port.</translation>
    </message>
    <message>
        <source>The server did not accept its arguments: compare them with what its --help says.</source>
        <translation>Der Server hat seine Argumente nicht akzeptiert: Vergleichen Sie sie mit dem, was seine Hilfe (--help) dazu sagt.</translation>
    </message>
    <message>
        <source>The server needs a setting it did not get, most likely an environment variable (its error output names it): add it to the connection&apos;s environment.</source>
        <translation>Dem Server fehlt eine Einstellung, höchstwahrscheinlich eine Umgebungsvariable (seine Fehlerausgabe nennt sie): Fügen Sie sie der Umgebung der Verbindung hinzu.</translation>
    </message>
    <message>
        <source>The server ended at once, without an error: it may need an argument to run as an MCP server over stdio (such as &quot;stdio&quot; or &quot;--stdio&quot;), or it is not an MCP server.</source>
        <translation>Der Server hat sich sofort beendet, ohne Fehler: Vielleicht braucht er ein Argument, um als MCP-Server über stdio zu laufen (etwa &quot;stdio&quot; oder &quot;--stdio&quot;), oder er ist kein MCP-Server.</translation>
    </message>
    <message>
        <source>Read the server&apos;s error output; run the same command in a terminal to see why it stops.</source>
        <translation>Lesen Sie die Fehlerausgabe des Servers; führen Sie denselben Befehl in einem Terminal aus, um zu sehen, warum er sich beendet.</translation>
    </message>
    <message>
        <source>Probable cause:</source>
        <translation>Wahrscheinliche Ursache:</translation>
    </message>
    <message>
        <source>Seen:</source>
        <translation>Beobachtet:</translation>
    </message>
    <message>
        <source>Next step: %1</source>
        <translation>Nächster Schritt: %1</translation>
    </message>
    <message>
        <source>Connecting to the server failed.</source>
        <translation>Die Verbindung zum Server ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>The server has not finished the MCP handshake after %1 s.</source>
        <translation>Der Server hat den MCP-Handshake nach %1 s noch nicht abgeschlossen.</translation>
    </message>
    <message>
        <source>Check that the server is running and that the URL is right.</source>
        <translation>Prüfen Sie, ob der Server läuft und ob die URL stimmt.</translation>
    </message>
    <message>
        <source>Nothing listens at %1: start the server, or check the host and the port in the URL.</source>
        <translation>Unter %1 wartet nichts auf Verbindungen: Starten Sie den Server, oder prüfen Sie Host und Port in der URL.</translation>
    </message>
    <message>
        <source>If you trust this server, trust its certificate in the connection&apos;s settings; for a local test server, http:// may be what it serves.</source>
        <translation>Wenn Sie diesem Server vertrauen, vertrauen Sie seinem Zertifikat in den Einstellungen der Verbindung; ein lokaler Testserver bietet vielleicht nur http:// an.</translation>
    </message>
    <message>
        <source>Check the host name in the URL.</source>
        <translation>Prüfen Sie den Hostnamen in der URL.</translation>
    </message>
    <message>
        <source>The request to %1 got no answer: %2</source>
        <translation>Die Anfrage an %1 hat keine Antwort erhalten: %2</translation>
    </message>
    <message>
        <source>The server wants you to sign in (HTTP 401).</source>
        <translation>Der Server verlangt, dass Sie sich anmelden (HTTP 401).</translation>
    </message>
    <message>
        <source>Sign in: in the window, fill in the connection&apos;s Sign-in (OAuth) settings and connect again; on the command line, allow the browser sign-in (--authorize ask) or pass a token with --header &quot;Authorization: Bearer …&quot;.</source>
        <translation>Melden Sie sich an: Füllen Sie im Fenster die Einstellungen zur Anmeldung (OAuth) der Verbindung aus, und verbinden Sie sich erneut; auf der Befehlszeile erlauben Sie die Anmeldung im Browser (--authorize ask) oder übergeben ein Zugriffstoken mit --header &quot;Authorization: Bearer …&quot;.</translation>
    </message>
    <message>
        <source>The server refused access (HTTP 403).</source>
        <translation>Der Server hat den Zugriff verweigert (HTTP 403).</translation>
    </message>
    <message>
        <source>The sign-in lacks a permission: sign in again (--relogin), asking for more scope, or ask the server&apos;s owner for access.</source>
        <translation>Der Anmeldung fehlt eine Berechtigung: Melden Sie sich erneut an (--relogin) und fordern Sie dabei mehr Berechtigungen (Scope) an, oder bitten Sie den Betreiber des Servers um Zugriff.</translation>
    </message>
    <message>
        <source>Nothing answers at this path (HTTP 404 for %1).</source>
        <translation>Unter diesem Pfad antwortet nichts (HTTP 404 für %1).</translation>
    </message>
    <message>
        <source>Check the URL&apos;s path: MCP servers usually take Streamable HTTP at /mcp and the older SSE transport at /sse.</source>
        <translation>Prüfen Sie den Pfad der URL: MCP-Server bieten Streamable HTTP meist unter /mcp an und den älteren SSE-Transport unter /sse.</translation>
    </message>
    <message>
        <source>The URL does not take MCP messages by %1 (HTTP 405).</source>
        <translation>Die URL nimmt keine MCP-Nachrichten per %1 an (HTTP 405).</translation>
    </message>
    <message>
        <source>If this is an SSE endpoint, choose the SSE transport (--transport sse); otherwise check the path.</source>
        <translation>Wenn dies ein SSE-Endpunkt ist, wählen Sie den SSE-Transport (--transport sse); andernfalls prüfen Sie den Pfad.</translation>
    </message>
    <message>
        <source>The server failed on its side (HTTP %1 %2).</source>
        <translation>Auf der Seite des Servers ist ein Fehler aufgetreten (HTTP %1 %2).</translation>
    </message>
    <message>
        <source>Look at the server&apos;s own log; the body it sent is in the HTTP row of the timeline.</source>
        <translation>Sehen Sie im eigenen Protokoll des Servers nach; der Inhalt, den er gesendet hat, steht in der HTTP-Zeile des Verlaufs.</translation>
    </message>
    <message>
        <source>The URL answered with a web page (HTML), not with MCP.</source>
        <translation>Die URL hat mit einer Webseite (HTML) geantwortet, nicht mit MCP.</translation>
    </message>
    <message>
        <source>Check the URL: an MCP endpoint often ends in /mcp; a login page means you must sign in first.</source>
        <translation>Prüfen Sie die URL: Ein MCP-Endpunkt endet oft auf /mcp; eine Anmeldeseite bedeutet, dass Sie sich zuerst anmelden müssen.</translation>
    </message>
    <message>
        <source>The server answered HTTP %1 %2.</source>
        <translation>Der Server hat mit HTTP %1 %2 geantwortet.</translation>
    </message>
    <message>
        <source>The body it sent is in the HTTP row of the timeline; check the URL and the headers.</source>
        <translation>Der Inhalt, den er gesendet hat, steht in der HTTP-Zeile des Verlaufs; prüfen Sie die URL und die Header.</translation>
    </message>
    <message>
        <source>Check the command: is &quot;%1&quot; installed, and on the PATH mcpscope sees? Try it in a terminal.</source>
        <translation>Prüfen Sie den Befehl: Ist &quot;%1&quot; installiert, und liegt es im PATH, den mcpscope sieht? Probieren Sie es in einem Terminal aus.</translation>
    </message>
    <message>
        <source>Update the server (or its MCP SDK) to a current protocol version; mcpscope speaks %1.</source>
        <translation>Aktualisieren Sie den Server (oder sein MCP-SDK) auf eine aktuelle Protokollversion; mcpscope unterstützt %1.</translation>
    </message>
    <message>
        <source>The server refused initialize: &quot;%1&quot;.</source>
        <translation>Der Server hat initialize abgelehnt: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The server&apos;s words say why: check the arguments and environment variables it names in the connection&apos;s settings.</source>
        <translation>Die Meldung des Servers nennt den Grund: Prüfen Sie in den Einstellungen der Verbindung die Argumente und Umgebungsvariablen, die sie nennt.</translation>
    </message>
    <message>
        <source>This is a bug in the server: report it to its authors with the saved session (it keeps the exact bytes).</source>
        <translation>Das ist ein Fehler im Server: Melden Sie ihn seinen Autoren, und legen Sie die gespeicherte Sitzung bei (sie enthält die genauen Bytes).</translation>
    </message>
    <message numerus="yes">
        <source>The server printed %n line(s) that are not JSON messages; the first is &quot;%1&quot;: it seems to pretty-print its JSON.</source>
        <translation>
            <numerusform>Der Server hat %n Zeile ausgegeben, die keine JSON-Nachricht ist: &quot;%1&quot;; er scheint sein JSON formatiert auszugeben.</numerusform>
            <numerusform>Der Server hat %n Zeilen ausgegeben, die keine JSON-Nachrichten sind; die erste lautet &quot;%1&quot;: Er scheint sein JSON formatiert auszugeben.</numerusform>
        </translation>
    </message>
    <message>
        <source>MCP over stdio needs one message per line: make the server write each message on a single line (JSON.stringify(message) without an indent in JavaScript, json.dumps(message) without indent in Python).</source>
        <translation>MCP über stdio braucht eine Nachricht pro Zeile: Lassen Sie den Server jede Nachricht in eine einzige Zeile schreiben (JSON.stringify(message) ohne Einrückung in JavaScript, json.dumps(message) ohne indent in Python).</translation>
    </message>
    <message>
        <source>The server printed HTML on its standard output (&quot;%1&quot;) instead of JSON messages.</source>
        <translation>Der Server hat HTML auf seiner Standardausgabe ausgegeben (&quot;%1&quot;) statt JSON-Nachrichten.</translation>
    </message>
    <message>
        <source>Check that the command starts an MCP server over stdio, and not a web page or a web server.</source>
        <translation>Prüfen Sie, ob der Befehl einen MCP-Server über stdio startet und nicht eine Webseite oder einen Webserver.</translation>
    </message>
    <message>
        <source>The server&apos;s output is not valid UTF-8.</source>
        <translation>Die Ausgabe des Servers ist kein gültiges UTF-8.</translation>
    </message>
    <message>
        <source>JSON-RPC messages must be UTF-8: make the server encode its output as UTF-8.</source>
        <translation>JSON-RPC-Nachrichten müssen UTF-8 sein: Lassen Sie den Server seine Ausgabe als UTF-8 kodieren.</translation>
    </message>
    <message numerus="yes">
        <source>The server printed %n line(s) on its standard output that are not JSON messages; the first is &quot;%1&quot;.</source>
        <translation>
            <numerusform>Der Server hat %n Zeile auf seiner Standardausgabe ausgegeben, die keine JSON-Nachricht ist: &quot;%1&quot;.</numerusform>
            <numerusform>Der Server hat %n Zeilen auf seiner Standardausgabe ausgegeben, die keine JSON-Nachrichten sind; die erste lautet &quot;%1&quot;.</numerusform>
        </translation>
    </message>
    <message>
        <source>MCP over stdio keeps standard output for messages: make the server write its logs to standard error (console.error in Node, print(..., file=sys.stderr) or logging in Python).</source>
        <translation>MCP über stdio reserviert die Standardausgabe für Nachrichten: Lassen Sie den Server seine Protokollmeldungen in die Fehlerausgabe schreiben (console.error in Node, print(..., file=sys.stderr) oder logging in Python).</translation>
    </message>
    <message>
        <source>The server frames its messages with Content-Length headers, as the Language Server Protocol does.</source>
        <translation>Der Server versieht seine Nachrichten mit Content-Length-Headern, wie es das Language Server Protocol tut.</translation>
    </message>
    <message>
        <source>MCP over stdio is one JSON message per line, without headers: the server speaks an LSP-style transport.</source>
        <translation>MCP über stdio bedeutet eine JSON-Nachricht pro Zeile, ohne Header: Der Server verwendet einen Transport im Stil von LSP.</translation>
    </message>
    <message>
        <source>The server %1 before it answered initialize.</source>
        <translation>Der Server %1, bevor er auf initialize geantwortet hat.</translation>
    </message>
    <message>
        <source>The server has written nothing on its standard output, and its error output suggests it serves HTTP: &quot;%1&quot;.</source>
        <translation>Der Server hat nichts auf seine Standardausgabe geschrieben, und seine Fehlerausgabe deutet darauf hin, dass er HTTP anbietet: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Connect to the server&apos;s URL instead of starting its command.</source>
        <translation>Verbinden Sie sich mit der URL des Servers, statt seinen Befehl zu starten.</translation>
    </message>
    <message>
        <source>Connect to %1 instead of starting the command (a URL in the connection dialog, or mcpscope --cli %1).</source>
        <translation>Verbinden Sie sich mit %1, statt den Befehl zu starten (als URL im Verbindungsdialog oder mit mcpscope --cli %1).</translation>
    </message>
    <message>
        <source>The server is running but has written nothing on its standard output.</source>
        <translation>Der Server läuft, hat aber nichts auf seine Standardausgabe geschrieben.</translation>
    </message>
    <message>
        <source>The server may be waiting for something else: an argument that selects stdio, a different transport (HTTP), or input typed on a terminal. Check how it is meant to be started.</source>
        <translation>Der Server wartet vielleicht auf etwas anderes: ein Argument, das stdio auswählt, einen anderen Transport (HTTP) oder eine Eingabe im Terminal. Prüfen Sie, wie er gestartet werden soll.</translation>
    </message>
    <message numerus="yes">
        <source>The server sent %n message(s) but has not answered initialize.</source>
        <translation>
            <numerusform>Der Server hat %n Nachricht gesendet, aber nicht auf initialize geantwortet.</numerusform>
            <numerusform>Der Server hat %n Nachrichten gesendet, aber nicht auf initialize geantwortet.</numerusform>
        </translation>
    </message>
    <message>
        <source>The timeline shows what it sent; its error output may say what it waits for.</source>
        <translation>Der Verlauf zeigt, was er gesendet hat; seine Fehlerausgabe verrät vielleicht, worauf er wartet.</translation>
    </message>
    <message>
        <source>The server %1.</source>
        <translation>Der Server %1.</translation>
    </message>
    <message>
        <source>Its last error output:</source>
        <translation>Seine letzte Fehlerausgabe:</translation>
    </message>
    <message>
        <source>Choose the protocol era Legacy for this server (in the connection&apos;s settings, or --protocol-era legacy on the command line), or Auto to let mcpscope find out. If the server should speak MCP 2026-07-28, update its MCP SDK.</source>
        <translation>Wählen Sie für diesen Server die Protokoll-Ära Legacy (in den Einstellungen der Verbindung oder mit --protocol-era legacy auf der Kommandozeile) oder Auto, damit mcpscope es herausfindet. Soll der Server MCP 2026-07-28 sprechen, aktualisieren Sie sein MCP-SDK.</translation>
    </message>
    <message>
        <source>The server speaks MCP 2026-07-28 but refused the request; its words say why.</source>
        <translation>Der Server spricht MCP 2026-07-28, hat die Anfrage aber abgelehnt; seine Worte sagen, warum.</translation>
    </message>
    <message>
        <source>Waiting for you to sign in at %1.</source>
        <translation>Warte darauf, dass Sie sich bei %1 anmelden.</translation>
    </message>
    <message>
        <source>The server asked for a sign-in (HTTP 401). Its authorization server is %1; the sign-in page was sent to your browser.</source>
        <translation>Der Server hat eine Anmeldung verlangt (HTTP 401). Sein Autorisierungsserver ist %1; die Anmeldeseite wurde an Ihren Browser geschickt.</translation>
    </message>
    <message>
        <source>Finish signing in in the browser: mcpscope goes on by itself. If no browser page opened, copy the link and open it yourself.</source>
        <translation>Schließen Sie die Anmeldung im Browser ab: mcpscope macht dann von selbst weiter. Wenn sich keine Browserseite geöffnet hat, kopieren Sie den Link und öffnen Sie ihn selbst.</translation>
    </message>
</context>
<context>
    <name>mcpscope::ConnectionDoctorPanel</name>
    <message>
        <source>What happened</source>
        <translation>Was passiert ist</translation>
    </message>
    <message>
        <source>Probable causes</source>
        <translation>Wahrscheinliche Ursachen</translation>
    </message>
    <message>
        <source>What the causes rest on</source>
        <translation>Worauf sich die Ursachen stützen</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Erneut versuchen</translation>
    </message>
    <message>
        <source>Connection &amp;Settings…</source>
        <translation>Verbindungsein&amp;stellungen…</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Hide</source>
        <translation>&amp;Ausblenden</translation>
    </message>
    <message>
        <source>Connection doctor</source>
        <translation>Verbindungsdiagnose</translation>
    </message>
    <message>
        <source>Why connecting to the server failed or hangs, and what to try next</source>
        <translation>Warum die Verbindung zum Server fehlschlägt oder hängt, und was Sie als Nächstes versuchen können</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Start the connection again</source>
        <translation>Die Verbindung erneut starten</translation>
    </message>
    <message>
        <source>Change the command, the URL or the settings of this connection</source>
        <translation>Den Befehl, die URL oder die Einstellungen dieser Verbindung ändern</translation>
    </message>
    <message>
        <source>Copy the diagnosis as text, for a bug report</source>
        <translation>Die Diagnose als Text kopieren, für einen Fehlerbericht</translation>
    </message>
    <message>
        <source>Hide this panel</source>
        <translation>Diesen Bereich ausblenden</translation>
    </message>
    <message>
        <source>Next step: %1</source>
        <translation>Nächster Schritt: %1</translation>
    </message>
    <message>
        <source>Copy &amp;Link</source>
        <translation>&amp;Link kopieren</translation>
    </message>
    <message>
        <source>Copy the sign-in page&apos;s address, to open it in a browser yourself</source>
        <translation>Die Adresse der Anmeldeseite kopieren, um sie selbst in einem Browser zu öffnen</translation>
    </message>
</context>
<context>
    <name>mcpscope::DiagnosticsDisplayModel</name>
    <message>
        <source>About the session as a whole</source>
        <translation>Betrifft die Sitzung als Ganzes</translation>
    </message>
    <message>
        <source>Double-click to select message #%1 in the timeline</source>
        <translation>Doppelklicken, um Nachricht #%1 im Verlauf auszuwählen</translation>
    </message>
    <message>
        <source>JSON pointer to the place in the message</source>
        <translation>JSON-Pointer auf die Stelle in der Nachricht</translation>
    </message>
    <message>
        <source>%1
Double-click to open the specification</source>
        <translation>%1
Doppelklicken, um die Spezifikation zu öffnen</translation>
    </message>
</context>
<context>
    <name>mcpscope::DiagnosticsModel</name>
    <message>
        <source>session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schwere</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Stelle</translation>
    </message>
    <message>
        <source>Spec</source>
        <translation>Spezifikation</translation>
    </message>
</context>
<context>
    <name>mcpscope::DiagnosticsView</name>
    <message>
        <source>Diagnostics</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>All severities</source>
        <translation>Alle Schweregrade</translation>
    </message>
    <message>
        <source>Warnings and errors</source>
        <translation>Warnungen und Fehler</translation>
    </message>
    <message>
        <source>Errors only</source>
        <translation>Nur Fehler</translation>
    </message>
    <message>
        <source>Least severity shown</source>
        <translation>Geringster angezeigter Schweregrad</translation>
    </message>
    <message>
        <source>Filter by code, message or place</source>
        <translation>Nach Code, Meldung oder Stelle filtern</translation>
    </message>
    <message>
        <source>Filter diagnostics</source>
        <translation>Befunde filtern</translation>
    </message>
    <message>
        <source>Diagnostics of the session</source>
        <translation>Befunde der Sitzung</translation>
    </message>
    <message>
        <source>Show the Message</source>
        <translation>Die Nachricht anzeigen</translation>
    </message>
    <message>
        <source>Open the Specification</source>
        <translation>Die Spezifikation öffnen</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
</context>
<context>
    <name>mcpscope::ElicitationDialog</name>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Senden</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Ablehnen</translation>
    </message>
    <message>
        <source>Say no: the server is told that you declined</source>
        <translation>Nein sagen: Der Server erfährt, dass Sie abgelehnt haben</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <source>Close without choosing: the server is told that you dismissed it</source>
        <translation>Schließen, ohne zu wählen: Der Server erfährt, dass Sie die Anfrage verworfen haben</translation>
    </message>
    <message>
        <source>Cop&amp;y Address</source>
        <translation>Adresse &amp;kopieren</translation>
    </message>
    <message>
        <source>The server</source>
        <translation>Der Server</translation>
    </message>
    <message>
        <source>The Server Asks You to Open a Web Page</source>
        <translation>Der Server bittet Sie, eine Webseite zu öffnen</translation>
    </message>
    <message>
        <source>%1 asks you to open a page in your web browser:</source>
        <translation>%1 bittet Sie, eine Seite in Ihrem Webbrowser zu öffnen:</translation>
    </message>
    <message>
        <source>The Server Asks You to Fill In a Form</source>
        <translation>Der Server bittet Sie, ein Formular auszufüllen</translation>
    </message>
    <message>
        <source>%1 asks:</source>
        <translation>%1 fragt:</translation>
    </message>
    <message>
        <source>Only what you send here goes to the server. Do not enter passwords or other secrets in this form.</source>
        <translation>Nur was Sie hier senden, geht an den Server. Geben Sie in dieses Formular keine Passwörter oder anderen Geheimnisse ein.</translation>
    </message>
    <message>
        <source>Send your answers to the server</source>
        <translation>Ihre Antworten an den Server senden</translation>
    </message>
    <message>
        <source>(no site)</source>
        <translation>(keine Website)</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>Website:</translation>
    </message>
    <message>
        <source>Full address:</source>
        <translation>Vollständige Adresse:</translation>
    </message>
    <message>
        <source>Check:</source>
        <translation>Bitte prüfen:</translation>
    </message>
    <message>
        <source>Nothing is opened until you choose Open in Browser. What you enter on that page goes to the site, not through mcpscope.</source>
        <translation>Nichts wird geöffnet, bevor Sie „Im Browser öffnen“ wählen. Was Sie auf dieser Seite eingeben, geht an die Website, nicht über mcpscope.</translation>
    </message>
    <message>
        <source>&amp;Open in Browser</source>
        <translation>Im &amp;Browser öffnen</translation>
    </message>
    <message>
        <source>Open this address in your web browser and tell the server you agreed</source>
        <translation>Diese Adresse in Ihrem Webbrowser öffnen und dem Server mitteilen, dass Sie zugestimmt haben</translation>
    </message>
    <message>
        <source>The web browser could not be started. Copy the address and open it yourself, or decline.</source>
        <translation>Der Webbrowser konnte nicht gestartet werden. Kopieren Sie die Adresse und öffnen Sie sie selbst, oder lehnen Sie ab.</translation>
    </message>
    <message>
        <source>The text is not valid JSON; correct it first.</source>
        <translation>Der Text ist kein gültiges JSON; korrigieren Sie ihn zuerst.</translation>
    </message>
    <message>
        <source>Some answers do not fit what the server asked for (see the marked fields).</source>
        <translation>Einige Antworten passen nicht zu dem, was der Server verlangt hat (siehe die markierten Felder).</translation>
    </message>
</context>
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
    <name>mcpscope::ExportDialog</name>
    <message>
        <source>Only the selected rows</source>
        <translation>Nur die ausgewählten Zeilen</translation>
    </message>
    <message>
        <source>Hide secrets (recommended)</source>
        <translation>Geheimnisse verbergen (empfohlen)</translation>
    </message>
    <message>
        <source>Add Pattern</source>
        <translation>Muster hinzufügen</translation>
    </message>
    <message>
        <source>Export Session</source>
        <translation>Sitzung exportieren</translation>
    </message>
    <message>
        <source>HTML report</source>
        <translation>HTML-Bericht</translation>
    </message>
    <message>
        <source>Markdown summary</source>
        <translation>Markdown-Zusammenfassung</translation>
    </message>
    <message>
        <source>Session file (can be opened again)</source>
        <translation>Sitzungsdatei (kann wieder geöffnet werden)</translation>
    </message>
    <message>
        <source>Your own journal of the session keeps everything; only the export is changed.</source>
        <translation>Ihr eigenes Protokoll der Sitzung behält alles; nur der Export wird verändert.</translation>
    </message>
    <message>
        <source>What will be hidden</source>
        <translation>Was verborgen wird</translation>
    </message>
    <message>
        <source>Another pattern to hide, e.g. ghp_[A-Za-z0-9]+</source>
        <translation>Ein weiteres zu verbergendes Muster, z. B. ghp_[A-Za-z0-9]+</translation>
    </message>
    <message>
        <source>Pattern to hide</source>
        <translation>Zu verbergendes Muster</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <source>What will be hidden:</source>
        <translation>Was verborgen wird:</translation>
    </message>
    <message numerus="yes">
        <source>Only the selected rows (%n)</source>
        <translation>
            <numerusform>Nur die ausgewählte Zeile (%n)</numerusform>
            <numerusform>Nur die ausgewählten Zeilen (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Type a pattern (a regular expression) first.</source>
        <translation>Geben Sie zuerst ein Muster (einen regulären Ausdruck) ein.</translation>
    </message>
    <message>
        <source>This is not a valid regular expression: %1</source>
        <translation>Das ist kein gültiger regulärer Ausdruck: %1</translation>
    </message>
    <message>
        <source>This pattern also matches empty text; it must match at least one character.</source>
        <translation>Dieses Muster passt auch auf leeren Text; es muss mindestens ein Zeichen erfassen.</translation>
    </message>
    <message>
        <source>Values of members named like: %1</source>
        <translation>Werte von Feldern mit Namen wie: %1</translation>
    </message>
    <message>
        <source>Text matching %1</source>
        <translation>Text, der auf %1 passt</translation>
    </message>
    <message>
        <source>Text matching %1 (your pattern)</source>
        <translation>Text, der auf %1 passt (Ihr Muster)</translation>
    </message>
    <message>
        <source>HTML report (*.html)</source>
        <translation>HTML-Bericht (*.html)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>mcpscope session (*.jsonl)</source>
        <translation>mcpscope-Sitzung (*.jsonl)</translation>
    </message>
    <message>
        <source>The value of %1 (a secret of the server profile)</source>
        <translation>Der Wert von %1 (ein Geheimnis des Serverprofils)</translation>
    </message>
</context>
<context>
    <name>mcpscope::FeatureListModel</name>
    <message>
        <source>(no name)</source>
        <translation>(ohne Namen)</translation>
    </message>
</context>
<context>
    <name>mcpscope::FieldEditor</name>
    <message>
        <source>A whole number</source>
        <translation>Eine ganze Zahl</translation>
    </message>
    <message>
        <source>A number</source>
        <translation>Eine Zahl</translation>
    </message>
    <message>
        <source>%1 from %2 to %3</source>
        <translation>%1 von %2 bis %3</translation>
    </message>
    <message>
        <source>%1 above %2</source>
        <translation>%1 größer als %2</translation>
    </message>
    <message>
        <source>%1, at least %2</source>
        <translation>%1, mindestens %2</translation>
    </message>
    <message>
        <source>%1 below %2</source>
        <translation>%1 kleiner als %2</translation>
    </message>
    <message>
        <source>%1, at most %2</source>
        <translation>%1, höchstens %2</translation>
    </message>
    <message>
        <source>Text matching %1</source>
        <translation>Text, der auf %1 passt</translation>
    </message>
    <message>
        <source>%1 to %2 characters</source>
        <translation>%1 bis %2 Zeichen</translation>
    </message>
    <message>
        <source>At least one character</source>
        <translation>Mindestens ein Zeichen</translation>
    </message>
    <message>
        <source>At least %1 characters</source>
        <translation>Mindestens %1 Zeichen</translation>
    </message>
    <message>
        <source>At most %1 characters</source>
        <translation>Höchstens %1 Zeichen</translation>
    </message>
    <message>
        <source>A web address, e.g. %1</source>
        <translation>Eine Webadresse, z. B. %1</translation>
    </message>
    <message>
        <source>A web address or a path, e.g. %1</source>
        <translation>Eine Webadresse oder ein Pfad, z. B. %1</translation>
    </message>
    <message>
        <source>An email address, e.g. %1</source>
        <translation>Eine E-Mail-Adresse, z. B. %1</translation>
    </message>
    <message>
        <source>A date: year-month-day, e.g. %1</source>
        <translation>Ein Datum: Jahr-Monat-Tag, z. B. %1</translation>
    </message>
    <message>
        <source>A date and time, e.g. %1</source>
        <translation>Datum und Uhrzeit, z. B. %1</translation>
    </message>
    <message>
        <source>A time, e.g. %1</source>
        <translation>Eine Uhrzeit, z. B. %1</translation>
    </message>
    <message>
        <source>A duration, e.g. %1 (1 day, 2 hours)</source>
        <translation>Eine Dauer, z. B. %1 (1 Tag, 2 Stunden)</translation>
    </message>
    <message>
        <source>A UUID, e.g. %1</source>
        <translation>Eine UUID, z. B. %1</translation>
    </message>
    <message>
        <source>An IPv4 address, e.g. %1</source>
        <translation>Eine IPv4-Adresse, z. B. %1</translation>
    </message>
    <message>
        <source>An IPv6 address, e.g. %1</source>
        <translation>Eine IPv6-Adresse, z. B. %1</translation>
    </message>
    <message>
        <source>A host name, e.g. %1</source>
        <translation>Ein Hostname, z. B. %1</translation>
    </message>
</context>
<context>
    <name>mcpscope::FieldRow</name>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>Send null (JSON&apos;s &quot;no value&quot;) instead of a value</source>
        <translation>null (in JSON „kein Wert“) statt eines Werts senden</translation>
    </message>
    <message>
        <source>%1: send null</source>
        <translation>%1: null senden</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Example: %1</source>
        <translation>Beispiel: %1</translation>
    </message>
    <message>
        <source>%1 Example: %2</source>
        <translation>%1 Beispiel: %2</translation>
    </message>
</context>
<context>
    <name>mcpscope::FormSchema</name>
    <message>
        <source>Any JSON value is allowed here.</source>
        <translation>Hier ist jeder JSON-Wert erlaubt.</translation>
    </message>
    <message>
        <source>The schema allows no value here.</source>
        <translation>Das Schema erlaubt hier keinen Wert.</translation>
    </message>
    <message>
        <source>The schema of this field is not a JSON object.</source>
        <translation>Das Schema dieses Feldes ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>The schema is nested too deeply for a form.</source>
        <translation>Das Schema ist für ein Formular zu tief verschachtelt.</translation>
    </message>
    <message>
        <source>The schema has too many fields for one form.</source>
        <translation>Das Schema hat zu viele Felder für ein Formular.</translation>
    </message>
    <message>
        <source>The schema has a reference this form cannot follow.</source>
        <translation>Das Schema enthält einen Verweis, dem dieses Formular nicht folgen kann.</translation>
    </message>
    <message>
        <source>This part of the schema refers back to itself (%1), so it is edited as JSON.</source>
        <translation>Dieser Teil des Schemas verweist auf sich selbst zurück (%1) und wird daher als JSON bearbeitet.</translation>
    </message>
    <message>
        <source>The reference %1 points to nothing in this schema.</source>
        <translation>Der Verweis %1 zeigt auf nichts in diesem Schema.</translation>
    </message>
    <message>
        <source>The reference %1 does not point to a schema.</source>
        <translation>Der Verweis %1 zeigt nicht auf ein Schema.</translation>
    </message>
    <message>
        <source>&quot;allOf&quot; is not a list of schemas.</source>
        <translation>&quot;allOf&quot; ist keine Liste von Schemas.</translation>
    </message>
    <message>
        <source>A part of &quot;allOf&quot; cannot be shown as a form.</source>
        <translation>Ein Teil von &quot;allOf&quot; kann nicht als Formular angezeigt werden.</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>Whole number</source>
        <translation>Ganze Zahl</translation>
    </message>
    <message>
        <source>Yes or no</source>
        <translation>Ja oder nein</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>Nothing (null)</source>
        <translation>Nichts (null)</translation>
    </message>
    <message>
        <source>The &quot;type&quot; of this field is not understood.</source>
        <translation>Der &quot;type&quot; dieses Feldes wird nicht verstanden.</translation>
    </message>
    <message>
        <source>The field uses both &quot;anyOf&quot; and &quot;oneOf&quot;.</source>
        <translation>Das Feld verwendet sowohl &quot;anyOf&quot; als auch &quot;oneOf&quot;.</translation>
    </message>
    <message>
        <source>The list of allowed values (&quot;enum&quot;) is empty or broken.</source>
        <translation>Die Liste der erlaubten Werte (&quot;enum&quot;) ist leer oder fehlerhaft.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a list of schemas.</source>
        <translation>&quot;%1&quot; ist keine Liste von Schemas.</translation>
    </message>
    <message>
        <source>Option %1 (%2)</source>
        <translation>Variante %1 (%2)</translation>
    </message>
    <message>
        <source>Option %1</source>
        <translation>Variante %1</translation>
    </message>
    <message>
        <source>A list with a fixed shape per position is edited as JSON.</source>
        <translation>Eine Liste mit fester Form je Position wird als JSON bearbeitet.</translation>
    </message>
    <message>
        <source>An object with names of your choice is edited as JSON.</source>
        <translation>Ein Objekt mit frei wählbaren Namen wird als JSON bearbeitet.</translation>
    </message>
    <message>
        <source>&quot;properties&quot; is not an object.</source>
        <translation>&quot;properties&quot; ist kein Objekt.</translation>
    </message>
    <message>
        <source>The type &quot;%1&quot; is not known.</source>
        <translation>Der Typ &quot;%1&quot; ist nicht bekannt.</translation>
    </message>
</context>
<context>
    <name>mcpscope::FormValues</name>
    <message>
        <source>This field is required.</source>
        <translation>Dieses Feld muss ausgefüllt werden.</translation>
    </message>
    <message>
        <source>This does not look like an email address (name@example.com).</source>
        <translation>Das sieht nicht nach einer E-Mail-Adresse aus (name@example.com).</translation>
    </message>
    <message>
        <source>This is not a complete address with a scheme, like https://example.com/page.</source>
        <translation>Das ist keine vollständige Adresse mit Schema (z. B. https://example.com/page).</translation>
    </message>
    <message>
        <source>This is not a date written year-month-day, like 2025-01-31.</source>
        <translation>Das ist kein Datum in der Form Jahr-Monat-Tag (z. B. 2025-01-31).</translation>
    </message>
    <message>
        <source>This is not a date and time with a time zone, like 2025-01-31T13:45:00Z.</source>
        <translation>Das ist kein Datum mit Uhrzeit und Zeitzone (z. B. 2025-01-31T13:45:00Z).</translation>
    </message>
    <message>
        <source>This is not a time, like 13:45:00Z.</source>
        <translation>Das ist keine Uhrzeit (z. B. 13:45:00Z).</translation>
    </message>
    <message>
        <source>This is not a UUID, like 123e4567-e89b-12d3-a456-426614174000.</source>
        <translation>Das ist keine UUID (z. B. 123e4567-e89b-12d3-a456-426614174000).</translation>
    </message>
    <message>
        <source>This is not an IPv4 address, like 192.168.0.1.</source>
        <translation>Das ist keine IPv4-Adresse (z. B. 192.168.0.1).</translation>
    </message>
    <message>
        <source>This is not a host name, like example.com.</source>
        <translation>Das ist kein Hostname (z. B. example.com).</translation>
    </message>
    <message>
        <source>This cannot be empty.</source>
        <translation>Das darf nicht leer sein.</translation>
    </message>
    <message>
        <source>Write at least %1 characters.</source>
        <translation>Schreiben Sie mindestens %1 Zeichen.</translation>
    </message>
    <message>
        <source>Write at most %1 characters.</source>
        <translation>Schreiben Sie höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <source>The number must be %1 or more.</source>
        <translation>Die Zahl muss %1 oder größer sein.</translation>
    </message>
    <message>
        <source>The number must be more than %1.</source>
        <translation>Die Zahl muss größer als %1 sein.</translation>
    </message>
    <message>
        <source>The number must be %1 or less.</source>
        <translation>Die Zahl muss %1 oder kleiner sein.</translation>
    </message>
    <message>
        <source>The number must be less than %1.</source>
        <translation>Die Zahl muss kleiner als %1 sein.</translation>
    </message>
    <message>
        <source>The number must be a multiple of %1.</source>
        <translation>Die Zahl muss ein Vielfaches von %1 sein.</translation>
    </message>
    <message>
        <source>This must be text.</source>
        <translation>Das muss Text sein.</translation>
    </message>
    <message>
        <source>This must be a number.</source>
        <translation>Das muss eine Zahl sein.</translation>
    </message>
    <message>
        <source>This must be a whole number.</source>
        <translation>Das muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>This must be true or false.</source>
        <translation>Das muss true oder false sein.</translation>
    </message>
    <message>
        <source>This must be a list.</source>
        <translation>Das muss eine Liste sein.</translation>
    </message>
    <message>
        <source>This must be an object.</source>
        <translation>Das muss ein Objekt sein.</translation>
    </message>
    <message>
        <source>This is not the kind of value expected here.</source>
        <translation>Das ist nicht die Art von Wert, die hier erwartet wird.</translation>
    </message>
    <message>
        <source>This is not one of the allowed values.</source>
        <translation>Das ist keiner der erlaubten Werte.</translation>
    </message>
    <message>
        <source>This must be exactly %1.</source>
        <translation>Das muss genau %1 sein.</translation>
    </message>
    <message>
        <source>This is not the one allowed value.</source>
        <translation>Das ist nicht der einzig erlaubte Wert.</translation>
    </message>
    <message>
        <source>This does not have the required form (pattern %1).</source>
        <translation>Das hat nicht die verlangte Form (Muster %1).</translation>
    </message>
    <message>
        <source>This does not have the required form (pattern).</source>
        <translation>Das hat nicht die verlangte Form (Muster).</translation>
    </message>
    <message>
        <source>Add at least one item.</source>
        <translation>Fügen Sie mindestens einen Eintrag hinzu.</translation>
    </message>
    <message>
        <source>Add at least %1 items.</source>
        <translation>Fügen Sie mindestens %1 Einträge hinzu.</translation>
    </message>
    <message>
        <source>At most one item is allowed.</source>
        <translation>Höchstens ein Eintrag ist erlaubt.</translation>
    </message>
    <message>
        <source>At most %1 items are allowed.</source>
        <translation>Höchstens %1 Einträge sind erlaubt.</translation>
    </message>
    <message>
        <source>Some items appear more than once; each may appear only once.</source>
        <translation>Einige Einträge kommen mehrfach vor; jeder darf nur einmal vorkommen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not allowed here (the schema lists the members it accepts).</source>
        <translation>„%1“ ist hier nicht erlaubt (das Schema führt die Felder auf, die es annimmt).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is required.</source>
        <translation>„%1“ ist erforderlich.</translation>
    </message>
    <message>
        <source>This matches none of the allowed variants.</source>
        <translation>Das passt zu keiner der erlaubten Varianten.</translation>
    </message>
    <message>
        <source>This matches more than one of the variants, but must match exactly one.</source>
        <translation>Das passt zu mehr als einer der Varianten, muss aber zu genau einer passen.</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Nothing is written here yet.</source>
        <translation>Hier steht noch nichts.</translation>
    </message>
    <message>
        <source>more than one value</source>
        <translation>mehr als ein Wert</translation>
    </message>
    <message>
        <source>This is not valid JSON: %1 at line %2, column %3.</source>
        <translation>Das ist kein gültiges JSON: %1 in Zeile %2, Spalte %3.</translation>
    </message>
</context>
<context>
    <name>mcpscope::FreshnessLabel</name>
    <message>
        <source>Freshness of the list</source>
        <translation>Frische der Liste</translation>
    </message>
    <message>
        <source>MCP 2026-07-28 caching hints: the server says how long its answer may be taken as fresh (ttlMs) and who may keep it (cacheScope). mcpscope reads a stale list again when you come back to it.</source>
        <translation>Cache-Hinweise von MCP 2026-07-28: Der Server sagt, wie lange seine Antwort als frisch gelten darf (ttlMs) und wer sie aufbewahren darf (cacheScope). mcpscope liest eine veraltete Liste neu, wenn Sie zu ihr zurückkehren.</translation>
    </message>
</context>
<context>
    <name>mcpscope::GuideDialog</name>
    <message>
        <source>mcpscope Guide</source>
        <translation>mcpscope-Anleitung</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Anleitung</translation>
    </message>
    <message>
        <source>Using mcpscope</source>
        <translation>mcpscope verwenden</translation>
    </message>
    <message>
        <source>What mcpscope does</source>
        <translation>Was mcpscope tut</translation>
    </message>
    <message>
        <source>An MCP server gives an AI application tools, resources and prompts. mcpscope takes the application&apos;s place: it starts the server (or connects to it over the network), talks to it and shows every message both ways, so you can try the server by hand and see what goes wrong.</source>
        <translation>Ein MCP-Server stellt einer KI-Anwendung Werkzeuge, Ressourcen und Prompts bereit. mcpscope tritt an die Stelle der Anwendung: Es startet den Server (oder verbindet sich über das Netzwerk mit ihm), spricht mit ihm und zeigt jede Nachricht in beide Richtungen. So können Sie den Server von Hand ausprobieren und sehen, was schiefgeht.</translation>
    </message>
    <message>
        <source>Connect to a server</source>
        <translation>Mit einem Server verbinden</translation>
    </message>
    <message>
        <source>On the start page, choose Try the demo server to look around first. Servers configured in Claude Desktop, Claude Code, VS Code, Cursor, Windsurf, Zed and others are listed under Servers found on this computer: choose one and press Review and Connect. You see exactly what will run before anything starts.</source>
        <translation>Wählen Sie auf der Startseite „Demo-Server ausprobieren“, um sich zuerst umzusehen. Server, die in Claude Desktop, Claude Code, VS Code, Cursor, Windsurf, Zed und anderen Anwendungen eingerichtet sind, stehen unter „Auf diesem Computer gefundene Server“: Wählen Sie einen aus, und klicken Sie auf „Prüfen und verbinden“. Sie sehen genau, was ausgeführt wird, bevor irgendetwas startet.</translation>
    </message>
    <message>
        <source>Server &gt; Connect to Server (Ctrl+O) connects to a program (for example npx and the package name) or to a URL, and saves servers under a name for next time.</source>
        <translation>Server &gt; Mit Server verbinden (Strg+O) verbindet mit einem Programm (zum Beispiel npx und dem Paketnamen) oder mit einer URL und speichert Server unter einem Namen für das nächste Mal.</translation>
    </message>
    <message>
        <source>Call a tool</source>
        <translation>Ein Werkzeug aufrufen</translation>
    </message>
    <message>
        <source>Open the Tools tab and pick a tool. Fill in the form: each field says what it wants and gives an example. Press Run. The answer appears below the form, as text, pictures or tables; History keeps every call.</source>
        <translation>Öffnen Sie den Reiter Werkzeuge, und wählen Sie ein Werkzeug aus. Füllen Sie das Formular aus: Jedes Feld sagt, was es erwartet, und nennt ein Beispiel. Klicken Sie auf „Ausführen“. Die Antwort erscheint unter dem Formular, als Text, Bilder oder Tabellen; im Verlauf bleibt jeder Aufruf erhalten.</translation>
    </message>
    <message>
        <source>Resources and Prompts work the same way in their tabs.</source>
        <translation>Ressourcen und Prompts funktionieren in ihren Reitern genauso.</translation>
    </message>
    <message>
        <source>Read the conversation</source>
        <translation>Das Gespräch lesen</translation>
    </message>
    <message>
        <source>The Messages tab lists every message in order. Arrows show the direction: to the server or from it. Select a message to see it in full; Go &gt; Jump to Request/Response finds its other half.</source>
        <translation>Der Reiter Nachrichten listet alle Nachrichten der Reihe nach auf. Pfeile zeigen die Richtung: zum Server oder vom Server. Wählen Sie eine Nachricht aus, um sie vollständig zu sehen; Gehe zu &gt; Zu Anfrage/Antwort springen findet ihre andere Hälfte.</translation>
    </message>
    <message>
        <source>The Diagnostics pane lists what does not follow the protocol, in plain words, with the rule that was broken. Errors are the server&apos;s (or mcpscope&apos;s) mistakes; warnings are things that work but may break other clients.</source>
        <translation>Der Bereich Befunde listet in einfachen Worten auf, was nicht dem Protokoll entspricht, jeweils mit der verletzten Regel. Fehler gehen auf den Server (oder auf mcpscope) zurück; Warnungen betreffen Dinge, die funktionieren, bei anderen Clients aber Probleme machen können.</translation>
    </message>
    <message>
        <source>When something goes wrong</source>
        <translation>Wenn etwas schiefgeht</translation>
    </message>
    <message>
        <source>If the server does not start or does not answer, a panel above the messages names the probable cause and the next step, for example a wrong command, a server that prints something other than messages, or a URL that needs signing in.</source>
        <translation>Wenn der Server nicht startet oder nicht antwortet, nennt ein Bereich über den Nachrichten die wahrscheinliche Ursache und den nächsten Schritt, zum Beispiel einen falschen Befehl, einen Server, der etwas anderes als Nachrichten ausgibt, oder eine URL, die eine Anmeldung verlangt.</translation>
    </message>
    <message>
        <source>The server&apos;s own error output is in the Error Output pane. Try Again restarts it.</source>
        <translation>Die eigene Fehlerausgabe des Servers steht im Bereich Fehlerausgabe. „Erneut versuchen“ startet ihn neu.</translation>
    </message>
    <message>
        <source>Share what you found</source>
        <translation>Weitergeben, was Sie gefunden haben</translation>
    </message>
    <message>
        <source>Every session is saved by itself (File &gt; Recent Sessions). File &gt; Export writes an HTML report, a Markdown summary or the session file for a bug report; secret values are hidden unless you choose otherwise.</source>
        <translation>Jede Sitzung wird automatisch gespeichert (Datei &gt; Letzte Sitzungen). Datei &gt; Exportieren schreibt einen HTML-Bericht, eine Markdown-Zusammenfassung oder die Sitzungsdatei für einen Fehlerbericht; geheime Werte werden verborgen, sofern Sie nichts anderes wählen.</translation>
    </message>
    <message>
        <source>Do the same from a terminal</source>
        <translation>Dasselbe im Terminal</translation>
    </message>
    <message>
        <source>In the Tools tab, Copy as Command Line puts the current call on the clipboard, for mcpscope --cli or for the official inspector. In the Messages tab, the same is in the menu of a selected request.</source>
        <translation>Im Reiter Werkzeuge legt „Als Befehlszeile kopieren“ den aktuellen Aufruf in die Zwischenablage, für mcpscope --cli oder für den offiziellen Inspektor. Im Reiter Nachrichten finden Sie dasselbe im Menü einer ausgewählten Anfrage.</translation>
    </message>
    <message>
        <source>mcpscope check FILE checks a saved session, and mcpscope run COLLECTION runs saved requests with their expectations, for example in CI.</source>
        <translation>mcpscope check DATEI prüft eine gespeicherte Sitzung, und mcpscope run SAMMLUNG führt gespeicherte Anfragen mit ihren Erwartungen aus, zum Beispiel in der CI.</translation>
    </message>
</context>
<context>
    <name>mcpscope::HttpRules</name>
    <message>
        <source>The server&apos;s event stream ended in the middle of an event (no blank line closed it); the event is lost (reported once).</source>
        <translation>Der Ereignisstrom des Servers endete mitten in einem Ereignis (keine Leerzeile hat es abgeschlossen); das Ereignis geht verloren (einmal gemeldet).</translation>
    </message>
    <message>
        <source>The request after the handshake did not carry the MCP-Protocol-Version header (the session uses %1).</source>
        <translation>Die Anfrage nach dem Handshake enthielt keinen MCP-Protocol-Version-Header (die Sitzung verwendet %1).</translation>
    </message>
    <message>
        <source>The request carried MCP-Protocol-Version %1, but the session uses %2.</source>
        <translation>Die Anfrage enthielt MCP-Protocol-Version %1, aber die Sitzung verwendet %2.</translation>
    </message>
    <message>
        <source>The request did not carry the Mcp-Session-Id the server issued (%1).</source>
        <translation>Die Anfrage enthielt nicht die Mcp-Session-Id, die der Server vergeben hat (%1).</translation>
    </message>
    <message>
        <source>The server&apos;s Mcp-Session-Id &quot;%1&quot; holds characters outside visible ASCII (0x21 to 0x7E).</source>
        <translation>Die Mcp-Session-Id „%1“ des Servers enthält Zeichen außerhalb des sichtbaren ASCII-Bereichs (0x21 bis 0x7E).</translation>
    </message>
    <message>
        <source>The server answered with session id %1 although it had issued %2; a session keeps its id.</source>
        <translation>Der Server hat mit der Sitzungs-ID %1 geantwortet, obwohl er %2 vergeben hatte; eine Sitzung behält ihre ID.</translation>
    </message>
    <message>
        <source>The server answered 401 without a WWW-Authenticate header, so a client cannot learn how to authorize.</source>
        <translation>Der Server hat mit 401 ohne WWW-Authenticate-Header geantwortet, daher kann ein Client nicht erfahren, wie er sich autorisieren soll.</translation>
    </message>
    <message>
        <source>The server failed with HTTP %1%2.</source>
        <translation>Der Server ist mit HTTP %1 gescheitert%2.</translation>
    </message>
    <message>
        <source>The server answered 202 Accepted with a body of %1 bytes; 202 has no body.</source>
        <translation>Der Server hat mit 202 Accepted und einem Inhalt von %1 Bytes geantwortet; eine Antwort mit 202 hat keinen Inhalt.</translation>
    </message>
    <message>
        <source>The server answered a POST with Content-Type %1; MCP allows application/json or text/event-stream%2.</source>
        <translation>Der Server hat auf einen POST mit Content-Type %1 geantwortet%2; MCP erlaubt application/json oder text/event-stream.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source> (the body starts: %1)</source>
        <translation> (der Inhalt beginnt mit: %1)</translation>
    </message>
    <message>
        <source>it has no MCP-Protocol-Version header (the body&apos;s _meta says %1)</source>
        <translation>sie hat keinen MCP-Protocol-Version-Header (das _meta des Inhalts sagt %1)</translation>
    </message>
    <message>
        <source>MCP-Protocol-Version says %1 but the body&apos;s _meta says %2</source>
        <translation>MCP-Protocol-Version sagt %1, aber das _meta des Inhalts sagt %2</translation>
    </message>
    <message>
        <source>it has no Mcp-Method header (the body&apos;s method is %1)</source>
        <translation>sie hat keinen Mcp-Method-Header (die Methode des Inhalts ist %1)</translation>
    </message>
    <message>
        <source>Mcp-Method says %1 but the body&apos;s method is %2</source>
        <translation>Mcp-Method sagt %1, aber die Methode des Inhalts ist %2</translation>
    </message>
    <message>
        <source>it has no Mcp-Name header (the body names %1)</source>
        <translation>sie hat keinen Mcp-Name-Header (der Inhalt nennt %1)</translation>
    </message>
    <message>
        <source>Mcp-Name says %1 but the body names %2</source>
        <translation>Mcp-Name sagt %1, aber der Inhalt nennt %2</translation>
    </message>
    <message>
        <source>Mcp-Name carries %1 as it is, but a value that is not plain visible ASCII (or looks like the =?base64?…?= form) must be sent base64-encoded</source>
        <translation>Mcp-Name trägt %1 unverändert, aber ein Wert, der nicht aus sichtbarem ASCII besteht (oder wie die Form =?base64?…?= aussieht), muss base64-kodiert gesendet werden</translation>
    </message>
    <message>
        <source>%1 is sent although the arguments give no value for it</source>
        <translation>%1 wird gesendet, obwohl die Argumente keinen Wert dafür geben</translation>
    </message>
    <message>
        <source>%1 is missing (the arguments say %2)</source>
        <translation>%1 fehlt (die Argumente sagen %2)</translation>
    </message>
    <message>
        <source>%1 says %2 but the arguments say %3</source>
        <translation>%1 sagt %2, aber die Argumente sagen %3</translation>
    </message>
    <message>
        <source>%1 carries %2 as it is, but a value that is not plain visible ASCII must be sent base64-encoded</source>
        <translation>%1 trägt %2 unverändert, aber ein Wert, der nicht aus sichtbarem ASCII besteht, muss base64-kodiert gesendet werden</translation>
    </message>
    <message>
        <source>The HTTP headers of the request (message #%1) do not match its body: %2.</source>
        <translation>Die HTTP-Header der Anfrage (Nachricht #%1) passen nicht zu ihrem Inhalt: %2.</translation>
    </message>
    <message>
        <source>The server answered the request of message #%1 although its HTTP headers do not match its body; it must refuse such a request with 400 Bad Request and error -32020 (header mismatch), because a proxy may route by the headers while the server acts on the body.</source>
        <translation>Der Server hat die Anfrage von Nachricht #%1 beantwortet, obwohl ihre HTTP-Header nicht zu ihrem Inhalt passen; er muss eine solche Anfrage mit 400 Bad Request und Fehler -32020 (Header passen nicht) ablehnen, denn ein Proxy kann nach den Headern leiten, während der Server nach dem Inhalt handelt.</translation>
    </message>
</context>
<context>
    <name>mcpscope::HttpTransport</name>
    <message>
        <source>HTTP+SSE</source>
        <translation>HTTP+SSE</translation>
    </message>
    <message>
        <source>Streamable HTTP</source>
        <translation>Streamable HTTP</translation>
    </message>
    <message>
        <source>HTTP</source>
        <translation>HTTP</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an http:// or https:// address.</source>
        <translation>„%1“ ist keine http://- oder https://-Adresse.</translation>
    </message>
    <message>
        <source>message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>the server&apos;s event stream</source>
        <translation>Ereignisstrom des Servers</translation>
    </message>
    <message>
        <source>the HTTP+SSE event stream</source>
        <translation>HTTP+SSE-Ereignisstrom</translation>
    </message>
    <message>
        <source>The server&apos;s &quot;endpoint&quot; event names %1, which is not on %2; mcpscope does not send messages to another origin.</source>
        <translation>Das „endpoint“-Ereignis des Servers nennt %1, das nicht auf %2 liegt; mcpscope sendet keine Nachrichten an einen anderen Ursprung.</translation>
    </message>
    <message>
        <source>The server&apos;s event stream names %1 as the address for messages.</source>
        <translation>Der Ereignisstrom des Servers nennt %1 als Adresse für Nachrichten.</translation>
    </message>
    <message>
        <source>The server sent an SSE event of type &quot;%1&quot;, which MCP does not use; ignored.</source>
        <translation>Der Server hat ein SSE-Ereignis vom Typ „%1“ gesendet, das MCP nicht verwendet; es wird ignoriert.</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 ms.</source>
        <translation>%1 hat nicht innerhalb von %2 ms geantwortet.</translation>
    </message>
    <message>
        <source>%1 refused the connection: nothing listens on port %2.</source>
        <translation>%1 hat die Verbindung abgelehnt: Auf Port %2 wartet kein Dienst auf Verbindungen.</translation>
    </message>
    <message>
        <source>The name %1 could not be resolved (DNS): check the address.</source>
        <translation>Der Name %1 konnte nicht aufgelöst werden (DNS): Prüfen Sie die Adresse.</translation>
    </message>
    <message>
        <source>%1 closed the connection before it answered.</source>
        <translation>%1 hat die Verbindung geschlossen, bevor eine Antwort kam.</translation>
    </message>
    <message>
        <source>The request to %1 was cancelled.</source>
        <translation>Die Anfrage an %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The secure connection (TLS) to %1 failed: %2</source>
        <translation>Die sichere Verbindung (TLS) zu %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>%1 redirected from https to plain http; mcpscope does not follow that.</source>
        <translation>%1 hat von https auf unverschlüsseltes http weitergeleitet; dem folgt mcpscope nicht.</translation>
    </message>
    <message>
        <source>The proxy failed: %1</source>
        <translation>Fehler beim Proxy: %1</translation>
    </message>
    <message>
        <source>The certificate of %1 is not trusted: %2. Its SHA-256 fingerprint is %3. If you know this server, trust this certificate in the connection&apos;s settings; mcpscope never skips the check on its own.</source>
        <translation>Dem Zertifikat von %1 wird nicht vertraut: %2. Sein SHA-256-Fingerabdruck ist %3. Wenn Sie diesen Server kennen, vertrauen Sie diesem Zertifikat in den Einstellungen der Verbindung; mcpscope überspringt die Prüfung nie von selbst.</translation>
    </message>
    <message>
        <source>Could not reach %1: %2</source>
        <translation>%1 konnte nicht erreicht werden: %2</translation>
    </message>
    <message>
        <source>Could not open the event stream of %1: %2</source>
        <translation>Der Ereignisstrom von %1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>The server&apos;s event stream could not be opened: %1</source>
        <translation>Der Ereignisstrom des Servers konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>An event on the stream was larger than %1 MiB; mcpscope stopped reading the stream.</source>
        <translation>Ein Ereignis im Datenstrom war größer als %1 MiB; mcpscope hat aufgehört, den Datenstrom zu lesen.</translation>
    </message>
    <message>
        <source>The stream ended in the middle of an event (%1 bytes without the closing blank line); the event is dropped, as the SSE format says.</source>
        <translation>Der Datenstrom endete mitten in einem Ereignis (%1 Bytes ohne abschließende Leerzeile); das Ereignis wird verworfen, wie es das SSE-Format vorsieht.</translation>
    </message>
    <message>
        <source>The stream was cut off: %1</source>
        <translation>Der Datenstrom wurde abgebrochen: %1</translation>
    </message>
    <message>
        <source>The server closed its HTTP+SSE event stream; with this transport that ends the session.</source>
        <translation>Der Server hat seinen HTTP+SSE-Ereignisstrom geschlossen; bei diesem Transport endet damit die Sitzung.</translation>
    </message>
    <message>
        <source>The server closed the response stream before it answered, and gave no event id to resume from.</source>
        <translation>Der Server hat den Antwortstrom geschlossen, bevor er geantwortet hat, und keine Ereignis-ID angegeben, ab der er sich fortsetzen ließe.</translation>
    </message>
    <message>
        <source>The server answered the HTTP+SSE stream request with %1 instead of an event stream.</source>
        <translation>Der Server hat auf die Anfrage nach dem HTTP+SSE-Datenstrom mit %1 statt mit einem Ereignisstrom geantwortet.</translation>
    </message>
    <message>
        <source>The response was larger than %1 MiB; mcpscope stopped reading it.</source>
        <translation>Die Antwort war größer als %1 MiB; mcpscope hat aufgehört, sie zu lesen.</translation>
    </message>
    <message>
        <source>The server answered its event stream request with %1 instead of an event stream.</source>
        <translation>Der Server hat auf die Anfrage nach seinem Ereignisstrom mit %1 statt mit einem Ereignisstrom geantwortet.</translation>
    </message>
    <message>
        <source>The server answered with %1 content instead of JSON or an event stream: &quot;%2&quot;</source>
        <translation>Der Server hat mit Inhalt vom Typ %1 statt mit JSON oder einem Ereignisstrom geantwortet: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 is not an MCP endpoint. %2</source>
        <translation>%1 ist kein MCP-Endpunkt. %2</translation>
    </message>
    <message>
        <source>The server offers no stream for messages of its own (GET answered 405), which the specification allows; its requests and notifications come with the answers to ours.</source>
        <translation>Der Server bietet keinen Datenstrom für eigene Nachrichten an (GET wurde mit 405 beantwortet), was die Spezifikation erlaubt; seine Anfragen und Benachrichtigungen kommen mit den Antworten auf unsere.</translation>
    </message>
    <message>
        <source>The server no longer knows session %1 (%2). It ended the session or restarted; connect again to start a new one.</source>
        <translation>Der Server kennt die Sitzung %1 nicht mehr (%2). Er hat die Sitzung beendet oder wurde neu gestartet; verbinden Sie sich erneut, um eine neue Sitzung zu beginnen.</translation>
    </message>
    <message>
        <source>The server refused its event stream: %1%2</source>
        <translation>Der Server hat seinen Ereignisstrom verweigert: %1%2</translation>
    </message>
    <message>
        <source>The server refused the HTTP+SSE event stream: %1%2</source>
        <translation>Der Server hat den HTTP+SSE-Ereignisstrom verweigert: %1%2</translation>
    </message>
    <message>
        <source>The server answered %1%2</source>
        <translation>Der Server hat mit %1 geantwortet%2</translation>
    </message>
    <message>
        <source>The server needs authorization (%1%2) and no way to authorize is set up for it.</source>
        <translation>Der Server verlangt eine Autorisierung (%1%2), aber für ihn ist keine Art der Autorisierung eingerichtet.</translation>
    </message>
    <message>
        <source>The event stream closed; resuming it in %1 ms%2.</source>
        <translation>Der Ereignisstrom wurde geschlossen; er wird in %1 ms fortgesetzt%2.</translation>
    </message>
    <message>
        <source> from event %1</source>
        <translation> ab Ereignis %1</translation>
    </message>
    <message>
        <source>resuming a response stream</source>
        <translation>Fortsetzung eines Antwortstroms</translation>
    </message>
    <message>
        <source>The server refused Streamable HTTP (%1); trying the older HTTP+SSE transport of 2024-11-05, as the official client does.</source>
        <translation>Der Server hat Streamable HTTP abgelehnt (%1); wie der offizielle Client versucht mcpscope es nun mit dem älteren Transport HTTP+SSE vom 2024-11-05.</translation>
    </message>
    <message>
        <source>end of session</source>
        <translation>Ende der Sitzung</translation>
    </message>
    <message>
        <source>was disconnected</source>
        <translation>wurde getrennt</translation>
    </message>
    <message numerus="yes">
        <source>%1 redirected more than %n time(s) (a redirect loop?).</source>
        <translation>
            <numerusform>%1 hat mehr als %n Mal weitergeleitet (eine Weiterleitungsschleife?).</numerusform>
            <numerusform>%1 hat mehr als %n Mal weitergeleitet (eine Weiterleitungsschleife?).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The server still refuses access (%1) after %n attempt(s) to authorize.</source>
        <translation>
            <numerusform>Der Server verweigert den Zugriff (%1) auch nach %n Autorisierungsversuch noch.</numerusform>
            <numerusform>Der Server verweigert den Zugriff (%1) auch nach %n Autorisierungsversuchen noch.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server&apos;s event stream stays closed: %1</source>
        <translation>Der Ereignisstrom des Servers bleibt geschlossen: %1</translation>
    </message>
    <message numerus="yes">
        <source>The server&apos;s event stream kept closing; mcpscope gave up after %n attempt(s) to resume it.</source>
        <translation>
            <numerusform>Der Ereignisstrom des Servers wurde immer wieder geschlossen; mcpscope hat nach %n Versuch, ihn fortzusetzen, aufgegeben.</numerusform>
            <numerusform>Der Ereignisstrom des Servers wurde immer wieder geschlossen; mcpscope hat nach %n Versuchen, ihn fortzusetzen, aufgegeben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not connect to %1: %2</source>
        <translation>Keine Verbindung zu %1: %2</translation>
    </message>
    <message>
        <source>The server asked to wait %1 ms before reconnecting; mcpscope waits between %2 ms and %3 s, so %4 ms.</source>
        <translation>Der Server bat, vor dem erneuten Verbinden %1 ms zu warten; mcpscope wartet zwischen %2 ms und %3 s, also %4 ms.</translation>
    </message>
    <message>
        <source>The server did not finish its answer to a notification or response of mcpscope&apos;s within %1 ms (HTTP %2 so far; the specification asks for 202 Accepted at once). mcpscope closed that request so that it cannot hold a connection.</source>
        <translation>Der Server hat seine Antwort auf eine Benachrichtigung oder Antwort von mcpscope nicht innerhalb von %1 ms beendet (bisher HTTP %2; die Spezifikation verlangt sofort 202 Accepted). mcpscope hat diese Anfrage geschlossen, damit sie keine Verbindung belegen kann.</translation>
    </message>
    <message>
        <source>no headers</source>
        <translation>keine Header</translation>
    </message>
    <message>
        <source>The server closed the response stream before it answered. Streams of MCP 2026-07-28 cannot be resumed: the request is lost.</source>
        <translation>Der Server hat den Antwort-Datenstrom geschlossen, bevor er geantwortet hat. Datenströme von MCP 2026-07-28 lassen sich nicht fortsetzen: Die Anfrage ist verloren.</translation>
    </message>
    <message>
        <source>The server refused the request (%1) with a body that answers no request: &quot;%2&quot;</source>
        <translation>Der Server hat die Anfrage abgelehnt (%1), mit einem Inhalt, der keine Anfrage beantwortet: „%2“</translation>
    </message>
    <message numerus="yes">
        <source>The server&apos;s event stream for this request carries an event without a &quot;data:&quot; line (%n line(s) with no SSE field name, such as a message written without &quot;data: &quot; in front). SSE drops such an event, so the answer cannot arrive; mcpscope stopped waiting for it.</source>
        <translation>
            <numerusform>Der Ereignisstrom des Servers für diese Anfrage enthält ein Ereignis ohne „data:“-Zeile (%n Zeile ohne SSE-Feldnamen, etwa eine Nachricht ohne „data: “ davor). SSE verwirft ein solches Ereignis, die Antwort kann also nicht ankommen; mcpscope wartet nicht länger darauf.</numerusform>
            <numerusform>Der Ereignisstrom des Servers für diese Anfrage enthält ein Ereignis ohne „data:“-Zeile (%n Zeilen ohne SSE-Feldnamen, etwa eine Nachricht ohne „data: “ davor). SSE verwirft ein solches Ereignis, die Antwort kann also nicht ankommen; mcpscope wartet nicht länger darauf.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server answered the request with %1 and no body, so its answer will never come.</source>
        <translation>Der Server hat die Anfrage mit %1 und ohne Inhalt beantwortet, daher wird ihre Antwort nie kommen.</translation>
    </message>
    <message>
        <source>The server answered the request with %1 and a body that is not its answer: &quot;%2&quot;</source>
        <translation>Der Server hat die Anfrage mit %1 und einem Inhalt beantwortet, der nicht ihre Antwort ist: „%2“</translation>
    </message>
</context>
<context>
    <name>mcpscope::ImportServersDialog</name>
    <message>
        <source>Show environment &amp;values</source>
        <translation>&amp;Werte der Umgebungsvariablen anzeigen</translation>
    </message>
    <message>
        <source>Import Servers</source>
        <translation>Server importieren</translation>
    </message>
    <message>
        <source>Servers to import</source>
        <translation>Zu importierende Server</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>no command given</source>
        <translation>kein Befehl angegeben</translation>
    </message>
    <message>
        <source>(in %1)</source>
        <translation>(in %1)</translation>
    </message>
    <message>
        <source>&amp;Wrap with Tap…</source>
        <translation>Über Tap &amp;leiten…</translation>
    </message>
    <message>
        <source>Change the selected server&apos;s entry in the host&apos;s configuration so the host runs it through mcpscope tap and every session is recorded</source>
        <translation>Den Eintrag des ausgewählten Servers in der Konfiguration des Hosts so ändern, dass der Host ihn über mcpscope tap startet und jede Sitzung aufgezeichnet wird</translation>
    </message>
    <message>
        <source>Servers in %1. Check those to save as profiles; nothing is started now. Each would run exactly the command shown, or connect to the URL shown.</source>
        <translation>Server in %1. Haken Sie die an, die als Profile gespeichert werden sollen; jetzt wird nichts gestartet. Jeder würde genau den angezeigten Befehl ausführen oder sich mit der angezeigten URL verbinden.</translation>
    </message>
    <message>
        <source>Command or URL</source>
        <translation>Befehl oder URL</translation>
    </message>
    <message>
        <source>Environment values may be secrets (API keys); they are hidden unless you ask. Header values of remote servers are never shown here.</source>
        <translation>Werte von Umgebungsvariablen können geheim sein (API-Schlüssel); sie sind verborgen, solange Sie nicht danach fragen. Header-Werte entfernter Server werden hier nie gezeigt.</translation>
    </message>
    <message>
        <source>%1 server at %2: mcpscope cannot connect to this kind of server</source>
        <translation>%1-Server unter %2: Mit dieser Art Server kann mcpscope sich nicht verbinden</translation>
    </message>
</context>
<context>
    <name>mcpscope::Ingest</name>
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
</context>
<context>
    <name>mcpscope::JournalFile</name>
    <message>
        <source>Cannot write the session journal &quot;%1&quot;: %2</source>
        <translation>Das Sitzungsprotokoll „%1“ kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>mcpscope::JsonFieldEditor</name>
    <message>
        <source>This field is edited as JSON.</source>
        <translation>Dieses Feld wird als JSON bearbeitet.</translation>
    </message>
    <message>
        <source>Write JSON here. %1</source>
        <translation>Schreiben Sie hier JSON. %1</translation>
    </message>
    <message>
        <source>e.g. {&quot;key&quot;: &quot;value&quot;}, [1, 2], &quot;text&quot;, 42, true or null</source>
        <translation>z. B. {&quot;key&quot;: &quot;value&quot;}, [1, 2], &quot;text&quot;, 42, true oder null</translation>
    </message>
    <message>
        <source>%1 Until it is fixed, this field is left out.</source>
        <translation>%1 Solange das nicht behoben ist, wird dieses Feld weggelassen.</translation>
    </message>
</context>
<context>
    <name>mcpscope::JsonRpcRules</name>
    <message>
        <source>The message has no &quot;jsonrpc&quot; member; JSON-RPC 2.0 needs &quot;jsonrpc&quot;: &quot;2.0&quot; in every message.</source>
        <translation>Die Nachricht hat kein Feld &quot;jsonrpc&quot;; JSON-RPC 2.0 verlangt &quot;jsonrpc&quot;: &quot;2.0&quot; in jeder Nachricht.</translation>
    </message>
    <message>
        <source>&quot;jsonrpc&quot; is %1, not the string &quot;2.0&quot;.</source>
        <translation>&quot;jsonrpc&quot; ist %1, nicht der String &quot;2.0&quot;.</translation>
    </message>
    <message>
        <source>The id %1 has a fractional part; MCP ids are strings or integers.</source>
        <translation>Die ID %1 hat Nachkommastellen; MCP-IDs sind Strings oder Ganzzahlen.</translation>
    </message>
    <message>
        <source>The id %1 is beyond ±2^53: JavaScript clients and servers cannot hold it exactly, so the answer may not find its request.</source>
        <translation>Die ID %1 liegt jenseits von ±2^53: JavaScript-Clients und -Server können sie nicht exakt darstellen, daher findet die Antwort ihre Anfrage womöglich nicht.</translation>
    </message>
    <message>
        <source>The request&apos;s id is null; MCP requires a string or an integer.</source>
        <translation>Die ID der Anfrage ist null; MCP verlangt einen String oder eine Ganzzahl.</translation>
    </message>
    <message>
        <source>The result&apos;s id is null; a result must carry the id of the request it answers.</source>
        <translation>Die ID des Ergebnisses ist null; ein Ergebnis muss die ID der beantworteten Anfrage tragen.</translation>
    </message>
    <message>
        <source>The id is %1 (%2); MCP ids are strings or integers.</source>
        <translation>Die ID ist %1 (%2); MCP-IDs sind Strings oder Ganzzahlen.</translation>
    </message>
    <message>
        <source>&quot;method&quot; is %1 (%2), not a string.</source>
        <translation>&quot;method&quot; ist %1 (%2), kein String.</translation>
    </message>
    <message>
        <source>&quot;method&quot; is an empty string.</source>
        <translation>&quot;method&quot; ist ein leerer String.</translation>
    </message>
    <message>
        <source>The method &quot;%1&quot; starts with &quot;rpc.&quot;, which JSON-RPC reserves for its own extensions.</source>
        <translation>Die Methode &quot;%1&quot; beginnt mit &quot;rpc.&quot;, was JSON-RPC für eigene Erweiterungen reserviert.</translation>
    </message>
    <message>
        <source>&quot;params&quot; is an array; MCP passes parameters by name, in an object.</source>
        <translation>&quot;params&quot; ist ein Array; MCP übergibt Parameter benannt, in einem Objekt.</translation>
    </message>
    <message>
        <source>&quot;params&quot; is %1 (%2); it must be an object.</source>
        <translation>&quot;params&quot; ist %1 (%2); es muss ein Objekt sein.</translation>
    </message>
    <message>
        <source>%1 is a notification but was sent with an id, as a request; notifications must not have an id.</source>
        <translation>%1 ist eine Benachrichtigung, wurde aber mit einer ID gesendet, als Anfrage; Benachrichtigungen dürfen keine ID haben.</translation>
    </message>
    <message>
        <source>%1 is a request but was sent without an id, as a notification: it can never be answered.</source>
        <translation>%1 ist eine Anfrage, wurde aber ohne ID gesendet, als Benachrichtigung: Sie kann nie beantwortet werden.</translation>
    </message>
    <message>
        <source>The response to id %1 has neither &quot;result&quot; nor &quot;error&quot;.</source>
        <translation>Die Antwort auf die ID %1 hat weder &quot;result&quot; noch &quot;error&quot;.</translation>
    </message>
    <message>
        <source>The object has no &quot;method&quot;, &quot;result&quot;, &quot;error&quot; or &quot;id&quot;: it is neither a request, a notification nor a response.</source>
        <translation>Das Objekt hat kein &quot;method&quot;, &quot;result&quot;, &quot;error&quot; oder &quot;id&quot;: Es ist weder eine Anfrage noch eine Benachrichtigung noch eine Antwort.</translation>
    </message>
    <message>
        <source>The response has both &quot;result&quot; and &quot;error&quot;; it must have exactly one.</source>
        <translation>Die Antwort hat sowohl &quot;result&quot; als auch &quot;error&quot;; sie muss genau eines davon haben.</translation>
    </message>
    <message>
        <source>The error response has no &quot;id&quot;; JSON-RPC wants the request&apos;s id, or null when it could not be read.</source>
        <translation>Die Fehlerantwort hat keine &quot;id&quot;; JSON-RPC verlangt die ID der Anfrage oder null, wenn sie nicht gelesen werden konnte.</translation>
    </message>
    <message>
        <source>The result has no &quot;id&quot;, so it cannot be matched to its request.</source>
        <translation>Das Ergebnis hat keine &quot;id&quot; und kann daher keiner Anfrage zugeordnet werden.</translation>
    </message>
    <message>
        <source>&quot;result&quot; is %1 (%2); MCP results are objects (an empty one: {}).</source>
        <translation>&quot;result&quot; ist %1 (%2); MCP-Ergebnisse sind Objekte (ein leeres: {}).</translation>
    </message>
    <message>
        <source>&quot;error&quot; is %1 (%2); it must be an object with &quot;code&quot; and &quot;message&quot;.</source>
        <translation>&quot;error&quot; ist %1 (%2); es muss ein Objekt mit &quot;code&quot; und &quot;message&quot; sein.</translation>
    </message>
    <message>
        <source>The error has no &quot;code&quot;.</source>
        <translation>Der Fehler hat keinen &quot;code&quot;.</translation>
    </message>
    <message>
        <source>The error code is %1 (%2), not an integer.</source>
        <translation>Der Fehlercode ist %1 (%2), keine Ganzzahl.</translation>
    </message>
    <message>
        <source>The error code %1 is in the range JSON-RPC reserves for its own errors (-32768 to -32000) but is not one of them; use -32000 to -32099 for server errors or a code outside the range.</source>
        <translation>Der Fehlercode %1 liegt in dem Bereich, den JSON-RPC für eigene Fehler reserviert (-32768 bis -32000), ist aber keiner davon; verwenden Sie -32000 bis -32099 für Serverfehler oder einen Code außerhalb des Bereichs.</translation>
    </message>
    <message>
        <source>The error has no &quot;message&quot;.</source>
        <translation>Der Fehler hat keine &quot;message&quot;.</translation>
    </message>
    <message>
        <source>The error message is %1 (%2), not a string.</source>
        <translation>Die Fehlermeldung ist %1 (%2), kein String.</translation>
    </message>
    <message>
        <source>The response has a member &quot;%1&quot; that JSON-RPC does not define (a response has jsonrpc, id and result or error).</source>
        <translation>Die Antwort hat ein Feld &quot;%1&quot;, das JSON-RPC nicht definiert (eine Antwort hat jsonrpc, id und result oder error).</translation>
    </message>
    <message>
        <source>The %1 has a member &quot;%2&quot; that JSON-RPC does not define; MCP puts extra data in params or params._meta.</source>
        <translation>%1 hat ein Feld &quot;%2&quot;, das JSON-RPC nicht definiert; MCP legt zusätzliche Daten in params oder params._meta ab.</translation>
    </message>
    <message>
        <source>request</source>
        <translation>Die Anfrage</translation>
    </message>
    <message>
        <source>notification</source>
        <translation>Die Benachrichtigung</translation>
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
    <name>mcpscope::LatencyChart</name>
    <message>
        <source>Latency chart</source>
        <translation>Latenzdiagramm</translation>
    </message>
    <message>
        <source>One dot per answer: the time since the start across, the latency up; lines at p50, p90 and p99</source>
        <translation>Ein Punkt pro Antwort: nach rechts die Zeit seit dem Start, nach oben die Latenz; Linien bei p50, p90 und p99</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s); p50 %1 ms, p90 %2 ms, p99 %3 ms</source>
        <translation>
            <numerusform>%n Antwort; p50 %1 ms, p90 %2 ms, p99 %3 ms</numerusform>
            <numerusform>%n Antworten; p50 %1 ms, p90 %2 ms, p99 %3 ms</numerusform>
        </translation>
    </message>
    <message>
        <source>No answers yet</source>
        <translation>Noch keine Antworten</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>0 s</source>
        <translation>0 s</translation>
    </message>
</context>
<context>
    <name>mcpscope::ListenStream</name>
    <message>
        <source>Replaced by a stream with other resources.</source>
        <translation>Ersetzt durch einen Datenstrom mit anderen Ressourcen.</translation>
    </message>
    <message>
        <source>Nothing to listen for any more.</source>
        <translation>Es gibt nichts mehr, worauf zu hören wäre.</translation>
    </message>
    <message>
        <source>Not listening for changes: the server announces no list changes, and no resource is subscribed.</source>
        <translation>Kein Hören auf Änderungen: Der Server kündigt keine Listenänderungen an, und keine Ressource ist abonniert.</translation>
    </message>
    <message>
        <source>The change stream could not be opened.</source>
        <translation>Der Änderungsstrom ließ sich nicht öffnen.</translation>
    </message>
    <message>
        <source>The server closed the change stream (it answered subscriptions/listen). Changes are no longer reported; reconnect to listen again.</source>
        <translation>Der Server hat den Änderungsstrom geschlossen (er hat subscriptions/listen beantwortet). Änderungen werden nicht mehr gemeldet; verbinden Sie neu, um wieder zu hören.</translation>
    </message>
    <message>
        <source>The server does not offer subscriptions/listen (it answered “method not found”), so changes are not reported.</source>
        <translation>Der Server bietet subscriptions/listen nicht an (er hat „method not found“ geantwortet), daher werden Änderungen nicht gemeldet.</translation>
    </message>
    <message>
        <source>The server refused the change stream: %1</source>
        <translation>Der Server hat den Änderungsstrom abgelehnt: %1</translation>
    </message>
    <message>
        <source>The change stream was cancelled: %1</source>
        <translation>Der Änderungsstrom wurde abgebrochen: %1</translation>
    </message>
    <message numerus="yes">
        <source>The change stream dropped %n times in a row, without being acknowledged in between; mcpscope stopped opening it. Last reason: %1</source>
        <translation>
            <numerusform>Der Änderungsstrom ist %n Mal nacheinander abgebrochen, ohne zwischendurch bestätigt zu werden; mcpscope öffnet ihn nicht mehr. Letzter Grund: %1</numerusform>
            <numerusform>Der Änderungsstrom ist %n Mal nacheinander abgebrochen, ohne zwischendurch bestätigt zu werden; mcpscope öffnet ihn nicht mehr. Letzter Grund: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The change stream dropped (%1); it is opened again in %2 s (attempt %3 of %4).</source>
        <translation>Der Änderungsstrom ist abgebrochen (%1); er wird in %2 s wieder geöffnet (Versuch %3 von %4).</translation>
    </message>
    <message>
        <source>Not listening (no modern connection).</source>
        <translation>Kein Hören auf Änderungen (keine moderne Verbindung).</translation>
    </message>
    <message>
        <source>Opening the change stream (subscriptions/listen, request %1)…</source>
        <translation>Der Änderungsstrom wird geöffnet (subscriptions/listen, Anfrage %1)…</translation>
    </message>
    <message numerus="yes">
        <source>The server has not acknowledged it after %n seconds; it must send notifications/subscriptions/acknowledged first.</source>
        <translation>
            <numerusform>Der Server hat ihn nach %n Sekunde noch nicht bestätigt; er muss zuerst notifications/subscriptions/acknowledged senden.</numerusform>
            <numerusform>Der Server hat ihn nach %n Sekunden noch nicht bestätigt; er muss zuerst notifications/subscriptions/acknowledged senden.</numerusform>
        </translation>
    </message>
    <message>
        <source>tool list</source>
        <translation>Werkzeugliste</translation>
    </message>
    <message>
        <source>prompt list</source>
        <translation>Prompt-Liste</translation>
    </message>
    <message>
        <source>resource list</source>
        <translation>Ressourcenliste</translation>
    </message>
    <message numerus="yes">
        <source>%n subscribed resource(s)</source>
        <translation>
            <numerusform>%n abonnierte Ressource</numerusform>
            <numerusform>%n abonnierte Ressourcen</numerusform>
        </translation>
    </message>
    <message>
        <source>Listening for changes under subscription %1: %2.</source>
        <translation>Hört auf Änderungen unter Abonnement %1: %2.</translation>
    </message>
    <message>
        <source>nothing (the server agreed to none of it)</source>
        <translation>nichts (der Server hat keinem davon zugestimmt)</translation>
    </message>
    <message>
        <source>The server left out: %1.</source>
        <translation>Der Server hat weggelassen: %1.</translation>
    </message>
    <message>
        <source>A stream with other resources is being opened.</source>
        <translation>Ein Datenstrom mit anderen Ressourcen wird geöffnet.</translation>
    </message>
    <message numerus="yes">
        <source>Reopened %n time(s) after a drop.</source>
        <translation>
            <numerusform>Nach einem Abbruch %n Mal wieder geöffnet.</numerusform>
            <numerusform>Nach Abbrüchen %n Mal wieder geöffnet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::LoadDialog</name>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Load: %1</source>
        <translation>Lasttest: %1</translation>
    </message>
    <message>
        <source>Requests in flight</source>
        <translation>Gleichzeitige Anfragen</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message numerus="yes">
        <source>The collection&apos;s %n step(s) are sent again and again, round robin.</source>
        <translation>
            <numerusform>Die Sammlung hat %n Schritt; er wird immer wieder gesendet.</numerusform>
            <numerusform>Die Sammlung hat %n Schritte; sie werden reihum immer wieder gesendet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Requests in &amp;flight:</source>
        <translation>&amp;Gleichzeitige Anfragen:</translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation>&amp;Dauer:</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message>
        <source>Save &amp;Figures…</source>
        <translation>&amp;Messwerte speichern…</translation>
    </message>
    <message>
        <source>Save the figures and every answer&apos;s latency as a JSON file</source>
        <translation>Die Messwerte und die Latenz jeder Antwort als JSON-Datei speichern</translation>
    </message>
    <message>
        <source>There are no figures yet: run the load first.</source>
        <translation>Es gibt noch keine Messwerte: Lassen Sie zuerst die Last laufen.</translation>
    </message>
    <message>
        <source>Save Load Figures</source>
        <translation>Messwerte der Last speichern</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
</context>
<context>
    <name>mcpscope::LoadRun</name>
    <message>
        <source>%1 requests in %2 s: %3 per second; %4 answered, %5 errors</source>
        <translation>%1 Anfragen in %2 s: %3 pro Sekunde; %4 beantwortet, %5 Fehler</translation>
    </message>
    <message>
        <source>latency: p50 %1 ms, p90 %2 ms, p99 %3 ms, max %4 ms</source>
        <translation>Latenz: p50 %1 ms, p90 %2 ms, p99 %3 ms, max. %4 ms</translation>
    </message>
    <message>
        <source>first error: %1</source>
        <translation>erster Fehler: %1</translation>
    </message>
    <message>
        <source>a result where an error was expected</source>
        <translation>ein Ergebnis, wo ein Fehler erwartet war</translation>
    </message>
</context>
<context>
    <name>mcpscope::LogModel</name>
    <message>
        <source>Time</source>
        <translation>Uhrzeit</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Logger</source>
        <translation>Logger</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
</context>
<context>
    <name>mcpscope::LogPane</name>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>Server log</source>
        <translation>Serverprotokoll</translation>
    </message>
    <message>
        <source>%1 (everything)</source>
        <translation>%1 (alles)</translation>
    </message>
    <message>
        <source>%1 and worse</source>
        <translation>%1 und höher</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Alle Stufen</translation>
    </message>
    <message>
        <source>Level the server sends</source>
        <translation>Stufe, die der Server sendet</translation>
    </message>
    <message>
        <source>Server&apos;s choice</source>
        <translation>Wahl des Servers</translation>
    </message>
    <message>
        <source>Levels shown</source>
        <translation>Angezeigte Stufen</translation>
    </message>
    <message>
        <source>Empty this list (the session keeps the messages)</source>
        <translation>Diese Liste leeren (die Sitzung behält die Meldungen)</translation>
    </message>
    <message>
        <source>Server se&amp;nds:</source>
        <translation>Ser&amp;ver sendet:</translation>
    </message>
    <message>
        <source>Sho&amp;w:</source>
        <translation>A&amp;nzeigen:</translation>
    </message>
    <message>
        <source>Asking the server…</source>
        <translation>Der Server wird gefragt …</translation>
    </message>
    <message>
        <source>The server agreed.</source>
        <translation>Der Server hat zugestimmt.</translation>
    </message>
    <message>
        <source>The server sends everything.</source>
        <translation>Der Server sendet alles.</translation>
    </message>
    <message>
        <source>The server sends %1 and worse.</source>
        <translation>Der Server sendet %1 und höher.</translation>
    </message>
    <message>
        <source>The server did not change its level: %1</source>
        <translation>Der Server hat seine Stufe nicht geändert: %1</translation>
    </message>
    <message>
        <source>Connect to a server to choose what it logs</source>
        <translation>Verbinden Sie sich mit einem Server, um zu wählen, was er protokolliert</translation>
    </message>
    <message>
        <source>This server does not offer logging (no &quot;logging&quot; capability)</source>
        <translation>Dieser Server bietet keine Protokollierung an (keine Fähigkeit „logging“)</translation>
    </message>
    <message>
        <source>Ask the server to send log messages of this level and worse</source>
        <translation>Den Server bitten, Protokollmeldungen dieser Stufe und höher zu senden</translation>
    </message>
    <message>
        <source>Every request now asks for %1 and worse (io.modelcontextprotocol/logLevel).</source>
        <translation>Jede Anfrage verlangt jetzt %1 und Schlimmeres (io.modelcontextprotocol/logLevel).</translation>
    </message>
    <message>
        <source>Send this level with every request: the server logs what it does for that request at this level and worse (MCP 2026-07-28 has no logging/setLevel)</source>
        <translation>Diese Stufe mit jeder Anfrage senden: Der Server protokolliert, was er für diese Anfrage tut, ab dieser Stufe (MCP 2026-07-28 hat kein logging/setLevel)</translation>
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
    <message>
        <source>Connecting to %1</source>
        <translation>Verbindung mit %1 wird hergestellt</translation>
    </message>
    <message>
        <source>Closing the connection (ending the HTTP session)</source>
        <translation>Verbindung wird geschlossen (die HTTP-Sitzung wird beendet)</translation>
    </message>
    <message>
        <source>The server sent %1 with an id that is not a string or a number; that is not a request, and mcpscope does not answer it.</source>
        <translation>Der Server hat %1 mit einer ID gesendet, die weder eine Zeichenkette noch eine Zahl ist; das ist keine Anfrage, und mcpscope beantwortet sie nicht.</translation>
    </message>
    <message numerus="yes">
        <source>The server&apos;s %1 pagination goes on past %n page(s); mcpscope stopped there.</source>
        <translation>
            <numerusform>Die Seitenaufteilung von %1 beim Server endet nicht nach %n Seite; mcpscope hat dort aufgehört.</numerusform>
            <numerusform>Die Seitenaufteilung von %1 beim Server endet nicht nach %n Seiten; mcpscope hat dort aufgehört.</numerusform>
        </translation>
    </message>
    <message>
        <source>mcpscope stopped waiting for request %1 (%2): %3</source>
        <translation>mcpscope hat aufgehört, auf Anfrage %1 (%2) zu warten: %3</translation>
    </message>
    <message>
        <source>mcpscope goes on waiting for its answer.</source>
        <translation>mcpscope wartet weiter auf seine Antwort.</translation>
    </message>
    <message>
        <source>The server %1 before it answered server/discover.</source>
        <translation>Der Server %1, bevor er auf server/discover geantwortet hat.</translation>
    </message>
    <message>
        <source>mcpscope did not send %1: %2</source>
        <translation>mcpscope hat %1 nicht gesendet: %2</translation>
    </message>
    <message>
        <source>answered server/discover with what looks like an initialize result</source>
        <translation>hat server/discover mit etwas beantwortet, das wie ein initialize-Ergebnis aussieht</translation>
    </message>
    <message>
        <source>answered server/discover with a result that names no supportedVersions</source>
        <translation>hat server/discover mit einem Ergebnis beantwortet, das keine supportedVersions nennt</translation>
    </message>
    <message>
        <source>supports only the protocol versions %1</source>
        <translation>unterstützt nur die Protokollversionen %1</translation>
    </message>
    <message>
        <source>(none named)</source>
        <translation>(keine genannt)</translation>
    </message>
    <message>
        <source>Connected to %1 %2 (protocol %3: no session; every request carries its version and capabilities)</source>
        <translation>Verbunden mit %1 %2 (Protokoll %3: keine Sitzung; jede Anfrage trägt ihre Version und Fähigkeiten)</translation>
    </message>
    <message>
        <source>answered server/discover with error %1 (%2)</source>
        <translation>hat server/discover mit Fehler %1 (%2) beantwortet</translation>
    </message>
    <message>
        <source>The server refused server/discover: %1 Its words: %2</source>
        <translation>Der Server hat server/discover abgelehnt: %1 Seine Worte: %2</translation>
    </message>
    <message>
        <source>did not answer server/discover within %1 s</source>
        <translation>hat server/discover nicht innerhalb von %1 s beantwortet</translation>
    </message>
    <message>
        <source>answered server/discover with something that is not an answer: %1</source>
        <translation>hat server/discover mit etwas beantwortet, das keine Antwort ist: %1</translation>
    </message>
    <message>
        <source>did not answer server/discover</source>
        <translation>hat server/discover nicht beantwortet</translation>
    </message>
    <message>
        <source>refused server/discover (%1)</source>
        <translation>hat server/discover abgelehnt (%1)</translation>
    </message>
    <message>
        <source>The server does not speak MCP 2026-07-28: it %1. mcpscope falls back to initialize, as the protocol era Auto says.</source>
        <translation>Der Server spricht kein MCP 2026-07-28: Er %1. mcpscope fällt auf initialize zurück, wie es die Protokoll-Ära Auto vorsieht.</translation>
    </message>
    <message>
        <source>The server does not speak MCP 2026-07-28: it %1. Choose the protocol era Legacy (or Auto) for this server.</source>
        <translation>Der Server spricht kein MCP 2026-07-28: Er %1. Wählen Sie für diesen Server die Protokoll-Ära Legacy (oder Auto).</translation>
    </message>
    <message>
        <source>The server answered %1 with input_required, which only tools/call, resources/read and prompts/get may get.</source>
        <translation>Der Server hat %1 mit input_required beantwortet; das dürfen nur tools/call, resources/read und prompts/get bekommen.</translation>
    </message>
    <message numerus="yes">
        <source>The server asked for more input again and again: mcpscope stopped %1 after %n round(s).</source>
        <translation>
            <numerusform>Der Server hat immer wieder nach weiteren Eingaben gefragt: mcpscope hat %1 nach %n Runde beendet.</numerusform>
            <numerusform>Der Server hat immer wieder nach weiteren Eingaben gefragt: mcpscope hat %1 nach %n Runden beendet.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server&apos;s inputRequests is not an object; mcpscope cannot tell what it asks.</source>
        <translation>Die inputRequests des Servers sind kein Objekt; mcpscope kann nicht erkennen, wonach er fragt.</translation>
    </message>
    <message>
        <source>The server&apos;s requestState is not a string; mcpscope cannot send it back.</source>
        <translation>Der requestState des Servers ist kein String; mcpscope kann ihn nicht zurückschicken.</translation>
    </message>
    <message>
        <source>The server asks for input of a kind mcpscope does not know (&quot;%1&quot; under &quot;%2&quot;); MCP 2026-07-28 has elicitation/create, sampling/createMessage and roots/list.</source>
        <translation>Der Server fragt nach einer Eingabe einer Art, die mcpscope nicht kennt („%1“ unter „%2“); MCP 2026-07-28 kennt elicitation/create, sampling/createMessage und roots/list.</translation>
    </message>
    <message>
        <source>The server needs input (%1) that this client has nobody to ask for.</source>
        <translation>Der Server braucht eine Eingabe (%1), für die dieser Client niemanden fragen kann.</translation>
    </message>
    <message>
        <source>The server asked to send %1 again (round %2).</source>
        <translation>Der Server bat, %1 noch einmal zu senden (Runde %2).</translation>
    </message>
    <message>
        <source>The server needs input to finish %1: %2.</source>
        <translation>Der Server braucht Eingaben, um %1 abzuschließen: %2.</translation>
    </message>
    <message>
        <source>mcpscope could not give the input the server asked for (%1): %2</source>
        <translation>mcpscope konnte die Eingabe, nach der der Server fragte, nicht liefern (%1): %2</translation>
    </message>
    <message>
        <source>The tool &quot;%1&quot; is left out: %2. Over Streamable HTTP a client must not offer a tool whose x-mcp-header breaks the rules of MCP 2026-07-28.</source>
        <translation>Das Werkzeug „%1“ wird weggelassen: %2. Über Streamable HTTP darf ein Client kein Werkzeug anbieten, dessen x-mcp-header die Regeln von MCP 2026-07-28 verletzt.</translation>
    </message>
    <message>
        <source>The server refused protocol version %1 (error -32022); it supports %2. mcpscope sends %3 again with %4.</source>
        <translation>Der Server hat die Protokollversion %1 abgelehnt (Fehler -32022); er unterstützt %2. mcpscope sendet %3 erneut mit %4.</translation>
    </message>
    <message>
        <source>The server answered tools/call with a task, although mcpscope did not declare the tasks extension on that request; it cannot be taken as the tool&apos;s result.</source>
        <translation>Der Server hat tools/call mit einer Aufgabe beantwortet, obwohl mcpscope bei dieser Anfrage die Erweiterung für Aufgaben nicht angegeben hat; sie kann nicht als Ergebnis des Werkzeugs gelten.</translation>
    </message>
</context>
<context>
    <name>mcpscope::MergedTimelineModel</name>
    <message>
        <source>Server: %1</source>
        <translation>Server: %1</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
</context>
<context>
    <name>mcpscope::MergedTimelineView</name>
    <message>
        <source>Only with findings</source>
        <translation>Nur mit Befunden</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Show the messages of one server, or of all</source>
        <translation>Die Nachrichten eines Servers zeigen, oder die aller Server</translation>
    </message>
    <message>
        <source>Filter by text (method, content, server)</source>
        <translation>Nach Text filtern (Methode, Inhalt, Server)</translation>
    </message>
    <message>
        <source>Show only messages with errors, warnings or notes: the diagnostics of every server</source>
        <translation>Nur Nachrichten mit Fehlern, Warnungen oder Hinweisen zeigen: die Befunde aller Server</translation>
    </message>
    <message>
        <source>Messages of all servers</source>
        <translation>Nachrichten aller Server</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>Server:</translation>
    </message>
    <message>
        <source>notification</source>
        <translation>Benachrichtigung</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>All servers</source>
        <translation>Alle Server</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n Nachricht</numerusform>
            <numerusform>%n Nachrichten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n message(s)</source>
        <translation>
            <numerusform>%1 von %n Nachricht</numerusform>
            <numerusform>%1 von %n Nachrichten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::MessageDetailView</name>
    <message>
        <source>&amp;Hex dump</source>
        <translation>&amp;Hexdump</translation>
    </message>
    <message>
        <source>Message details</source>
        <translation>Nachrichtendetails</translation>
    </message>
    <message>
        <source>Selected row</source>
        <translation>Ausgewählte Zeile</translation>
    </message>
    <message>
        <source>Go to the other half of the request/response pair</source>
        <translation>Zur anderen Hälfte des Anfrage-/Antwortpaars gehen</translation>
    </message>
    <message>
        <source>Copy JSON</source>
        <translation>JSON kopieren</translation>
    </message>
    <message>
        <source>Copy the message as pretty-printed JSON (Ctrl+C)</source>
        <translation>Die Nachricht als formatiertes JSON kopieren (Strg+C)</translation>
    </message>
    <message>
        <source>Copy Raw</source>
        <translation>Rohdaten kopieren</translation>
    </message>
    <message>
        <source>Copy the bytes exactly as they crossed the wire (Ctrl+Shift+C)</source>
        <translation>Die Bytes genau so kopieren, wie sie übertragen wurden (Strg+Umschalt+C)</translation>
    </message>
    <message>
        <source>Message as JSON</source>
        <translation>Nachricht als JSON</translation>
    </message>
    <message>
        <source>Message as raw bytes</source>
        <translation>Nachricht als Rohbytes</translation>
    </message>
    <message>
        <source>Show the bytes in hexadecimal (the first %1)</source>
        <translation>Die Bytes hexadezimal anzeigen (die ersten %1)</translation>
    </message>
    <message>
        <source>Diagnostics of the message</source>
        <translation>Befunde zur Nachricht</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schwere</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Stelle</translation>
    </message>
    <message>
        <source>Message with the diagnostic&apos;s place marked</source>
        <translation>Nachricht mit markierter Stelle des Befunds</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Raw</source>
        <translation>Roh</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>id %1</source>
        <translation>ID %1</translation>
    </message>
    <message>
        <source>answered after %1</source>
        <translation>beantwortet nach %1</translation>
    </message>
    <message>
        <source>Go to Response #%1</source>
        <translation>Zur Antwort #%1</translation>
    </message>
    <message>
        <source>Go to Request #%1</source>
        <translation>Zur Anfrage #%1</translation>
    </message>
    <message>
        <source>Select the other half of this request/response pair (Ctrl+J)</source>
        <translation>Die andere Hälfte dieses Anfrage-/Antwortpaars auswählen (Strg+J)</translation>
    </message>
    <message>
        <source>A line of the server&apos;s error output.</source>
        <translation>Eine Zeile der Fehlerausgabe des Servers.</translation>
    </message>
    <message>
        <source>Diagnostics (%1)</source>
        <translation>Befunde (%1)</translation>
    </message>
    <message>
        <source>%1 as received.</source>
        <translation>%1, so wie empfangen.</translation>
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
        <source>the whole message</source>
        <translation>die ganze Nachricht</translation>
    </message>
    <message>
        <source>Specification: %1</source>
        <translation>Spezifikation: %1</translation>
    </message>
    <message>
        <source>The validator found nothing to report about this row.</source>
        <translation>Der Validator hat zu dieser Zeile nichts zu melden.</translation>
    </message>
    <message>
        <source>An HTTP exchange; authorization, cookies and configured header values are redacted.</source>
        <translation>Ein HTTP-Austausch; Autorisierung, Cookies und eingerichtete Header-Werte sind geschwärzt.</translation>
    </message>
    <message>
        <source>HTTP exchange of the selected row</source>
        <translation>HTTP-Austausch der ausgewählten Zeile</translation>
    </message>
    <message>
        <source>HTTP</source>
        <translation>HTTP</translation>
    </message>
    <message>
        <source>The HTTP request and response that carried the selected row (servers reached over HTTP); secret header values are redacted</source>
        <translation>Die HTTP-Anfrage und -Antwort, die die ausgewählte Zeile übertragen haben (bei Servern, die über HTTP erreicht werden); geheime Header-Werte sind geschwärzt</translation>
    </message>
    <message>
        <source>No HTTP exchange is recorded for this row.</source>
        <translation>Für diese Zeile ist kein HTTP-Austausch aufgezeichnet.</translation>
    </message>
    <message>
        <source>HTTP exchange %1; authorization, cookies and configured header values are redacted.</source>
        <translation>HTTP-Austausch %1; Autorisierung, Cookies und eingerichtete Header-Werte sind geschwärzt.</translation>
    </message>
    <message>
        <source>%1 bytes are not valid UTF-8; they are shown as \xNN, and a backslash written before an x is doubled.</source>
        <translation>%1 Bytes sind kein gültiges UTF-8; sie werden als \xNN angezeigt, und ein Backslash, der vor einem x steht, wird verdoppelt.</translation>
    </message>
    <message>
        <source>Rounds of this request</source>
        <translation>Runden dieser Anfrage</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>This request took %n rounds: the server asked for input, and it was sent again with the answers. Choose a round to go to it.</source>
        <translation>
            <numerusform>Diese Anfrage brauchte %n Runde: Der Server bat um Eingaben, und sie wurde mit den Antworten erneut gesendet. Wählen Sie eine Runde, um zu ihr zu gehen.</numerusform>
            <numerusform>Diese Anfrage brauchte %n Runden: Der Server bat um Eingaben, und sie wurde mit den Antworten erneut gesendet. Wählen Sie eine Runde, um zu ihr zu gehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1: request #%2</source>
        <translation>Runde %1: Anfrage #%2</translation>
    </message>
    <message>
        <source>Round %1: answer #%2</source>
        <translation>Runde %1: Antwort #%2</translation>
    </message>
    <message>
        <source>Task of request #%1</source>
        <translation>Aufgabe der Anfrage #%1</translation>
    </message>
    <message>
        <source>This message belongs to a task that the tools/call request #%1 made. Choose to go to that call or to the answer that made the task.</source>
        <translation>Diese Nachricht gehört zu einer Aufgabe, die die tools/call-Anfrage #%1 erzeugt hat. Wählen Sie, ob Sie zu diesem Aufruf oder zu der Antwort gehen möchten, die die Aufgabe erzeugt hat.</translation>
    </message>
    <message>
        <source>The call: request #%1</source>
        <translation>Der Aufruf: Anfrage #%1</translation>
    </message>
    <message>
        <source>The task it made: answer #%1</source>
        <translation>Die erzeugte Aufgabe: Antwort #%1</translation>
    </message>
</context>
<context>
    <name>mcpscope::ModernMcp</name>
    <message>
        <source>the x-mcp-header of &quot;%1&quot; is &quot;%2&quot;, which is not an HTTP header name</source>
        <translation>der x-mcp-header von „%1“ ist „%2“, und das ist kein HTTP-Headername</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has x-mcp-header but its type is not string, integer or boolean</source>
        <translation>„%1“ hat einen x-mcp-header, aber sein Typ ist nicht string, integer oder boolean</translation>
    </message>
    <message>
        <source>the header name &quot;%1&quot; is used twice</source>
        <translation>der Headername „%1“ wird zweimal verwendet</translation>
    </message>
    <message>
        <source>x-mcp-header at %1 is not reachable through &quot;properties&quot; alone</source>
        <translation>x-mcp-header bei %1 ist nicht allein über „properties“ erreichbar</translation>
    </message>
    <message>
        <source>The server says the HTTP headers of the request do not match its body (error -32020, header mismatch). If a tool&apos;s x-mcp-header changed, list the tools again.</source>
        <translation>Der Server sagt, die HTTP-Header der Anfrage passen nicht zu ihrem Inhalt (Fehler -32020, Header-Abweichung). Wenn sich der x-mcp-header eines Werkzeugs geändert hat, listen Sie die Werkzeuge erneut auf.</translation>
    </message>
    <message>
        <source>The server needs a client capability the request did not declare (error -32021)%1.</source>
        <translation>Der Server braucht eine Client-Fähigkeit, die die Anfrage nicht angegeben hat (Fehler -32021)%1.</translation>
    </message>
    <message>
        <source>The server does not support the protocol version of the request (error -32022) and names none that it does.</source>
        <translation>Der Server unterstützt die Protokollversion der Anfrage nicht (Fehler -32022) und nennt keine, die er unterstützt.</translation>
    </message>
    <message>
        <source>The server does not support the protocol version of the request (error -32022); it supports %1.</source>
        <translation>Der Server unterstützt die Protokollversion der Anfrage nicht (Fehler -32022); er unterstützt %1.</translation>
    </message>
    <message>
        <source>Legacy (initialize, 2025-11-25 and earlier)</source>
        <translation>Legacy (initialize, 2025-11-25 und älter)</translation>
    </message>
    <message>
        <source>Auto (try 2026-07-28, fall back to initialize)</source>
        <translation>Auto (2026-07-28 versuchen, auf initialize zurückfallen)</translation>
    </message>
    <message>
        <source>Modern (2026-07-28 only)</source>
        <translation>Modern (nur 2026-07-28)</translation>
    </message>
    <message>
        <source>MCP 2026-07-28 removed ping: every request stands alone, so there is no connection to keep alive.</source>
        <translation>MCP 2026-07-28 hat ping entfernt: Jede Anfrage steht für sich, es gibt keine Verbindung, die am Leben zu halten wäre.</translation>
    </message>
    <message>
        <source>MCP 2026-07-28 removed logging/setLevel: the log level travels with each request, in its _meta (io.modelcontextprotocol/logLevel).</source>
        <translation>MCP 2026-07-28 hat logging/setLevel entfernt: Die Protokollstufe reist mit jeder Anfrage, in ihrem _meta (io.modelcontextprotocol/logLevel).</translation>
    </message>
    <message>
        <source>MCP 2026-07-28 removed %1: subscriptions/listen opens one stream for the changes a client wants to hear about.</source>
        <translation>MCP 2026-07-28 hat %1 entfernt: subscriptions/listen öffnet einen Datenstrom für die Änderungen, über die ein Client informiert werden will.</translation>
    </message>
    <message>
        <source>MCP 2026-07-28 has no initialize handshake: each request carries its version, capabilities and client info in _meta, and server/discover tells what the server offers.</source>
        <translation>MCP 2026-07-28 hat keinen initialize-Handshake: Jede Anfrage trägt ihre Version, ihre Fähigkeiten und die Client-Angaben in _meta, und server/discover sagt, was der Server anbietet.</translation>
    </message>
    <message>
        <source>MCP 2026-07-28 removed notifications/roots/list_changed: a server asks for the roots when it needs them, inside the result of a request.</source>
        <translation>MCP 2026-07-28 hat notifications/roots/list_changed entfernt: Ein Server fragt nach den Roots, wenn er sie braucht, im Ergebnis einer Anfrage.</translation>
    </message>
    <message>
        <source>MCP 2026-07-28 removed notifications/elicitation/complete: the client learns the outcome by sending the original request again.</source>
        <translation>MCP 2026-07-28 hat notifications/elicitation/complete entfernt: Der Client erfährt das Ergebnis, indem er die ursprüngliche Anfrage erneut sendet.</translation>
    </message>
    <message>
        <source>The argument &quot;%1&quot; goes into the header Mcp-Param-%2, which takes a string, a boolean or an integer of at most 2^53 - 1, but its value is not one.</source>
        <translation>Das Argument „%1“ kommt in den Header Mcp-Param-%2, der einen String, einen Wahrheitswert oder eine ganze Zahl bis 2^53 - 1 aufnimmt, aber sein Wert ist nichts davon.</translation>
    </message>
</context>
<context>
    <name>mcpscope::MultiChoiceFieldEditor</name>
    <message>
        <source>Sends %1</source>
        <translation>Sendet %1</translation>
    </message>
</context>
<context>
    <name>mcpscope::NumberFieldEditor</name>
    <message>
        <source>(not set)</source>
        <translation>(nicht gesetzt)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number.</source>
        <translation>„%1“ ist keine Zahl.</translation>
    </message>
</context>
<context>
    <name>mcpscope::OAuthAuthorizer</name>
    <message>
        <source>token refresh</source>
        <translation>Token-Erneuerung</translation>
    </message>
    <message>
        <source>token request</source>
        <translation>Token-Anfrage</translation>
    </message>
    <message>
        <source>authorization</source>
        <translation>Autorisierung</translation>
    </message>
    <message>
        <source>authorizing at %1</source>
        <translation>Autorisierung bei %1 läuft</translation>
    </message>
    <message>
        <source>signed in at %1</source>
        <translation>angemeldet bei %1</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>not needed so far</source>
        <translation>bisher nicht nötig</translation>
    </message>
    <message>
        <source>Using the stored sign-in for %1 (from %2).</source>
        <translation>Die gespeicherte Anmeldung für %1 (von %2) wird verwendet.</translation>
    </message>
    <message>
        <source>The sign-in could not be stored: %1. It lasts until mcpscope quits.</source>
        <translation>Die Anmeldung konnte nicht gespeichert werden: %1. Sie gilt nur, bis mcpscope beendet wird.</translation>
    </message>
    <message>
        <source>An authorization is already in progress.</source>
        <translation>Es läuft bereits eine Autorisierung.</translation>
    </message>
    <message>
        <source>The server refuses access (403)%1; more authorization would not change that.</source>
        <translation>Der Server verweigert den Zugriff (403)%1; eine weitere Autorisierung würde daran nichts ändern.</translation>
    </message>
    <message>
        <source>The server needs more scope (insufficient_scope); asking for &quot;%1&quot;.</source>
        <translation>Der Server verlangt einen größeren Scope (insufficient_scope); angefragt wird „%1“.</translation>
    </message>
    <message>
        <source>The server asks for authorization (401%1).</source>
        <translation>Der Server verlangt eine Autorisierung (401%1).</translation>
    </message>
    <message>
        <source>, without a WWW-Authenticate challenge</source>
        <translation>, ohne WWW-Authenticate-Aufforderung</translation>
    </message>
    <message>
        <source>The server at %1 needs a sign-in, and none may be started here.</source>
        <translation>Der Server unter %1 verlangt eine Anmeldung, aber hier darf keine Anmeldung gestartet werden.</translation>
    </message>
    <message>
        <source>Authorization failed: %1</source>
        <translation>Autorisierung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>No %1 at %2 (%3).</source>
        <translation>Keine %1 unter %2 (%3).</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>protected resource metadata</source>
        <translation>Metadaten der geschützten Ressource</translation>
    </message>
    <message>
        <source>The protected resource metadata at %1 is for %2, not for %3; mcpscope does not send a token meant for another resource (RFC 9728).</source>
        <translation>Die Metadaten der geschützten Ressource unter %1 gelten für %2, nicht für %3; mcpscope sendet kein Token, das für eine andere Ressource bestimmt ist (RFC 9728).</translation>
    </message>
    <message>
        <source>The protected resource metadata at %1 names no authorization server.</source>
        <translation>Die Metadaten der geschützten Ressource unter %1 nennen keinen Autorisierungsserver.</translation>
    </message>
    <message>
        <source>Learned from %1: the resource is %2, its authorization server is %3%4.</source>
        <translation>Aus %1 ermittelt: Die Ressource ist %2, ihr Autorisierungsserver ist %3%4.</translation>
    </message>
    <message>
        <source>, scopes offered: %1</source>
        <translation>, angebotene Scopes: %1</translation>
    </message>
    <message>
        <source>The server publishes no protected resource metadata; as in the 2025-03-26 specification, its own origin %1 is taken as the authorization server.</source>
        <translation>Der Server veröffentlicht keine Metadaten der geschützten Ressource; wie in der Spezifikation vom 2025-03-26 wird sein eigener Ursprung %1 als Autorisierungsserver angenommen.</translation>
    </message>
    <message>
        <source>authorization server metadata</source>
        <translation>Metadaten des Autorisierungsservers</translation>
    </message>
    <message>
        <source>The authorization server metadata at %1 lacks authorization_endpoint or token_endpoint.</source>
        <translation>In den Metadaten des Autorisierungsservers unter %1 fehlt authorization_endpoint oder token_endpoint.</translation>
    </message>
    <message>
        <source>The authorization server %1 does not say it supports PKCE with S256 (code_challenge_methods_supported is %2); the MCP specification forbids going on.</source>
        <translation>Der Autorisierungsserver %1 gibt nicht an, dass er PKCE mit S256 unterstützt (code_challenge_methods_supported ist %2); die MCP-Spezifikation verbietet es, fortzufahren.</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>nicht vorhanden</translation>
    </message>
    <message>
        <source>Learned from %1: sign-in at %2, tokens from %3.</source>
        <translation>Aus %1 ermittelt: Anmeldung bei %2, Tokens von %3.</translation>
    </message>
    <message>
        <source>The authorization server publishes no metadata; using the default endpoints of the 2025-03-26 specification: %1, %2 and %3/register.</source>
        <translation>Der Autorisierungsserver veröffentlicht keine Metadaten; verwendet werden die Standard-Endpunkte der Spezifikation vom 2025-03-26: %1, %2 und %3/register.</translation>
    </message>
    <message>
        <source>The callback address %1 is not a loopback http:// address.</source>
        <translation>Die Rückrufadresse %1 ist keine Loopback-Adresse mit http://.</translation>
    </message>
    <message>
        <source>Cannot listen for the browser&apos;s return on %1 (is the port in use?). Choose another callback address.</source>
        <translation>Auf %1 kann nicht auf die Rückkehr des Browsers gewartet werden (ist der Port belegt?). Wählen Sie eine andere Rückrufadresse.</translation>
    </message>
    <message>
        <source>The callback address %1 cannot be used.</source>
        <translation>Die Rückrufadresse %1 kann nicht verwendet werden.</translation>
    </message>
    <message>
        <source>mcpscope received the sign-in. You can close this page and go back to mcpscope.</source>
        <translation>mcpscope hat die Anmeldung erhalten. Sie können diese Seite schließen und zu mcpscope zurückkehren.</translation>
    </message>
    <message>
        <source>Using the pre-registered client %1 (token endpoint authentication: %2).</source>
        <translation>Der vorab registrierte Client %1 wird verwendet (Authentifizierung am Token-Endpunkt: %2).</translation>
    </message>
    <message>
        <source>The authorization server reads Client ID Metadata Documents; the client id is %1.</source>
        <translation>Der Autorisierungsserver liest Client ID Metadata Documents; die Client-ID ist %1.</translation>
    </message>
    <message>
        <source>The authorization server %1 offers no dynamic client registration%2. Register mcpscope there and give its client id (--client-id, or in the connection&apos;s settings).</source>
        <translation>Der Autorisierungsserver %1 bietet keine dynamische Client-Registrierung an%2. Registrieren Sie mcpscope dort und geben Sie die Client-ID an (mit --client-id oder in den Einstellungen der Verbindung).</translation>
    </message>
    <message>
        <source> and reads no Client ID Metadata Documents</source>
        <translation> und liest keine Client ID Metadata Documents</translation>
    </message>
    <message>
        <source>client registration</source>
        <translation>Client-Registrierung</translation>
    </message>
    <message>
        <source>Registering mcpscope at %1 (RFC 7591), with the redirect address %2.</source>
        <translation>mcpscope wird bei %1 registriert (RFC 7591), mit der Weiterleitungsadresse %2.</translation>
    </message>
    <message>
        <source>The client registration was refused (%1)%2.</source>
        <translation>Die Client-Registrierung wurde abgelehnt (%1)%2.</translation>
    </message>
    <message>
        <source>Registered as client %1 (token endpoint authentication: %2).</source>
        <translation>Als Client %1 registriert (Authentifizierung am Token-Endpunkt: %2).</translation>
    </message>
    <message>
        <source>The server needs a sign-in at %1, and nothing here can show it to you.</source>
        <translation>Der Server verlangt eine Anmeldung bei %1, aber hier gibt es nichts, was Ihnen die Anmeldeseite zeigen könnte.</translation>
    </message>
    <message>
        <source>Waiting for the sign-in at %1 in the browser.</source>
        <translation>Warte auf die Anmeldung bei %1 im Browser.</translation>
    </message>
    <message>
        <source>The sign-in was cancelled.</source>
        <translation>Die Anmeldung wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The authorization server answered &quot;%1&quot;%2.</source>
        <translation>Der Autorisierungsserver hat mit „%1“ geantwortet%2.</translation>
    </message>
    <message>
        <source>the token endpoint could not be reached</source>
        <translation>der Token-Endpunkt war nicht erreichbar</translation>
    </message>
    <message>
        <source>the token endpoint answered with an error</source>
        <translation>der Token-Endpunkt hat mit einem Fehler geantwortet</translation>
    </message>
    <message>
        <source>the answer carried no access token</source>
        <translation>die Antwort enthielt kein Zugriffstoken</translation>
    </message>
    <message>
        <source>the browser came back with a wrong state</source>
        <translation>der Browser kam mit einem falschen state-Wert zurück</translation>
    </message>
    <message>
        <source>error %1</source>
        <translation>Fehler %1</translation>
    </message>
    <message>
        <source>No token: %1.</source>
        <translation>Kein Token: %1.</translation>
    </message>
    <message>
        <source>The browser came back with an authorization code; asking %1 for a token.</source>
        <translation>Der Browser kam mit einem Autorisierungscode zurück; bei %1 wird ein Token angefragt.</translation>
    </message>
    <message>
        <source>The token request failed: %1</source>
        <translation>Die Token-Anfrage ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The token endpoint&apos;s answer carried no access token.</source>
        <translation>Die Antwort des Token-Endpunkts enthielt kein Zugriffstoken.</translation>
    </message>
    <message>
        <source>Token refreshed%1.</source>
        <translation>Token erneuert%1.</translation>
    </message>
    <message>
        <source>, valid until %1</source>
        <translation>, gültig bis %1</translation>
    </message>
    <message>
        <source>Signed in at %1%2%3.</source>
        <translation>Angemeldet bei %1%2%3.</translation>
    </message>
    <message>
        <source>, scope &quot;%1&quot;</source>
        <translation>, Scope „%1“</translation>
    </message>
    <message>
        <source>, with a refresh token</source>
        <translation>, mit Refresh-Token</translation>
    </message>
    <message>
        <source>Starting the authorization code grant with PKCE (S256) for the resource %1%2.</source>
        <translation>Der Ablauf mit Autorisierungscode und PKCE (S256) beginnt, für die Ressource %1%2.</translation>
    </message>
    <message>
        <source>, no scope</source>
        <translation>, kein Scope</translation>
    </message>
    <message>
        <source>The refresh answer carried no access token.</source>
        <translation>Die Antwort auf die Erneuerung enthielt kein Zugriffstoken.</translation>
    </message>
    <message>
        <source>Token refreshed at %1.</source>
        <translation>Token bei %1 erneuert.</translation>
    </message>
    <message>
        <source>The token was refused; refreshing it at %1.</source>
        <translation>Das Token wurde abgelehnt; es wird bei %1 erneuert.</translation>
    </message>
    <message>
        <source>The token could not be refreshed (%1); signing in again.</source>
        <translation>Das Token konnte nicht erneuert werden (%1); mcpscope meldet sich neu an.</translation>
    </message>
    <message>
        <source>authorization (fetched without a browser)</source>
        <translation>Autorisierung (ohne Browser abgerufen)</translation>
    </message>
    <message>
        <source>The client credentials grant needs the client&apos;s id (--client-id) and its secret or key.</source>
        <translation>Der Ablauf mit Client-Zugangsdaten braucht die Client-ID (--client-id) und das Geheimnis oder den Schlüssel des Clients.</translation>
    </message>
    <message numerus="yes">
        <source>The sign-in did not come back within %n minute(s).</source>
        <translation>
            <numerusform>Die Anmeldung kam nicht innerhalb von %n Minute zurück.</numerusform>
            <numerusform>Die Anmeldung kam nicht innerhalb von %n Minuten zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>The token endpoint&apos;s answer carried no access token: %1</source>
        <translation>Die Antwort des Token-Endpunkts enthielt kein Zugriffstoken: %1</translation>
    </message>
    <message>
        <source>Asking %1 for a token with the client credentials grant, authenticated by a %2-signed assertion.</source>
        <translation>Bei %1 wird über den Ablauf mit Client-Zugangsdaten ein Token angefragt, authentifiziert durch eine mit %2 signierte Assertion.</translation>
    </message>
    <message>
        <source>Asking %1 for a token with the client credentials grant (%2).</source>
        <translation>Bei %1 wird über den Ablauf mit Client-Zugangsdaten ein Token angefragt (%2).</translation>
    </message>
    <message>
        <source>token request (client credentials)</source>
        <translation>Token-Anfrage (Client-Zugangsdaten)</translation>
    </message>
    <message>
        <source>The token endpoint refused the client credentials (%1)%2.</source>
        <translation>Der Token-Endpunkt hat die Client-Zugangsdaten abgelehnt (%1)%2.</translation>
    </message>
    <message>
        <source>Token received for client %1.</source>
        <translation>Token für Client %1 erhalten.</translation>
    </message>
    <message>
        <source>The authorization address ended at %1 (HTTP %2), which is not the callback: it needs a person in a browser.</source>
        <translation>Die Autorisierungsadresse endete bei %1 (HTTP %2); das ist nicht die Rückrufadresse: Hier muss ein Mensch im Browser handeln.</translation>
    </message>
    <message>
        <source>no answer: %1</source>
        <translation>keine Antwort: %1</translation>
    </message>
    <message>
        <source>HTTP %1 with %2 instead of JSON: &quot;%3&quot;</source>
        <translation>HTTP %1 mit %2 statt JSON: &quot;%3&quot;</translation>
    </message>
    <message>
        <source>HTTP %1: %2</source>
        <translation>HTTP %1: %2</translation>
    </message>
    <message>
        <source>the answer is not a JSON object (%1)</source>
        <translation>die Antwort ist kein JSON-Objekt (%1)</translation>
    </message>
    <message>
        <source>%1 answered with a redirect to %2; mcpscope never follows a redirect with a code, a client secret or a registration.</source>
        <translation>%1 antwortete mit einer Umleitung nach %2; mit einem Code, einem Client-Geheimnis oder einer Registrierung folgt mcpscope nie einer Umleitung.</translation>
    </message>
    <message>
        <source>%1 sent an answer larger than %2 KiB; mcpscope stopped reading it.</source>
        <translation>%1 sandte eine Antwort größer als %2 KiB; mcpscope hat aufgehört, sie zu lesen.</translation>
    </message>
    <message>
        <source>The resource metadata address the server&apos;s challenge names</source>
        <translation>Die Adresse der Ressourcen-Metadaten, die die Aufforderung des Servers nennt,</translation>
    </message>
    <message>
        <source>The authorization server that %1 names</source>
        <translation>Der Autorisierungsserver, den %1 nennt,</translation>
    </message>
    <message>
        <source>The authorization server metadata at %1 names the issuer %2, not %3 where it was fetched (RFC 8414 asks for the same). Both are on %4, so mcpscope goes on.</source>
        <translation>Die Metadaten des Autorisierungsservers unter %1 nennen den Aussteller %2, nicht %3, wo sie abgerufen wurden (RFC 8414 verlangt denselben). Beide liegen auf %4, darum macht mcpscope weiter.</translation>
    </message>
    <message>
        <source>The authorization server metadata at %1 names no issuer; RFC 8414 requires it, and mcpscope signs in only where the issuer is confirmed.</source>
        <translation>Die Metadaten des Autorisierungsservers unter %1 nennen keinen Aussteller; RFC 8414 verlangt ihn, und mcpscope meldet sich nur an, wo der Aussteller bestätigt ist.</translation>
    </message>
    <message>
        <source>The authorization server metadata at %1 is for the issuer &quot;%2&quot;, not for %3, where it was fetched: mcpscope does not sign in with metadata that speaks for another server (RFC 8414, section 3.3).</source>
        <translation>Die Metadaten des Autorisierungsservers unter %1 gelten für den Aussteller „%2“, nicht für %3, wo sie abgerufen wurden: mit Metadaten, die für einen anderen Server sprechen, meldet sich mcpscope nicht an (RFC 8414, Abschnitt 3.3).</translation>
    </message>
    <message>
        <source>The %1 in the metadata at %2</source>
        <translation>Der Eintrag %1 in den Metadaten unter %2</translation>
    </message>
    <message>
        <source>The sign-in address</source>
        <translation>Die Anmeldeadresse</translation>
    </message>
    <message>
        <source>The authorization address</source>
        <translation>Die Autorisierungsadresse</translation>
    </message>
    <message>
        <source>The authorization address kept redirecting.</source>
        <translation>Die Autorisierungsadresse leitete immer weiter um.</translation>
    </message>
    <message>
        <source>The port %1 for the browser&apos;s return is in use; listening on %2 instead.</source>
        <translation>Der Port %1 für die Rückkehr aus dem Browser ist belegt; stattdessen wird auf %2 gewartet.</translation>
    </message>
    <message numerus="yes">
        <source>A request reached the sign-in&apos;s callback address without this sign-in&apos;s state%1; it was ignored (%n so far).</source>
        <translation>
            <numerusform>Eine Anfrage erreichte die Rückrufadresse der Anmeldung ohne deren state%1; sie wurde ignoriert (bisher %n).</numerusform>
            <numerusform>Eine Anfrage erreichte die Rückrufadresse der Anmeldung ohne deren state%1; sie wurde ignoriert (bisher %n).</numerusform>
        </translation>
    </message>
    <message>
        <source> (it said &quot;%1&quot;)</source>
        <translation> (sie meldete „%1“)</translation>
    </message>
    <message>
        <source>The browser came back from the authorization server &quot;%1&quot;, not from %2 where the sign-in started (RFC 9207). The answer may come from another server (a mix-up attack); mcpscope does not use its code.</source>
        <translation>Der Browser kam vom Autorisierungsserver „%1“ zurück, nicht von %2, wo die Anmeldung begann (RFC 9207). Die Antwort kann von einem anderen Server stammen (ein Mix-up-Angriff); mcpscope verwendet ihren Code nicht.</translation>
    </message>
    <message>
        <source>The authorization server %1 promises to name itself in its answer (authorization_response_iss_parameter_supported), and this answer does not (RFC 9207); mcpscope does not use its code.</source>
        <translation>Der Autorisierungsserver %1 sagt zu, sich in seiner Antwort zu nennen (authorization_response_iss_parameter_supported), und diese Antwort tut es nicht (RFC 9207); mcpscope verwendet ihren Code nicht.</translation>
    </message>
    <message>
        <source>The server now names the authorization server %1 (it was %2). The client registration and tokens of %2 stay with it and are not used at %1.</source>
        <translation>Der Server nennt jetzt den Autorisierungsserver %1 (bisher %2). Die Client-Registrierung und die Tokens von %2 bleiben dort und werden bei %1 nicht verwendet.</translation>
    </message>
    <message>
        <source>The client %1 is registered at %2, and this server sends its sign-in to %3: mcpscope sends a client&apos;s secret only to the authorization server it belongs to.</source>
        <translation>Der Client %1 ist bei %2 registriert, und dieser Server schickt seine Anmeldung zu %3: mcpscope schickt das Geheimnis eines Clients nur an den Autorisierungsserver, zu dem es gehört.</translation>
    </message>
    <message>
        <source>The client %1 was used with the authorization server %2, and this server now sends its sign-in to %3: mcpscope sends a client&apos;s secret only to the authorization server it belongs to. If the client really is registered at %3, say so (--client-issuer, or forget the stored sign-in with --relogin).</source>
        <translation>Der Client %1 wurde mit dem Autorisierungsserver %2 verwendet, und dieser Server schickt seine Anmeldung jetzt zu %3: mcpscope schickt das Geheimnis eines Clients nur an den Autorisierungsserver, zu dem es gehört. Wenn der Client wirklich bei %3 registriert ist, sagen Sie es (--client-issuer, oder vergessen Sie die gespeicherte Anmeldung mit --relogin).</translation>
    </message>
    <message>
        <source>Another mcpscope stored a newer sign-in for %1 meanwhile; it is used, and kept.</source>
        <translation>Ein anderes mcpscope hat inzwischen eine neuere Anmeldung für %1 gespeichert; sie wird verwendet und behalten.</translation>
    </message>
    <message>
        <source>Another mcpscope stored a newer sign-in for %1; trying it.</source>
        <translation>Ein anderes mcpscope hat eine neuere Anmeldung für %1 gespeichert; sie wird versucht.</translation>
    </message>
</context>
<context>
    <name>mcpscope::ObjectFieldEditor</name>
    <message>
        <source>%1 (required)</source>
        <translation>%1 (erforderlich)</translation>
    </message>
    <message>
        <source>No arguments to fill in.</source>
        <translation>Keine Argumente auszufüllen.</translation>
    </message>
    <message>
        <source>No members to fill in.</source>
        <translation>Keine Felder auszufüllen.</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>Erforderlich</translation>
    </message>
    <message>
        <source>Required. %1</source>
        <translation>Erforderlich. %1</translation>
    </message>
    <message>
        <source>Leave them out</source>
        <translation>Weglassen</translation>
    </message>
    <message>
        <source>Stop sending the members that the form has no field for</source>
        <translation>Die Werte nicht mehr senden, für die das Formular kein Feld hat</translation>
    </message>
    <message>
        <source>This field is required.</source>
        <translation>Dieses Feld ist erforderlich.</translation>
    </message>
    <message>
        <source>Also sent as given (the form has no field for them, or they do not fit it): %1</source>
        <translation>Ebenfalls unverändert gesendet (das Formular hat kein Feld dafür, oder sie passen nicht hinein): %1</translation>
    </message>
</context>
<context>
    <name>mcpscope::PreferencesDialog</name>
    <message>
        <source>&amp;Open Folder</source>
        <translation>Ordner ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Saved sessions</source>
        <translation>Gespeicherte Sitzungen</translation>
    </message>
    <message>
        <source>mcpscope saves every session with a server automatically, so you can open it again from File &gt; Recent Sessions.</source>
        <translation>mcpscope speichert jede Sitzung mit einem Server automatisch, damit Sie sie über Datei &gt; Letzte Sitzungen wieder öffnen können.</translation>
    </message>
    <message>
        <source>&amp;Keep the last</source>
        <translation>&amp;Behalten werden die letzten</translation>
    </message>
    <message>
        <source>Number of autosaved sessions to keep</source>
        <translation>Anzahl der automatisch gespeicherten Sitzungen, die behalten werden</translation>
    </message>
    <message>
        <source>autosaved sessions</source>
        <translation>automatisch gespeicherten Sitzungen</translation>
    </message>
    <message>
        <source>Older ones are deleted when mcpscope starts.</source>
        <translation>Ältere werden beim Start von mcpscope gelöscht.</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Ordner:</translation>
    </message>
    <message>
        <source>Folder of the autosaved sessions</source>
        <translation>Ordner der automatisch gespeicherten Sitzungen</translation>
    </message>
    <message>
        <source>Show the saved sessions in the file manager</source>
        <translation>Die gespeicherten Sitzungen im Dateimanager anzeigen</translation>
    </message>
</context>
<context>
    <name>mcpscope::PromptCatalog</name>
    <message>
        <source>The list of prompts could not be read: %1</source>
        <translation>Die Liste der Prompts konnte nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>mcpscope::PromptListModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
</context>
<context>
    <name>mcpscope::PromptMessagesView</name>
    <message>
        <source>Prompt messages</source>
        <translation>Nachrichten des Prompts</translation>
    </message>
    <message>
        <source>Choose Get to see the messages of the prompt.</source>
        <translation>Wählen Sie „Abrufen“, um die Nachrichten des Prompts zu sehen.</translation>
    </message>
    <message>
        <source>Only the first %1 characters are shown.</source>
        <translation>Nur die ersten %1 Zeichen werden angezeigt.</translation>
    </message>
    <message>
        <source>An image of %1 × %2 pixels, too large to show.</source>
        <translation>Ein Bild mit %1 × %2 Pixeln, zu groß zum Anzeigen.</translation>
    </message>
    <message>
        <source>An image (%1, %2) that could not be decoded.</source>
        <translation>Ein Bild (%1, %2), das nicht dekodiert werden konnte.</translation>
    </message>
    <message>
        <source>Image (%1), %2 × %3 pixels</source>
        <translation>Bild (%1), %2 × %3 Pixel</translation>
    </message>
    <message>
        <source>Embedded resource:</source>
        <translation>Eingebettete Ressource:</translation>
    </message>
    <message>
        <source>Binary content, %1.</source>
        <translation>Binärer Inhalt, %1.</translation>
    </message>
    <message>
        <source>Audio clip (%1), %2.</source>
        <translation>Audioclip (%1), %2.</translation>
    </message>
    <message>
        <source>Link to a resource:</source>
        <translation>Link auf eine Ressource:</translation>
    </message>
    <message>
        <source>The prompt has no messages.</source>
        <translation>Der Prompt hat keine Nachrichten.</translation>
    </message>
    <message>
        <source>The messages are too long to show in full; the rest is in Raw JSON.</source>
        <translation>Die Nachrichten sind zu lang, um sie vollständig anzuzeigen; der Rest steht unter „Roh-JSON“.</translation>
    </message>
    <message numerus="yes">
        <source>%n more message(s) not shown.</source>
        <translation>
            <numerusform>%n weitere Nachricht nicht angezeigt.</numerusform>
            <numerusform>%n weitere Nachrichten nicht angezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistent</translation>
    </message>
    <message>
        <source>No role given</source>
        <translation>Keine Rolle angegeben</translation>
    </message>
    <message>
        <source>Role &quot;%1&quot;</source>
        <translation>Rolle „%1“</translation>
    </message>
</context>
<context>
    <name>mcpscope::PromptsPanel</name>
    <message>
        <source>Prompts</source>
        <translation>Prompts</translation>
    </message>
    <message>
        <source>Not connected: the list is that of the last connection; nothing can be asked.</source>
        <translation>Nicht verbunden: Die Liste stammt von der letzten Verbindung; es kann nichts abgefragt werden.</translation>
    </message>
    <message>
        <source>Search names and descriptions</source>
        <translation>Namen und Beschreibungen durchsuchen</translation>
    </message>
    <message>
        <source>Search prompts</source>
        <translation>Prompts durchsuchen</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Ask the server for its prompts again</source>
        <translation>Den Server erneut nach seinen Prompts fragen</translation>
    </message>
    <message>
        <source>Get</source>
        <translation>Abrufen</translation>
    </message>
    <message>
        <source>Ask the server for the prompt&apos;s messages (prompts/get)</source>
        <translation>Den Server nach den Nachrichten des Prompts fragen (prompts/get)</translation>
    </message>
    <message>
        <source>The server&apos;s answer to the last Get shows here.</source>
        <translation>Hier erscheint die Antwort des Servers auf das letzte „Abrufen“.</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Nachrichten</translation>
    </message>
    <message>
        <source>Raw JSON</source>
        <translation>Rohes JSON</translation>
    </message>
    <message>
        <source>● The server changed its list of prompts at %1; it was read again.</source>
        <translation>● Der Server hat seine Liste der Prompts um %1 geändert; sie wurde neu gelesen.</translation>
    </message>
    <message>
        <source>No prompt selected</source>
        <translation>Kein Prompt ausgewählt</translation>
    </message>
    <message>
        <source>Choose a prompt on the left.</source>
        <translation>Wählen Sie links einen Prompt aus.</translation>
    </message>
    <message>
        <source>This window shows a saved session. Prompts can only be asked for from a running server.</source>
        <translation>Dieses Fenster zeigt eine gespeicherte Sitzung. Prompts können nur von einem laufenden Server abgefragt werden.</translation>
    </message>
    <message>
        <source>This server does not offer prompts (it did not declare the &quot;prompts&quot; capability).</source>
        <translation>Dieser Server bietet keine Prompts an (er hat die Fähigkeit „prompts“ nicht angegeben).</translation>
    </message>
    <message>
        <source>Connect to a server to see its prompts.</source>
        <translation>Verbinden Sie sich mit einem Server, um seine Prompts zu sehen.</translation>
    </message>
    <message numerus="yes">
        <source>%n prompt(s)</source>
        <translation>
            <numerusform>%n Prompt</numerusform>
            <numerusform>%n Prompts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n prompt(s)</source>
        <translation>
            <numerusform>%1 von %n Prompt</numerusform>
            <numerusform>%1 von %n Prompts</numerusform>
        </translation>
    </message>
    <message>
        <source>Required: %1</source>
        <translation>Erforderlich: %1</translation>
    </message>
    <message>
        <source>Asking the server…</source>
        <translation>Der Server wird gefragt …</translation>
    </message>
    <message>
        <source>Asking for the prompt %1…</source>
        <translation>Der Prompt %1 wird abgefragt …</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s).</source>
        <translation>
            <numerusform>%n Nachricht.</numerusform>
            <numerusform>%n Nachrichten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server refused the prompt %1: %2 (error %3).</source>
        <translation>Der Server hat den Prompt %1 abgelehnt: %2 (Fehler %3).</translation>
    </message>
    <message>
        <source>Refused.</source>
        <translation>Abgelehnt.</translation>
    </message>
    <message>
        <source>The prompt %1 could not be asked for: %2</source>
        <translation>Der Prompt %1 konnte nicht abgefragt werden: %2</translation>
    </message>
    <message>
        <source>Failed.</source>
        <translation>Fehlgeschlagen.</translation>
    </message>
</context>
<context>
    <name>mcpscope::ResourceCatalog</name>
    <message>
        <source>The list of resources could not be read: %1</source>
        <translation>Die Liste der Ressourcen konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The list of resource templates could not be read: %1</source>
        <translation>Die Liste der Ressourcenvorlagen konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the server left this resource out when it acknowledged the change stream, so it will not report its changes</source>
        <translation>der Server hat diese Ressource weggelassen, als er den Änderungsstrom bestätigt hat, daher wird er ihre Änderungen nicht melden</translation>
    </message>
</context>
<context>
    <name>mcpscope::ResourceDisplayModel</name>
    <message>
        <source>[updated]</source>
        <translation>[geändert]</translation>
    </message>
    <message>
        <source>[subscribed]</source>
        <translation>[abonniert]</translation>
    </message>
    <message>
        <source>The server says this resource changed since it was last read.</source>
        <translation>Laut Server hat sich diese Ressource geändert, seit sie zuletzt gelesen wurde.</translation>
    </message>
    <message>
        <source>Subscribed: the server tells when it changes.</source>
        <translation>Abonniert: Der Server meldet, wenn sie sich ändert.</translation>
    </message>
</context>
<context>
    <name>mcpscope::ResourceListModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>URI</source>
        <translation>URI</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
</context>
<context>
    <name>mcpscope::ResourcePreview</name>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Content item</source>
        <translation>Inhaltsteil</translation>
    </message>
    <message>
        <source>About the content</source>
        <translation>Angaben zum Inhalt</translation>
    </message>
    <message>
        <source>Save the content to a file</source>
        <translation>Den Inhalt in einer Datei speichern</translation>
    </message>
    <message>
        <source>Resource text</source>
        <translation>Ressourcentext</translation>
    </message>
    <message>
        <source>First bytes, in hexadecimal</source>
        <translation>Erste Bytes, hexadezimal</translation>
    </message>
    <message>
        <source>Resource image</source>
        <translation>Ressourcenbild</translation>
    </message>
    <message>
        <source>Select a resource and choose Read to see its content.</source>
        <translation>Wählen Sie eine Ressource aus und klicken Sie auf „Lesen“, um ihren Inhalt zu sehen.</translation>
    </message>
    <message>
        <source>The server returned no contents for this resource.</source>
        <translation>Der Server hat für diese Ressource keinen Inhalt geliefert.</translation>
    </message>
    <message>
        <source>Item %1 of %2: %3</source>
        <translation>Teil %1 von %2: %3</translation>
    </message>
    <message>
        <source>Audio cannot be played here; save it to play it.</source>
        <translation>Audio kann hier nicht abgespielt werden; speichern Sie es, um es abzuspielen.</translation>
    </message>
    <message>
        <source>Text, no MIME type given</source>
        <translation>Text, kein MIME-Typ angegeben</translation>
    </message>
    <message>
        <source>Text (%1)</source>
        <translation>Text (%1)</translation>
    </message>
    <message>
        <source>sent as base64</source>
        <translation>als Base64 gesendet</translation>
    </message>
    <message>
        <source>shown without highlighting (above %1)</source>
        <translation>ohne Hervorhebung angezeigt (über %1)</translation>
    </message>
    <message>
        <source>only the first %1 characters are shown</source>
        <translation>nur die ersten %1 Zeichen werden angezeigt</translation>
    </message>
    <message>
        <source>highlighted as %1</source>
        <translation>hervorgehoben als %1</translation>
    </message>
    <message>
        <source>long lines are shown in pieces of %1 characters</source>
        <translation>lange Zeilen werden in Stücken von %1 Zeichen angezeigt</translation>
    </message>
    <message>
        <source>The image is %1 × %2 pixels, too large to show.</source>
        <translation>Das Bild hat %1 × %2 Pixel und ist zu groß zum Anzeigen.</translation>
    </message>
    <message>
        <source>The bytes could not be shown as an image (%1).</source>
        <translation>Die Bytes konnten nicht als Bild angezeigt werden (%1).</translation>
    </message>
    <message>
        <source>Image (%1)</source>
        <translation>Bild (%1)</translation>
    </message>
    <message>
        <source>type recognised from its bytes</source>
        <translation>Typ anhand der Bytes erkannt</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 Pixel</translation>
    </message>
    <message>
        <source>shown %1 times larger</source>
        <translation>%1-fach vergrößert angezeigt</translation>
    </message>
    <message>
        <source>Binary content (%1), %2</source>
        <translation>Binärer Inhalt (%1), %2</translation>
    </message>
    <message>
        <source>no MIME type given</source>
        <translation>kein MIME-Typ angegeben</translation>
    </message>
    <message>
        <source>the first %1 bytes are shown</source>
        <translation>die ersten %1 Bytes werden angezeigt</translation>
    </message>
    <message>
        <source>(no bytes)</source>
        <translation>(keine Bytes)</translation>
    </message>
    <message>
        <source>There is nothing to save.</source>
        <translation>Es gibt nichts zu speichern.</translation>
    </message>
    <message>
        <source>Save Resource Content</source>
        <translation>Ressourceninhalt speichern</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>mcpscope cannot write %1.

%2</source>
        <translation>mcpscope kann %1 nicht schreiben.

%2</translation>
    </message>
</context>
<context>
    <name>mcpscope::ResourceTemplateModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>URI template</source>
        <translation>URI-Vorlage</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
</context>
<context>
    <name>mcpscope::ResourcesPanel</name>
    <message>
        <source>Resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <source>Not connected: the lists are those of the last connection; nothing can be read.</source>
        <translation>Nicht verbunden: Die Listen stammen von der letzten Verbindung; es kann nichts gelesen werden.</translation>
    </message>
    <message>
        <source>Search names, URIs and descriptions</source>
        <translation>Namen, URIs und Beschreibungen durchsuchen</translation>
    </message>
    <message>
        <source>Search resources</source>
        <translation>Ressourcen durchsuchen</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Ask the server for its resources and templates again</source>
        <translation>Den Server erneut nach seinen Ressourcen und Vorlagen fragen</translation>
    </message>
    <message>
        <source>Resource templates</source>
        <translation>Ressourcenvorlagen</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <source>Resource URI</source>
        <translation>Ressourcen-URI</translation>
    </message>
    <message>
        <source>URI to read</source>
        <translation>Zu lesende URI</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>Ask the server for the content (resources/read)</source>
        <translation>Den Server nach dem Inhalt fragen (resources/read)</translation>
    </message>
    <message>
        <source>Subscribe</source>
        <translation>Abonnieren</translation>
    </message>
    <message>
        <source>Ask the server to tell when this resource changes (resources/subscribe)</source>
        <translation>Den Server bitten, Änderungen dieser Ressource zu melden (resources/subscribe)</translation>
    </message>
    <message>
        <source>● Updated by the server: re-read to see the change</source>
        <translation>● Vom Server geändert: Lesen Sie erneut, um die Änderung zu sehen</translation>
    </message>
    <message>
        <source>The server&apos;s answer to the last read shows here.</source>
        <translation>Hier erscheint die Antwort des Servers auf das letzte Lesen.</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>Raw JSON</source>
        <translation>Roh-JSON</translation>
    </message>
    <message>
        <source>● The server changed its list of resources at %1; it was read again.</source>
        <translation>● Der Server hat seine Liste der Ressourcen um %1 geändert; sie wurde neu gelesen.</translation>
    </message>
    <message>
        <source>Subscribed to %1.</source>
        <translation>%1 abonniert.</translation>
    </message>
    <message>
        <source>Unsubscribed from %1.</source>
        <translation>Abonnement von %1 beendet.</translation>
    </message>
    <message>
        <source>The server refused the subscription change for %1: %2</source>
        <translation>Der Server hat die Änderung des Abonnements für %1 abgelehnt: %2</translation>
    </message>
    <message>
        <source>No resource selected</source>
        <translation>Keine Ressource ausgewählt</translation>
    </message>
    <message>
        <source>Choose a resource or a template on the left.</source>
        <translation>Wählen Sie links eine Ressource oder eine Vorlage aus.</translation>
    </message>
    <message>
        <source>This window shows a saved session. Resources can only be read from a running server.</source>
        <translation>Dieses Fenster zeigt eine gespeicherte Sitzung. Ressourcen können nur von einem laufenden Server gelesen werden.</translation>
    </message>
    <message>
        <source>This server does not offer resources (it did not declare the &quot;resources&quot; capability).</source>
        <translation>Dieser Server bietet keine Ressourcen an (er hat die Fähigkeit „resources“ nicht angegeben).</translation>
    </message>
    <message>
        <source>Connect to a server to see its resources.</source>
        <translation>Verbinden Sie sich mit einem Server, um seine Ressourcen zu sehen.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 von %3)</translation>
    </message>
    <message>
        <source>Type: %1</source>
        <translation>Typ: %1</translation>
    </message>
    <message>
        <source>Size: %1</source>
        <translation>Größe: %1</translation>
    </message>
    <message>
        <source>For: %1</source>
        <translation>Für: %1</translation>
    </message>
    <message>
        <source>Priority: %1</source>
        <translation>Priorität: %1</translation>
    </message>
    <message>
        <source>Changed: %1</source>
        <translation>Geändert: %1</translation>
    </message>
    <message>
        <source>The template is not valid: %1</source>
        <translation>Die Vorlage ist ungültig: %1</translation>
    </message>
    <message>
        <source>Fill in the required fields to get the URI to read.</source>
        <translation>Füllen Sie die Pflichtfelder aus, um die zu lesende URI zu erhalten.</translation>
    </message>
    <message>
        <source>URI: %1</source>
        <translation>URI: %1</translation>
    </message>
    <message>
        <source>This resource is not in the server&apos;s list; it is read by its URI.</source>
        <translation>Diese Ressource steht nicht in der Liste des Servers; sie wird über ihre URI gelesen.</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <source>The server could not read %1: %2 (error %3).</source>
        <translation>Der Server konnte %1 nicht lesen: %2 (Fehler %3).</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Re-read</source>
        <translation>Erneut lesen</translation>
    </message>
    <message>
        <source>Unsubscribe</source>
        <translation>Abonnement beenden</translation>
    </message>
</context>
<context>
    <name>mcpscope::RootsEditor</name>
    <message>
        <source>&amp;Add Folder…</source>
        <translation>Ordner hin&amp;zufügen…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>Ent&amp;fernen</translation>
    </message>
    <message>
        <source>Folders the server may work in (its &quot;roots&quot;):</source>
        <translation>Ordner, in denen der Server arbeiten darf (seine „Roots“):</translation>
    </message>
    <message>
        <source>Roots</source>
        <translation>Roots</translation>
    </message>
    <message>
        <source>Offer another folder to the server</source>
        <translation>Dem Server einen weiteren Ordner anbieten</translation>
    </message>
    <message>
        <source>Stop offering the selected folders</source>
        <translation>Die ausgewählten Ordner nicht mehr anbieten</translation>
    </message>
    <message>
        <source>The server was told that the roots changed.</source>
        <translation>Dem Server wurde mitgeteilt, dass sich die Roots geändert haben.</translation>
    </message>
    <message>
        <source>The server will get the new roots the next time it asks.</source>
        <translation>Der Server erhält die neuen Roots, wenn er das nächste Mal danach fragt.</translation>
    </message>
    <message>
        <source>Add a Root Folder</source>
        <translation>Einen Root-Ordner hinzufügen</translation>
    </message>
    <message>
        <source>%1 is already a root.</source>
        <translation>%1 ist bereits eine Root.</translation>
    </message>
    <message>
        <source>Each folder is offered as a file:// address; hover a row to see it.</source>
        <translation>Jeder Ordner wird als file://-Adresse angeboten; zeigen Sie mit der Maus auf eine Zeile, um sie zu sehen.</translation>
    </message>
</context>
<context>
    <name>mcpscope::SafeTextView</name>
    <message>
        <source>Link not opened</source>
        <translation>Link nicht geöffnet</translation>
    </message>
    <message>
        <source>The server&apos;s text links to an address mcpscope does not open (only web and mail links):
%1</source>
        <translation>Der Text des Servers verweist auf eine Adresse, die mcpscope nicht öffnet (nur Web- und E-Mail-Links):
%1</translation>
    </message>
    <message>
        <source>Open link?</source>
        <translation>Link öffnen?</translation>
    </message>
    <message>
        <source>The server&apos;s text links to this address. Open it in your browser?</source>
        <translation>Der Text des Servers verweist auf diese Adresse. Im Browser öffnen?</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
</context>
<context>
    <name>mcpscope::SamplingDialog</name>
    <message numerus="yes">
        <source>… %n more character(s) not shown</source>
        <translation>
            <numerusform>… %n weiteres Zeichen nicht angezeigt</numerusform>
            <numerusform>… %n weitere Zeichen nicht angezeigt</numerusform>
        </translation>
    </message>
    <message>
        <source>The Server Asks for a Model&apos;s Answer</source>
        <translation>Der Server bittet um die Antwort eines Modells</translation>
    </message>
    <message>
        <source>The server&apos;s request</source>
        <translation>Die Anfrage des Servers</translation>
    </message>
    <message>
        <source>Write my own answer</source>
        <translation>Eigene Antwort schreiben</translation>
    </message>
    <message>
        <source>The model&apos;s answer</source>
        <translation>Die Antwort des Modells</translation>
    </message>
    <message>
        <source>Write the answer the model would give…</source>
        <translation>Schreiben Sie die Antwort, die das Modell geben würde…</translation>
    </message>
    <message>
        <source>The model name the server is told (it is free text)</source>
        <translation>Der Modellname, der dem Server genannt wird (freier Text)</translation>
    </message>
    <message>
        <source>Why the answer ends: endTurn (finished), stopSequence, maxTokens (cut short), toolUse</source>
        <translation>Warum die Antwort endet: endTurn (fertig), stopSequence, maxTokens (abgeschnitten), toolUse</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Ihre Antwort</translation>
    </message>
    <message>
        <source>Rea&amp;dy-made:</source>
        <translation>&amp;Fertige Antwort:</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>&amp;Text:</translation>
    </message>
    <message>
        <source>&amp;Model name:</source>
        <translation>&amp;Modellname:</translation>
    </message>
    <message>
        <source>Stop r&amp;eason:</source>
        <translation>Grund für das &amp;Ende:</translation>
    </message>
    <message>
        <source>&amp;Send Answer</source>
        <translation>Antwort &amp;senden</translation>
    </message>
    <message>
        <source>Send this answer to the server as the model&apos;s reply</source>
        <translation>Diese Antwort an den Server senden, als käme sie vom Modell</translation>
    </message>
    <message>
        <source>&amp;Reject</source>
        <translation>&amp;Ablehnen</translation>
    </message>
    <message>
        <source>Refuse the request: the server gets an error</source>
        <translation>Die Anfrage ablehnen: Der Server erhält einen Fehler</translation>
    </message>
    <message>
        <source>%1 asks for an answer from a language model. Read the request, write the answer yourself (or pick a ready-made one), then send it or reject the request.</source>
        <translation>%1 bittet um die Antwort eines Sprachmodells. Lesen Sie die Anfrage, schreiben Sie die Antwort selbst (oder wählen Sie eine fertige Antwort) und senden Sie sie dann oder lehnen Sie die Anfrage ab.</translation>
    </message>
    <message>
        <source>The server</source>
        <translation>Der Server</translation>
    </message>
    <message>
        <source>An image (%1) that cannot be shown.</source>
        <translation>Ein Bild (%1), das nicht angezeigt werden kann.</translation>
    </message>
    <message>
        <source>An image (%1, %2×%3)</source>
        <translation>Ein Bild (%1, %2×%3)</translation>
    </message>
    <message>
        <source>A sound clip (%1, about %2 KB).</source>
        <translation>Ein Audioclip (%1, etwa %2 KB).</translation>
    </message>
    <message>
        <source>Asks to use the tool %1 with:</source>
        <translation>Möchte das Werkzeug %1 mit diesen Eingaben aufrufen:</translation>
    </message>
    <message>
        <source>The result of a tool (call %1):</source>
        <translation>Das Ergebnis eines Werkzeugs (Aufruf %1):</translation>
    </message>
    <message>
        <source>Instructions for the model (system prompt)</source>
        <translation>Anweisungen für das Modell (Systemprompt)</translation>
    </message>
    <message>
        <source>The conversation so far</source>
        <translation>Das bisherige Gespräch</translation>
    </message>
    <message>
        <source>No messages.</source>
        <translation>Keine Nachrichten.</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Assistant (the model)</source>
        <translation>Assistent (das Modell)</translation>
    </message>
    <message>
        <source>Longest answer</source>
        <translation>Maximale Antwortlänge</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n Token</numerusform>
            <numerusform>%n Token</numerusform>
        </translation>
    </message>
    <message>
        <source>Temperature (randomness)</source>
        <translation>Temperatur (Zufälligkeit)</translation>
    </message>
    <message>
        <source>Stop at</source>
        <translation>Anhalten bei</translation>
    </message>
    <message>
        <source>none (only the messages above)</source>
        <translation>keiner (nur die Nachrichten oben)</translation>
    </message>
    <message>
        <source>context from this server</source>
        <translation>Kontext von diesem Server</translation>
    </message>
    <message>
        <source>context from all connected servers</source>
        <translation>Kontext von allen verbundenen Servern</translation>
    </message>
    <message>
        <source>Extra context wanted</source>
        <translation>Gewünschter zusätzlicher Kontext</translation>
    </message>
    <message>
        <source>Preferred models</source>
        <translation>Bevorzugte Modelle</translation>
    </message>
    <message>
        <source>Low cost matters</source>
        <translation>Gewicht auf geringen Kosten</translation>
    </message>
    <message>
        <source>Speed matters</source>
        <translation>Gewicht auf Geschwindigkeit</translation>
    </message>
    <message>
        <source>Intelligence matters</source>
        <translation>Gewicht auf Intelligenz</translation>
    </message>
    <message>
        <source>What the server asked for</source>
        <translation>Was der Server verlangt hat</translation>
    </message>
    <message>
        <source>Tools the model may use</source>
        <translation>Werkzeuge, die das Modell verwenden darf</translation>
    </message>
    <message>
        <source>Tool choice: %1</source>
        <translation>Werkzeugwahl: %1</translation>
    </message>
    <message>
        <source>Give a model name (any name will do).</source>
        <translation>Geben Sie einen Modellnamen an (jeder Name genügt).</translation>
    </message>
</context>
<context>
    <name>mcpscope::SecretStore</name>
    <message>
        <source>No system keychain is available; secrets are kept in %1, readable only by you.</source>
        <translation>Es ist kein Schlüsselbund des Systems verfügbar; Geheimnisse werden in %1 aufbewahrt, nur für Sie lesbar.</translation>
    </message>
    <message>
        <source>Access to the system keychain was declined.</source>
        <translation>Der Zugriff auf den Schlüsselbund des Systems wurde abgelehnt.</translation>
    </message>
    <message>
        <source>The system keychain refused access (it may be locked, or the request was declined): %1</source>
        <translation>Der Schlüsselbund des Systems hat den Zugriff verweigert (vielleicht ist er gesperrt oder die Anfrage wurde abgelehnt): %1</translation>
    </message>
    <message>
        <source>No system keychain answered: %1</source>
        <translation>Kein Schlüsselbund des Systems hat geantwortet: %1</translation>
    </message>
    <message>
        <source>The system keychain failed: %1</source>
        <translation>Der Schlüsselbund des Systems ist gescheitert: %1</translation>
    </message>
    <message numerus="yes">
        <source>The system keychain did not answer within %n second(s).</source>
        <translation>
            <numerusform>Der Schlüsselbund des Systems hat nicht innerhalb von %n Sekunde geantwortet.</numerusform>
            <numerusform>Der Schlüsselbund des Systems hat nicht innerhalb von %n Sekunden geantwortet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot read the secrets in %1: %2</source>
        <translation>Die Geheimnisse in %1 können nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a file of secrets of mcpscope; it was left as it is.</source>
        <translation>%1 ist keine Geheimnisdatei von mcpscope; sie wurde gelassen, wie sie ist.</translation>
    </message>
    <message>
        <source>%1 was written by a newer mcpscope (format version %2).</source>
        <translation>%1 wurde von einem neueren mcpscope geschrieben (Formatversion %2).</translation>
    </message>
    <message>
        <source>Cannot keep the secrets in %1: %2</source>
        <translation>Die Geheimnisse können nicht in %1 aufbewahrt werden: %2</translation>
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
    <message>
        <source>The configuration has no server called &quot;%1&quot;.</source>
        <translation>Die Konfiguration enthält keinen Server namens „%1“.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server started by a command (stdio), so tap cannot sit in front of it.</source>
        <translation>„%1“ ist kein Server, der über einen Befehl gestartet wird (stdio), daher kann tap nicht davorgeschaltet werden.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; already runs through mcpscope tap.</source>
        <translation>„%1“ läuft bereits über mcpscope tap.</translation>
    </message>
    <message>
        <source>Cannot make a backup of &quot;%1&quot; before changing it, so it was left as it was.</source>
        <translation>Vor der Änderung kann keine Sicherungskopie von „%1“ angelegt werden, daher wurde die Datei nicht verändert.</translation>
    </message>
    <message>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation>„%1“ kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>mcpscope::ServerConfigScan</name>
    <message>
        <source>user</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>workspace</source>
        <translation>Arbeitsbereich</translation>
    </message>
    <message>
        <source>project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>The file is larger than %1 MB; it was not read.</source>
        <translation>Die Datei ist größer als %1 MB; sie wurde nicht gelesen.</translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation>Die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The file is not valid JSON (%1 at byte %2), so its servers are not shown.</source>
        <translation>Die Datei ist kein gültiges JSON (%1 bei Byte %2), daher werden ihre Server nicht angezeigt.</translation>
    </message>
    <message>
        <source>The file does not hold a JSON object, so it has no servers to show.</source>
        <translation>Die Datei enthält kein JSON-Objekt, daher gibt es keine Server anzuzeigen.</translation>
    </message>
    <message>
        <source>project %1</source>
        <translation>Projekt %1</translation>
    </message>
</context>
<context>
    <name>mcpscope::ServerList</name>
    <message>
        <source>Servers of the workspace</source>
        <translation>Server des Arbeitsbereichs</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <source>Add a server to the workspace</source>
        <translation>Einen Server zum Arbeitsbereich hinzufügen</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>Connect to the selected server</source>
        <translation>Mit dem ausgewählten Server verbinden</translation>
    </message>
    <message>
        <source>Disconnect</source>
        <translation>Trennen</translation>
    </message>
    <message>
        <source>Disconnect from the selected server</source>
        <translation>Die Verbindung zum ausgewählten Server trennen</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
    <message>
        <source>Restart, edit or remove the selected server</source>
        <translation>Den ausgewählten Server neu starten, bearbeiten oder entfernen</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Neu starten</translation>
    </message>
    <message>
        <source>&amp;Edit Settings…</source>
        <translation>&amp;Einstellungen bearbeiten…</translation>
    </message>
    <message>
        <source>Re&amp;move from Workspace</source>
        <translation>Aus dem Arbeitsbereich ent&amp;fernen</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>&amp;Trennen</translation>
    </message>
    <message>
        <source>&amp;Add Server…</source>
        <translation>Server &amp;hinzufügen…</translation>
    </message>
</context>
<context>
    <name>mcpscope::ServerListEntry</name>
    <message>
        <source>not connected</source>
        <translation>nicht verbunden</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>wird verbunden</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>getrennt</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>aufgezeichnet</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 msg/s</source>
        <translation>%1 Nachr./s</translation>
    </message>
</context>
<context>
    <name>mcpscope::ServerListModel</name>
    <message>
        <source>All servers</source>
        <translation>Alle Server</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s), %1 ready, every message in arrival order</source>
        <translation>
            <numerusform>%n Server, %1 bereit, jede Nachricht in der Reihenfolge ihres Eintreffens</numerusform>
            <numerusform>%n Server, %1 bereit, jede Nachricht in der Reihenfolge ihres Eintreffens</numerusform>
        </translation>
    </message>
    <message>
        <source>The messages of every server in one timeline, with a server column</source>
        <translation>Die Nachrichten aller Server in einem Verlauf, mit einer Spalte für den Server</translation>
    </message>
    <message>
        <source>%1
%2
Errors: %3, warnings: %4</source>
        <translation>%1
%2
Fehler: %3, Warnungen: %4</translation>
    </message>
    <message>
        <source>%1, %2, %3 errors, %4 warnings, %5 new findings</source>
        <translation>%1, %2, %3 Fehler, %4 Warnungen, %5 neue Befunde</translation>
    </message>
</context>
<context>
    <name>mcpscope::ServerOverview</name>
    <message>
        <source>Server overview</source>
        <translation>Serverübersicht</translation>
    </message>
    <message>
        <source>Server icon</source>
        <translation>Serversymbol</translation>
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
        <source>Command:</source>
        <translation>Befehl:</translation>
    </message>
    <message>
        <source>Server command</source>
        <translation>Serverbefehl</translation>
    </message>
    <message>
        <source>Tools:</source>
        <translation>Werkzeuge:</translation>
    </message>
    <message>
        <source>Number of tools</source>
        <translation>Anzahl der Werkzeuge</translation>
    </message>
    <message>
        <source>Prompts:</source>
        <translation>Prompts:</translation>
    </message>
    <message>
        <source>Number of prompts</source>
        <translation>Anzahl der Prompts</translation>
    </message>
    <message>
        <source>Resources:</source>
        <translation>Ressourcen:</translation>
    </message>
    <message>
        <source>Number of resources</source>
        <translation>Anzahl der Ressourcen</translation>
    </message>
    <message>
        <source>Templates:</source>
        <translation>Vorlagen:</translation>
    </message>
    <message>
        <source>Number of resource templates</source>
        <translation>Anzahl der Ressourcenvorlagen</translation>
    </message>
    <message>
        <source>Messages:</source>
        <translation>Nachrichten:</translation>
    </message>
    <message>
        <source>Message counts</source>
        <translation>Nachrichtenanzahl</translation>
    </message>
    <message>
        <source>Error responses:</source>
        <translation>Fehlerantworten:</translation>
    </message>
    <message>
        <source>Error response count</source>
        <translation>Anzahl der Fehlerantworten</translation>
    </message>
    <message>
        <source>Error output:</source>
        <translation>Fehlerausgabe:</translation>
    </message>
    <message>
        <source>Error output line count</source>
        <translation>Anzahl der Zeilen der Fehlerausgabe</translation>
    </message>
    <message>
        <source>Capabilities</source>
        <translation>Fähigkeiten</translation>
    </message>
    <message>
        <source>Capability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Instructions of the server</source>
        <translation>Anweisungen des Servers</translation>
    </message>
    <message>
        <source>The server gave no instructions.</source>
        <translation>Der Server hat keine Anweisungen gegeben.</translation>
    </message>
    <message>
        <source>Instructions</source>
        <translation>Anweisungen</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>nicht angeboten</translation>
    </message>
    <message>
        <source>The server did not declare the &quot;%1&quot; capability.</source>
        <translation>Der Server hat die Fähigkeit „%1“ nicht angegeben.</translation>
    </message>
    <message>
        <source>Answer to %1</source>
        <translation>Antwort auf %1</translation>
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
        <translation>nichts (keine Fähigkeiten angegeben)</translation>
    </message>
    <message>
        <source>%1 sent, %2 received</source>
        <translation>%1 gesendet, %2 empfangen</translation>
    </message>
    <message>
        <source>%1 lines</source>
        <translation>%1 Zeilen</translation>
    </message>
    <message>
        <source>The server offers</source>
        <translation>Der Server bietet</translation>
    </message>
    <message>
        <source>Capabilities the server declared in its answer to initialize</source>
        <translation>Fähigkeiten, die der Server in seiner Antwort auf initialize angegeben hat</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(nichts)</translation>
    </message>
    <message>
        <source>(not known yet)</source>
        <translation>(noch nicht bekannt)</translation>
    </message>
    <message>
        <source>mcpscope declared</source>
        <translation>mcpscope hat angegeben</translation>
    </message>
    <message>
        <source>Capabilities mcpscope declared in its initialize request</source>
        <translation>Fähigkeiten, die mcpscope in seiner initialize-Anfrage angegeben hat</translation>
    </message>
    <message>
        <source>Not defined by the MCP specification</source>
        <translation>Nicht in der MCP-Spezifikation festgelegt</translation>
    </message>
    <message>
        <source>Recorded; the server refused to initialize: %1</source>
        <translation>Aufgezeichnet; der Server hat die Initialisierung abgelehnt: %1</translation>
    </message>
    <message>
        <source>Recorded (no server connected)</source>
        <translation>Aufgezeichnet (kein Server verbunden)</translation>
    </message>
    <message>
        <source>Recorded; the server has not answered initialize</source>
        <translation>Aufgezeichnet; der Server hat nicht auf initialize geantwortet</translation>
    </message>
    <message>
        <source>Recorded; no initialize request in it</source>
        <translation>Aufgezeichnet; ohne initialize-Anfrage</translation>
    </message>
    <message>
        <source>This is a recording: what it shows is what the file says.</source>
        <translation>Dies ist eine Aufzeichnung: Angezeigt wird, was in der Datei steht.</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>nicht aufgezeichnet</translation>
    </message>
    <message>
        <source>As recorded: the last answer to %1</source>
        <translation>Laut Aufzeichnung: die letzte Antwort auf %1</translation>
    </message>
    <message>
        <source>not asked in this recording</source>
        <translation>in dieser Aufzeichnung nicht abgefragt</translation>
    </message>
    <message>
        <source>The recording has no answer to %1.</source>
        <translation>Die Aufzeichnung enthält keine Antwort auf %1.</translation>
    </message>
    <message>
        <source>(not recorded)</source>
        <translation>(nicht aufgezeichnet)</translation>
    </message>
    <message>
        <source>The client declared</source>
        <translation>Der Client hat angegeben</translation>
    </message>
    <message>
        <source>The client (%1) declared</source>
        <translation>Der Client (%1) hat angegeben</translation>
    </message>
    <message>
        <source>Capabilities the client declared in its initialize request, as recorded</source>
        <translation>Fähigkeiten, die der Client laut Aufzeichnung in seiner initialize-Anfrage angegeben hat</translation>
    </message>
    <message>
        <source>Transport:</source>
        <translation>Transport:</translation>
    </message>
    <message>
        <source>Transport and HTTP session</source>
        <translation>Transport und HTTP-Sitzung</translation>
    </message>
    <message>
        <source>Sign-in:</source>
        <translation>Anmeldung:</translation>
    </message>
    <message>
        <source>Authorization state</source>
        <translation>Autorisierungszustand</translation>
    </message>
    <message>
        <source>%1 (modern: no session; the server supports %2)</source>
        <translation>%1 (modern: keine Sitzung; der Server unterstützt %2)</translation>
    </message>
    <message>
        <source>Changes:</source>
        <translation>Änderungen:</translation>
    </message>
    <message>
        <source>Change stream</source>
        <translation>Änderungsstrom</translation>
    </message>
</context>
<context>
    <name>mcpscope::ServerProfile</name>
    <message>
        <source>Type the server&apos;s URL, for example https://example.com/mcp.</source>
        <translation>Geben Sie die URL des Servers ein, zum Beispiel https://example.com/mcp.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole URL: it must start with https:// or http://, for example https://example.com/mcp.</source>
        <translation>„%1“ ist keine vollständige URL: Sie muss mit https:// oder http:// beginnen, zum Beispiel https://example.com/mcp.</translation>
    </message>
    <message>
        <source>mcpscope reaches servers over HTTP: the URL must start with https:// or http://, not %1://.</source>
        <translation>mcpscope erreicht Server über HTTP: Die URL muss mit https:// oder http:// beginnen, nicht mit %1://.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid URL: %2</source>
        <translation>„%1“ ist keine gültige URL: %2</translation>
    </message>
    <message>
        <source>The URL has no server name after %1://.</source>
        <translation>Die URL hat nach %1:// keinen Servernamen.</translation>
    </message>
    <message>
        <source>Type the program that starts the server.</source>
        <translation>Geben Sie das Programm ein, das den Server startet.</translation>
    </message>
    <message>
        <source>A header has a value but no name.</source>
        <translation>Ein Header hat einen Wert, aber keinen Namen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a header name: use letters, digits and - only.</source>
        <translation>„%1“ kann kein Header-Name sein: Verwenden Sie nur Buchstaben, Ziffern und -.</translation>
    </message>
    <message>
        <source>The header %1 is given twice.</source>
        <translation>Der Header %1 ist zweimal angegeben.</translation>
    </message>
    <message>
        <source>The value of the header %1 has a line break; a header value must be one line.</source>
        <translation>Der Wert des Headers %1 enthält einen Zeilenumbruch; ein Header-Wert muss eine Zeile sein.</translation>
    </message>
    <message>
        <source>the password in the URL</source>
        <translation>das Passwort in der URL</translation>
    </message>
    <message>
        <source>the header %1</source>
        <translation>der Header %1</translation>
    </message>
    <message>
        <source>An OAuth client secret needs the client id it belongs to.</source>
        <translation>Ein OAuth-Client-Geheimnis braucht die Client-ID, zu der es gehört.</translation>
    </message>
    <message>
        <source>The client metadata document must be an https:// address.</source>
        <translation>Das Dokument mit den Client-Metadaten muss eine https://-Adresse sein.</translation>
    </message>
    <message>
        <source>The sign-in callback must be a loopback http:// address, such as http://127.0.0.1:6276/oauth/callback.</source>
        <translation>Die Rückrufadresse für die Anmeldung muss eine Loopback-Adresse mit http:// sein, etwa http://127.0.0.1:6276/oauth/callback.</translation>
    </message>
    <message>
        <source>the OAuth client secret</source>
        <translation>das OAuth-Client-Geheimnis</translation>
    </message>
    <message>
        <source>The client&apos;s authorization server needs the client id, and must be an address such as https://auth.example.com.</source>
        <translation>Der Autorisierungsserver des Clients braucht die Client-ID und muss eine Adresse wie https://auth.example.com sein.</translation>
    </message>
</context>
<context>
    <name>mcpscope::ServerProfileStore</name>
    <message>
        <source>Cannot read the saved servers from &quot;%1&quot;: %2</source>
        <translation>Die gespeicherten Server können nicht aus „%1“ gelesen werden: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a file of saved servers of mcpscope.</source>
        <translation>„%1“ ist keine Datei mit gespeicherten Servern von mcpscope.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was written by a newer mcpscope (format version %2).</source>
        <translation>„%1“ wurde von einem neueren mcpscope geschrieben (Formatversion %2).</translation>
    </message>
    <message>
        <source>Cannot save the servers to &quot;%1&quot;: %2</source>
        <translation>Die Server können nicht in „%1“ gespeichert werden: %2</translation>
    </message>
    <message>
        <source>A saved server needs a name.</source>
        <translation>Ein gespeicherter Server braucht einen Namen.</translation>
    </message>
    <message>
        <source>There is already a saved server called &quot;%1&quot;.</source>
        <translation>Es gibt bereits einen gespeicherten Server namens „%1“.</translation>
    </message>
    <message>
        <source>There is no saved server called &quot;%1&quot;.</source>
        <translation>Es gibt keinen gespeicherten Server namens „%1“.</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <source>The secret values of the saved servers (API keys, headers) could not be read, so they are empty: %1</source>
        <translation>Die geheimen Werte der gespeicherten Server (API-Schlüssel, Header) konnten nicht gelesen werden und sind daher leer: %1</translation>
    </message>
    <message>
        <source>Cannot save the secret values of the servers (API keys, headers), so nothing was saved: %1</source>
        <translation>Die geheimen Werte der Server (API-Schlüssel, Header) können nicht gespeichert werden, daher wurde nichts gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>mcpscope::Session</name>
    <message>
        <source>Line %1 of the file: %2</source>
        <translation>Zeile %1 der Datei: %2</translation>
    </message>
    <message>
        <source>This file is a workspace session: it holds the sessions of several servers. Open it as a workspace, or export one server of it with mcpscope export --server NAME.</source>
        <translation>Diese Datei ist eine Sitzung eines Arbeitsbereichs: Sie enthält die Sitzungen mehrerer Server. Öffnen Sie sie als Arbeitsbereich, oder exportieren Sie einen ihrer Server mit mcpscope export --server NAME.</translation>
    </message>
</context>
<context>
    <name>mcpscope::SessionCompareModel</name>
    <message>
        <source>not asked for</source>
        <translation>nicht abgefragt</translation>
    </message>
    <message>
        <source>%1 listed</source>
        <translation>%1 aufgelistet</translation>
    </message>
    <message>
        <source>all the same</source>
        <translation>alle gleich</translation>
    </message>
    <message>
        <source>differences: %1</source>
        <translation>Unterschiede: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>mcpscope::SessionComparison</name>
    <message>
        <source>(not there)</source>
        <translation>(nicht vorhanden)</translation>
    </message>
    <message>
        <source>error %1: %2</source>
        <translation>Fehler %1: %2</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>content blocks: %1</source>
        <translation>Inhaltsblöcke: %1</translation>
    </message>
    <message>
        <source>tool error: %1</source>
        <translation>Werkzeugfehler: %1</translation>
    </message>
    <message>
        <source>contents: %1</source>
        <translation>Inhalte: %1</translation>
    </message>
    <message>
        <source>messages: %1</source>
        <translation>Nachrichten: %1</translation>
    </message>
    <message>
        <source>A has no answer to initialize.</source>
        <translation>A enthält keine Antwort auf initialize.</translation>
    </message>
    <message>
        <source>B has no answer to initialize.</source>
        <translation>B enthält keine Antwort auf initialize.</translation>
    </message>
    <message>
        <source>A did not ask for this list.</source>
        <translation>A hat diese Liste nicht abgefragt.</translation>
    </message>
    <message>
        <source>B did not ask for this list.</source>
        <translation>B hat diese Liste nicht abgefragt.</translation>
    </message>
    <message>
        <source>A got no answer to this call.</source>
        <translation>A hat auf diesen Aufruf keine Antwort erhalten.</translation>
    </message>
    <message>
        <source>B got no answer to this call.</source>
        <translation>B hat auf diesen Aufruf keine Antwort erhalten.</translation>
    </message>
    <message>
        <source>Matched by name and order: the arguments differ.</source>
        <translation>Nach Name und Reihenfolge zugeordnet: Die Argumente unterscheiden sich.</translation>
    </message>
    <message>
        <source>A got an error response, B a result.</source>
        <translation>A hat eine Fehlerantwort erhalten, B ein Ergebnis.</translation>
    </message>
    <message>
        <source>A got a result, B an error response.</source>
        <translation>A hat ein Ergebnis erhalten, B eine Fehlerantwort.</translation>
    </message>
    <message>
        <source>isError: %1 in A, %2 in B.</source>
        <translation>isError: %1 in A, %2 in B.</translation>
    </message>
    <message>
        <source>No differences in meaning (%1 compared).</source>
        <translation>Keine inhaltlichen Unterschiede (%1 verglichen).</translation>
    </message>
    <message>
        <source>The sessions differ: %1 different, %2 only in A, %3 only in B.</source>
        <translation>Die Sitzungen unterscheiden sich: %1 verschieden, %2 nur in A, %3 nur in B.</translation>
    </message>
    <message>
        <source>Written differently but the same in meaning: %1.</source>
        <translation>Anders geschrieben, aber inhaltlich gleich: %1.</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Capabilities</source>
        <translation>Fähigkeiten</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <source>Resource templates</source>
        <translation>Ressourcenvorlagen</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>Prompts</translation>
    </message>
    <message>
        <source>Calls and their results</source>
        <translation>Aufrufe und ihre Ergebnisse</translation>
    </message>
    <message>
        <source>same</source>
        <translation>gleich</translation>
    </message>
    <message>
        <source>same, written differently</source>
        <translation>gleich, anders geschrieben</translation>
    </message>
    <message>
        <source>different</source>
        <translation>verschieden</translation>
    </message>
    <message>
        <source>only in A</source>
        <translation>nur in A</translation>
    </message>
    <message>
        <source>only in B</source>
        <translation>nur in B</translation>
    </message>
    <message>
        <source>Neither side asked for %1.</source>
        <translation>Keine der beiden Seiten hat %1 abgefragt.</translation>
    </message>
    <message>
        <source>A did not ask for %1.</source>
        <translation>A hat %1 nicht abgefragt.</translation>
    </message>
    <message>
        <source>B did not ask for %1.</source>
        <translation>B hat %1 nicht abgefragt.</translation>
    </message>
    <message>
        <source>The same surface (%1 compared).</source>
        <translation>Dieselbe Schnittstelle (%1 verglichen).</translation>
    </message>
    <message>
        <source>The surfaces differ: %1 changed, %2 only in A, %3 only in B.</source>
        <translation>Die Schnittstellen unterscheiden sich: %1 geändert, %2 nur in A, %3 nur in B.</translation>
    </message>
</context>
<context>
    <name>mcpscope::SessionExporter</name>
    <message>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation>„%1“ kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 bytes; the first %2 are shown.</source>
        <translation>%1 Bytes; die ersten %2 werden angezeigt.</translation>
    </message>
    <message>
        <source>MCP session</source>
        <translation>MCP-Sitzung</translation>
    </message>
    <message>
        <source>mcpscope report: %1</source>
        <translation>mcpscope-Bericht: %1</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Protocol version</source>
        <translation>Protokollversion</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Nachrichten</translation>
    </message>
    <message>
        <source>%1 sent, %2 received</source>
        <translation>%1 gesendet, %2 empfangen</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>%1 errors, %2 warnings, %3 infos</source>
        <translation>%1 Fehler, %2 Warnungen, %3 Hinweise</translation>
    </message>
    <message>
        <source>Server error output</source>
        <translation>Fehlerausgabe des Servers</translation>
    </message>
    <message>
        <source>%1 lines</source>
        <translation>%1 Zeilen</translation>
    </message>
    <message>
        <source>Redaction</source>
        <translation>Schwärzung</translation>
    </message>
    <message>
        <source>on: secrets are replaced by [redacted]</source>
        <translation>an: Geheimnisse sind durch [redacted] ersetzt</translation>
    </message>
    <message>
        <source>off: this report shows everything</source>
        <translation>aus: Dieser Bericht zeigt alles</translation>
    </message>
    <message>
        <source>Instructions</source>
        <translation>Anweisungen</translation>
    </message>
    <message>
        <source>Capabilities</source>
        <translation>Fähigkeiten</translation>
    </message>
    <message>
        <source>Declared by the client</source>
        <translation>Vom Client angegeben</translation>
    </message>
    <message>
        <source>Declared by the server</source>
        <translation>Vom Server angegeben</translation>
    </message>
    <message>
        <source>Tools: %1</source>
        <translation>Werkzeuge: %1</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Keine.</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schwere</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Stelle</translation>
    </message>
    <message>
        <source>Specification</source>
        <translation>Spezifikation</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Generated by mcpscope %1.</source>
        <translation>Erstellt von mcpscope %1.</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>Befehl:</translation>
    </message>
    <message>
        <source>Protocol version:</source>
        <translation>Protokollversion:</translation>
    </message>
    <message>
        <source>Messages: %1 sent, %2 received over %3 s</source>
        <translation>Nachrichten: %1 gesendet, %2 empfangen in %3 s</translation>
    </message>
    <message>
        <source>Diagnostics: %1 errors, %2 warnings</source>
        <translation>Befunde: %1 Fehler, %2 Warnungen</translation>
    </message>
    <message>
        <source>Server capabilities: %1</source>
        <translation>Fähigkeiten des Servers: %1</translation>
    </message>
    <message>
        <source>Secrets redacted.</source>
        <translation>Geheimnisse geschwärzt.</translation>
    </message>
    <message>
        <source>Not redacted.</source>
        <translation>Nicht geschwärzt.</translation>
    </message>
    <message>
        <source>…and %1 more.</source>
        <translation>…und %1 weitere.</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>…and %1 more messages (see the session file).</source>
        <translation>…und %1 weitere Nachrichten (siehe die Sitzungsdatei).</translation>
    </message>
    <message>
        <source>Server error output (last lines)</source>
        <translation>Fehlerausgabe des Servers (letzte Zeilen)</translation>
    </message>
    <message>
        <source>Messages with errors</source>
        <translation>Nachrichten mit Fehlern</translation>
    </message>
    <message>
        <source>(cut at 64 KiB)</source>
        <translation>(bei 64 KiB abgeschnitten)</translation>
    </message>
    <message>
        <source>Byte 0x%1 is not valid UTF-8.</source>
        <translation>Das Byte 0x%1 ist kein gültiges UTF-8.</translation>
    </message>
    <message>
        <source>Bytes that are not valid UTF-8: %1, each shown as \xNN; a backslash written before an x is doubled.</source>
        <translation>Bytes, die kein gültiges UTF-8 sind: %1, jedes als \xNN angezeigt; ein Backslash, der vor einem x steht, wird verdoppelt.</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>%1 of the session&apos;s %2 events; nothing else of the session is in this report.</source>
        <translation>%1 der %2 Ereignisse der Sitzung; sonst enthält dieser Bericht nichts aus der Sitzung.</translation>
    </message>
</context>
<context>
    <name>mcpscope::SessionFollower</name>
    <message>
        <source>&quot;%1&quot; is a folder, not a file.</source>
        <translation>„%1“ ist ein Ordner, keine Datei.</translation>
    </message>
    <message>
        <source>Cannot read &quot;%1&quot;: %2</source>
        <translation>„%1“ kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The file is empty: there is nothing to show.</source>
        <translation>Die Datei ist leer: Es gibt nichts anzuzeigen.</translation>
    </message>
    <message>
        <source>%1 was deleted or moved away; following stopped.</source>
        <translation>%1 wurde gelöscht oder verschoben; das Mitlesen wurde beendet.</translation>
    </message>
    <message>
        <source>%1 was replaced by another file; following stopped. Open it again to see the new one.</source>
        <translation>%1 wurde durch eine andere Datei ersetzt; das Mitlesen wurde beendet. Öffnen Sie die Datei erneut, um die neue zu sehen.</translation>
    </message>
    <message>
        <source>%1 got shorter than what was already read (it was cut or written anew); following stopped. Open it again to see what it holds now.</source>
        <translation>%1 ist kürzer geworden als das bereits Gelesene (die Datei wurde gekürzt oder neu geschrieben); das Mitlesen wurde beendet. Öffnen Sie die Datei erneut, um ihren jetzigen Inhalt zu sehen.</translation>
    </message>
    <message>
        <source>%1 was written anew from its start; following stopped. Open it again to see what it holds now.</source>
        <translation>%1 wurde von Anfang an neu geschrieben; das Mitlesen wurde beendet. Öffnen Sie die Datei erneut, um ihren jetzigen Inhalt zu sehen.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>mcpscope::SessionReader</name>
    <message>
        <source>&quot;%1&quot; is a folder, not a file.</source>
        <translation>„%1“ ist ein Ordner, keine Datei.</translation>
    </message>
    <message>
        <source>Cannot read &quot;%1&quot;: %2</source>
        <translation>„%1“ kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The input cannot be read.</source>
        <translation>Die Eingabe kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The file ends in the middle of this line: the recording was cut off, and the message on it was not checked.</source>
        <translation>Die Datei endet mitten in dieser Zeile: Die Aufzeichnung wurde abgeschnitten, und die Nachricht darin wurde nicht geprüft.</translation>
    </message>
    <message>
        <source>This line is not JSON (%1 at byte %2), so it was not checked: %3</source>
        <translation>Diese Zeile ist kein JSON (%1 bei Byte %2) und wurde daher nicht geprüft: %3</translation>
    </message>
    <message>
        <source>This line is JSON but not a JSON object, so it holds no message to check.</source>
        <translation>Diese Zeile ist JSON, aber kein JSON-Objekt, und enthält daher keine Nachricht zum Prüfen.</translation>
    </message>
    <message>
        <source>This line is not a session event: it has no &quot;type&quot;.</source>
        <translation>Diese Zeile ist kein Sitzungsereignis: Sie hat keinen „type“.</translation>
    </message>
    <message>
        <source>This session event&apos;s &quot;rawBase64&quot; is not valid base64, so its message was not checked.</source>
        <translation>Das „rawBase64“ dieses Sitzungsereignisses ist kein gültiges Base64, daher wurde seine Nachricht nicht geprüft.</translation>
    </message>
    <message>
        <source>This line is not a transcript entry: its &quot;direction&quot; is not &quot;client-&gt;server&quot; or &quot;server-&gt;client&quot;.</source>
        <translation>Diese Zeile ist kein Transkripteintrag: Ihre „direction“ ist weder „client-&gt;server“ noch „server-&gt;client“.</translation>
    </message>
    <message>
        <source>This line is not a transcript entry: it has no &quot;msg&quot;.</source>
        <translation>Diese Zeile ist kein Transkripteintrag: Sie hat kein „msg“.</translation>
    </message>
    <message>
        <source>The file&apos;s format is &quot;%1&quot;, which this mcpscope does not read; it reads mcpscope sessions and transcripts.</source>
        <translation>Die Datei hat das Format „%1“, das dieses mcpscope nicht lesen kann; es liest mcpscope-Sitzungen und Transkripte.</translation>
    </message>
    <message>
        <source>The file is neither an mcpscope session nor a transcript: its first JSON object (line %1) has no &quot;format&quot;, and no &quot;direction&quot; and &quot;msg&quot;.</source>
        <translation>Die Datei ist weder eine mcpscope-Sitzung noch ein Transkript: Ihr erstes JSON-Objekt (Zeile %1) hat kein „format“ und auch kein „direction“ und „msg“.</translation>
    </message>
    <message>
        <source>The file is empty: there is nothing to check.</source>
        <translation>Die Datei ist leer: Es gibt nichts zu prüfen.</translation>
    </message>
    <message>
        <source>The file is not JSON Lines: none of its lines is a JSON object.</source>
        <translation>Die Datei ist kein JSON Lines: Keine ihrer Zeilen ist ein JSON-Objekt.</translation>
    </message>
    <message>
        <source>This session event has none of &quot;json&quot;, &quot;raw&quot; and &quot;rawBase64&quot;, so it holds no message to check.</source>
        <translation>Dieses Sitzungsereignis hat weder „json“ noch „raw“ noch „rawBase64“ und enthält daher keine Nachricht zum Prüfen.</translation>
    </message>
    <message>
        <source>The session file has version %1; this mcpscope reads versions 0 to 2.</source>
        <translation>Die Sitzungsdatei hat die Version %1; dieses mcpscope liest die Versionen 0 bis 2.</translation>
    </message>
    <message>
        <source>This line of a workspace session names no server the file declared before it (&quot;server&quot;), so it was left out.</source>
        <translation>Diese Zeile einer Arbeitsbereichssitzung nennt keinen Server, den die Datei vor ihr angegeben hat („server“), daher wurde sie ausgelassen.</translation>
    </message>
    <message>
        <source>This line declares server %1 of the workspace session, but the file declared %2 servers before it: the next one must be %2.</source>
        <translation>Diese Zeile gibt Server %1 der Arbeitsbereichssitzung an, aber die Datei hat vor ihr %2 Server angegeben: Der nächste muss %2 sein.</translation>
    </message>
    <message>
        <source>The workspace session file has version %1; this mcpscope reads version 1.</source>
        <translation>Die Sitzungsdatei des Arbeitsbereichs hat die Version %1; dieses mcpscope liest die Version 1.</translation>
    </message>
</context>
<context>
    <name>mcpscope::SessionReplay</name>
    <message>
        <source>The recording has no answer to %1.</source>
        <translation>Die Aufzeichnung enthält keine Antwort auf %1.</translation>
    </message>
</context>
<context>
    <name>mcpscope::SessionRules</name>
    <message>
        <source>The %1 already used the id %2 for an earlier request (%3, message #%4); a requester must not reuse ids within a session.</source>
        <translation>Der %1 hat die ID %2 bereits für eine frühere Anfrage verwendet (%3, Nachricht #%4); wer anfragt, darf IDs innerhalb einer Sitzung nicht wiederverwenden.</translation>
    </message>
    <message>
        <source>The client sent initialize a second time; a session is initialized exactly once.</source>
        <translation>Der Client hat initialize ein zweites Mal gesendet; eine Sitzung wird genau einmal initialisiert.</translation>
    </message>
    <message>
        <source>The client asked for protocol version %1; MCP versions are strings of the form YYYY-MM-DD, such as &quot;2025-11-25&quot;.</source>
        <translation>Der Client hat die Protokollversion %1 verlangt; MCP-Versionen sind Strings der Form JJJJ-MM-TT, etwa &quot;2025-11-25&quot;.</translation>
    </message>
    <message>
        <source>The client sent %1 before initialize; the first request of a session must be initialize (only ping may come before it).</source>
        <translation>Der Client hat %1 vor initialize gesendet; die erste Anfrage einer Sitzung muss initialize sein (nur ping darf davor kommen).</translation>
    </message>
    <message>
        <source>The client sent %1 before notifications/initialized; it should finish the handshake first.</source>
        <translation>Der Client hat %1 vor notifications/initialized gesendet; er sollte zuerst den Handshake abschließen.</translation>
    </message>
    <message>
        <source>The client sent %1 before the server answered initialize; only ping may be sent then.</source>
        <translation>Der Client hat %1 gesendet, bevor der Server auf initialize geantwortet hat; bis dahin darf nur ping gesendet werden.</translation>
    </message>
    <message>
        <source>The server sent %1 before the client&apos;s notifications/initialized; until then a server should send only ping requests (and log messages).</source>
        <translation>Der Server hat %1 vor notifications/initialized des Clients gesendet; bis dahin sollte ein Server nur ping-Anfragen (und Protokollmeldungen) senden.</translation>
    </message>
    <message>
        <source>The client called %1, but the server did not declare the &quot;%2&quot; capability in its initialize result.</source>
        <translation>Der Client hat %1 aufgerufen, aber der Server hat die Fähigkeit &quot;%2&quot; in seinem initialize-Ergebnis nicht angegeben.</translation>
    </message>
    <message>
        <source>The server sent %1, but the client did not declare %2 in its initialize request.</source>
        <translation>Der Server hat %1 gesendet, aber der Client hat %2 in seiner initialize-Anfrage nicht angegeben.</translation>
    </message>
    <message>
        <source>the &quot;roots&quot; capability</source>
        <translation>die Fähigkeit &quot;roots&quot;</translation>
    </message>
    <message>
        <source>the &quot;sampling&quot; capability</source>
        <translation>die Fähigkeit &quot;sampling&quot;</translation>
    </message>
    <message>
        <source>&quot;sampling.tools&quot; (needed for a sampling request with tools)</source>
        <translation>&quot;sampling.tools&quot; (nötig für eine Sampling-Anfrage mit Werkzeugen)</translation>
    </message>
    <message>
        <source>the &quot;elicitation&quot; capability</source>
        <translation>die Fähigkeit &quot;elicitation&quot;</translation>
    </message>
    <message>
        <source>&quot;elicitation.url&quot; (needed for a URL-mode elicitation)</source>
        <translation>&quot;elicitation.url&quot; (nötig für eine Elicitation im URL-Modus)</translation>
    </message>
    <message>
        <source>&quot;elicitation.form&quot; (needed for a form-mode elicitation)</source>
        <translation>&quot;elicitation.form&quot; (nötig für eine Elicitation im Formularmodus)</translation>
    </message>
    <message>
        <source>the &quot;%1&quot; capability</source>
        <translation>die Fähigkeit &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Progress for the token %1, which no request of the %2 carried in _meta.progressToken.</source>
        <translation>Fortschritt für das Token %1, das keine Anfrage des %2 in _meta.progressToken trug.</translation>
    </message>
    <message>
        <source>Progress for the token %1 after its request (%2, message #%3) was already finished; progress must stop when the operation completes.</source>
        <translation>Fortschritt für das Token %1, nachdem seine Anfrage (%2, Nachricht #%3) schon beendet war; Fortschrittsmeldungen müssen enden, wenn der Vorgang abgeschlossen ist.</translation>
    </message>
    <message>
        <source>The progress value %1 does not increase (the previous notification for this token said %2); progress must grow with every notification.</source>
        <translation>Der Fortschrittswert %1 steigt nicht (die vorige Benachrichtigung für dieses Token meldete %2); der Fortschritt muss mit jeder Benachrichtigung wachsen.</translation>
    </message>
    <message>
        <source>The %1 cancelled request %2, but it never sent a request with that id.</source>
        <translation>Der %1 hat die Anfrage %2 abgebrochen, aber nie eine Anfrage mit dieser ID gesendet.</translation>
    </message>
    <message>
        <source>The client cancelled initialize; the initialize request must never be cancelled.</source>
        <translation>Der Client hat initialize abgebrochen; die initialize-Anfrage darf nie abgebrochen werden.</translation>
    </message>
    <message>
        <source>The client sent notifications/initialized before the server answered initialize.</source>
        <translation>Der Client hat notifications/initialized gesendet, bevor der Server auf initialize geantwortet hat.</translation>
    </message>
    <message>
        <source>The client sent notifications/initialized without sending initialize first.</source>
        <translation>Der Client hat notifications/initialized gesendet, ohne zuvor initialize zu senden.</translation>
    </message>
    <message>
        <source>The client sent notifications/roots/list_changed but did not declare &quot;roots.listChanged&quot; in its initialize request.</source>
        <translation>Der Client hat notifications/roots/list_changed gesendet, aber &quot;roots.listChanged&quot; nicht in seiner initialize-Anfrage angegeben.</translation>
    </message>
    <message>
        <source>The server sent a log message (notifications/message) but did not declare the &quot;logging&quot; capability.</source>
        <translation>Der Server hat eine Protokollmeldung (notifications/message) gesendet, aber die Fähigkeit &quot;logging&quot; nicht angegeben.</translation>
    </message>
    <message>
        <source>The server reported an update of %1, but the client never subscribed to it (resources/subscribe).</source>
        <translation>Der Server hat eine Änderung von %1 gemeldet, aber der Client hat sie nie abonniert (resources/subscribe).</translation>
    </message>
    <message>
        <source>The response&apos;s id is %1 but the request it answers (%2, message #%3) has the id %4: ids must match in type as well as value.</source>
        <translation>Die ID der Antwort ist %1, aber die beantwortete Anfrage (%2, Nachricht #%3) hat die ID %4: IDs müssen in Typ und Wert übereinstimmen.</translation>
    </message>
    <message>
        <source>This response has the id %1, but the %2 never sent a request with that id.</source>
        <translation>Diese Antwort hat die ID %1, aber der %2 hat nie eine Anfrage mit dieser ID gesendet.</translation>
    </message>
    <message>
        <source>Request %1 (%2, message #%3) was already answered; a request gets exactly one response.</source>
        <translation>Die Anfrage %1 (%2, Nachricht #%3) wurde bereits beantwortet; eine Anfrage erhält genau eine Antwort.</translation>
    </message>
    <message>
        <source>The server answered protocol version %1; MCP versions are strings of the form YYYY-MM-DD, such as &quot;2025-11-25&quot;.</source>
        <translation>Der Server hat mit der Protokollversion %1 geantwortet; MCP-Versionen sind Strings der Form JJJJ-MM-TT, etwa &quot;2025-11-25&quot;.</translation>
    </message>
    <message>
        <source>The server answered protocol version &quot;%1&quot;, which is not a published MCP revision (known: %2); the client cannot speak it and should disconnect.</source>
        <translation>Der Server hat mit der Protokollversion &quot;%1&quot; geantwortet, die keine veröffentlichte MCP-Revision ist (bekannt: %2); der Client kann sie nicht sprechen und sollte die Verbindung trennen.</translation>
    </message>
    <message>
        <source>The %1 did not answer %2 (id %3) within %4 s.</source>
        <translation>Der %1 hat %2 (ID %3) nicht innerhalb von %4 s beantwortet.</translation>
    </message>
    <message>
        <source>The %1&apos;s request %2 (id %3) was never answered.</source>
        <translation>Die Anfrage %2 (ID %3) des %1 wurde nie beantwortet.</translation>
    </message>
    <message>
        <source>The server sent %1 but did not declare &quot;%2&quot; in its initialize result.</source>
        <translation>Der Server hat %1 gesendet, aber &quot;%2&quot; nicht in seinem initialize-Ergebnis angegeben.</translation>
    </message>
    <message>
        <source>The server sent the request %1 on a connection that speaks MCP 2026-07-28; servers of this era send no requests, they ask for input inside the result (input_required).</source>
        <translation>Der Server hat die Anfrage %1 auf einer Verbindung gesendet, die MCP 2026-07-28 spricht; Server dieser Ära senden keine Anfragen, sie fragen im Ergebnis nach Eingaben (input_required).</translation>
    </message>
    <message>
        <source>The server answered resources/read with -32002; MCP 2026-07-28 uses -32602 (invalid params) for a resource that is not found. Older servers used -32002.</source>
        <translation>Der Server hat resources/read mit -32002 beantwortet; MCP 2026-07-28 verwendet -32602 (ungültige Parameter) für eine Ressource, die es nicht gibt. Ältere Server verwendeten -32002.</translation>
    </message>
    <message>
        <source>The client sent %1 without the request envelope (_meta with io.modelcontextprotocol/protocolVersion and clientCapabilities), although the connection speaks MCP 2026-07-28.</source>
        <translation>Der Client hat %1 ohne den Anfrage-Umschlag gesendet (_meta mit io.modelcontextprotocol/protocolVersion und clientCapabilities), obwohl die Verbindung MCP 2026-07-28 spricht.</translation>
    </message>
    <message>
        <source>The client sent initialize on a connection that already speaks MCP 2026-07-28, which has no handshake.</source>
        <translation>Der Client hat initialize auf einer Verbindung gesendet, die bereits MCP 2026-07-28 spricht, das keinen Handshake hat.</translation>
    </message>
    <message>
        <source>The request&apos;s _meta names protocol version %1 but has no io.modelcontextprotocol/clientCapabilities object; every request of MCP 2026-07-28 declares the client&apos;s capabilities.</source>
        <translation>Das _meta der Anfrage nennt die Protokollversion %1, hat aber kein Objekt io.modelcontextprotocol/clientCapabilities; jede Anfrage von MCP 2026-07-28 gibt die Fähigkeiten des Clients an.</translation>
    </message>
    <message>
        <source>The request&apos;s _meta has no io.modelcontextprotocol/clientInfo; clients of MCP 2026-07-28 should name themselves on every request.</source>
        <translation>Das _meta der Anfrage hat kein io.modelcontextprotocol/clientInfo; Clients von MCP 2026-07-28 sollten sich bei jeder Anfrage nennen.</translation>
    </message>
    <message>
        <source>The client sent %1 with the envelope of MCP 2026-07-28, which removed that method.</source>
        <translation>Der Client hat %1 mit dem Umschlag von MCP 2026-07-28 gesendet, das diese Methode entfernt hat.</translation>
    </message>
    <message>
        <source>The client sent a requestState that the server never gave in this session; a client must echo the server&apos;s requestState unchanged.</source>
        <translation>Der Client hat einen requestState gesendet, den der Server in dieser Sitzung nie vergeben hat; ein Client muss den requestState des Servers unverändert zurückschicken.</translation>
    </message>
    <message>
        <source>The result of %1 has no resultType; servers of MCP 2026-07-28 must say &quot;complete&quot; or &quot;input_required&quot;.</source>
        <translation>Das Ergebnis von %1 hat keinen resultType; Server von MCP 2026-07-28 müssen „complete“ oder „input_required“ angeben.</translation>
    </message>
    <message>
        <source>The server answered %1 with input_required; only tools/call, resources/read and prompts/get may ask for input.</source>
        <translation>Der Server hat %1 mit input_required beantwortet; nur tools/call, resources/read und prompts/get dürfen nach Eingaben fragen.</translation>
    </message>
    <message>
        <source>The input_required result has neither inputRequests nor requestState: the client cannot tell what to send again.</source>
        <translation>Das Ergebnis input_required hat weder inputRequests noch requestState: Der Client kann nicht erkennen, was er erneut senden soll.</translation>
    </message>
    <message>
        <source>The input request &quot;%1&quot; asks for %2, which is not elicitation/create, sampling/createMessage or roots/list.</source>
        <translation>Die Eingabeanfrage „%1“ fragt nach %2, und das ist weder elicitation/create noch sampling/createMessage noch roots/list.</translation>
    </message>
    <message>
        <source>nothing known</source>
        <translation>nichts Bekanntes</translation>
    </message>
    <message>
        <source>The server ended the subscription of the subscriptions/listen request (message #%1) without ever acknowledging it (notifications/subscriptions/acknowledged); a client cannot tell which notifications it was going to get.</source>
        <translation>Der Server hat das Abonnement der Anfrage subscriptions/listen (Nachricht #%1) beendet, ohne es je zu bestätigen (notifications/subscriptions/acknowledged); ein Client kann nicht wissen, welche Benachrichtigungen er bekommen sollte.</translation>
    </message>
    <message>
        <source>The result of %1 lacks %2; MCP 2026-07-28 asks every list, resources/read and server/discover result for ttlMs (a number of milliseconds) and cacheScope (&quot;public&quot; or &quot;private&quot;).</source>
        <translation>Dem Ergebnis von %1 fehlt %2; MCP 2026-07-28 verlangt von jeder Liste, jedem resources/read- und server/discover-Ergebnis ttlMs (eine Zahl von Millisekunden) und cacheScope („public“ oder „private“).</translation>
    </message>
    <message>
        <source>The server never acknowledged the subscription of this subscriptions/listen request (notifications/subscriptions/acknowledged) before the session ended.</source>
        <translation>Der Server hat das Abonnement dieser Anfrage subscriptions/listen nie bestätigt (notifications/subscriptions/acknowledged), bevor die Sitzung endete.</translation>
    </message>
    <message>
        <source>The server acknowledged a subscription without saying which one: the acknowledgement has no io.modelcontextprotocol/subscriptionId in its _meta.</source>
        <translation>Der Server hat ein Abonnement bestätigt, ohne zu sagen, welches: Die Bestätigung hat kein io.modelcontextprotocol/subscriptionId in ihrem _meta.</translation>
    </message>
    <message>
        <source>The server sent %1 without io.modelcontextprotocol/subscriptionId in its _meta; in MCP 2026-07-28 it comes only on a subscriptions/listen stream, and every notification there must name the subscription it belongs to.</source>
        <translation>Der Server hat %1 ohne io.modelcontextprotocol/subscriptionId in seinem _meta gesendet; in MCP 2026-07-28 kommt es nur auf einem subscriptions/listen-Datenstrom, und jede Benachrichtigung dort muss das Abonnement nennen, zu dem sie gehört.</translation>
    </message>
    <message>
        <source>The server sent %1 on the subscription of the subscriptions/listen request (message #%2) before acknowledging that subscription; notifications/subscriptions/acknowledged must come first.</source>
        <translation>Der Server hat %1 auf dem Abonnement der Anfrage subscriptions/listen (Nachricht #%2) gesendet, bevor er dieses Abonnement bestätigt hat; notifications/subscriptions/acknowledged muss zuerst kommen.</translation>
    </message>
    <message>
        <source>The server&apos;s stream for the subscriptions/listen request (message #%1) ended without acknowledging the subscription (notifications/subscriptions/acknowledged).</source>
        <translation>Der Datenstrom des Servers für die Anfrage subscriptions/listen (Nachricht #%1) endete, ohne das Abonnement zu bestätigen (notifications/subscriptions/acknowledged).</translation>
    </message>
    <message>
        <source>The server refused the protocol version (error -32022) without listing the versions it supports (error.data.supported, a list of version strings), so the client cannot pick one it could use instead.</source>
        <translation>Der Server hat die Protokollversion abgelehnt (Fehler -32022), ohne die Versionen aufzuzählen, die er unterstützt (error.data.supported, eine Liste von Versions-Strings), daher kann der Client keine andere wählen, die er verwenden könnte.</translation>
    </message>
    <message>
        <source>The server refused the protocol version (error -32022) without naming the version it was asked for (error.data.requested).</source>
        <translation>Der Server hat die Protokollversion abgelehnt (Fehler -32022), ohne die angefragte Version zu nennen (error.data.requested).</translation>
    </message>
    <message>
        <source>The server refused protocol version %1 (error -32022) but lists that very version as supported.</source>
        <translation>Der Server hat die Protokollversion %1 abgelehnt (Fehler -32022), führt aber genau diese Version als unterstützt auf.</translation>
    </message>
    <message>
        <source>The server said a client capability is missing (error -32021) without naming it (error.data.requiredCapabilities), so the client cannot tell what to declare.</source>
        <translation>Der Server sagt, eine Fähigkeit des Clients fehle (Fehler -32021), ohne sie zu nennen (error.data.requiredCapabilities), daher kann der Client nicht wissen, was er angeben soll.</translation>
    </message>
    <message>
        <source>The client called %1, but the server did not declare the extension io.modelcontextprotocol/tasks in its server/discover result.</source>
        <translation>Der Client hat %1 aufgerufen, aber der Server hat die Erweiterung io.modelcontextprotocol/tasks in seinem server/discover-Ergebnis nicht angegeben.</translation>
    </message>
    <message>
        <source>The task %1 was already %2, and now the server says it is %3; a task in a terminal status (completed, failed, cancelled) must stay in it.</source>
        <translation>Die Aufgabe %1 hatte bereits den Status %2, und nun sagt der Server, sie habe den Status %3; eine Aufgabe in einem Endstatus (completed, failed, cancelled) muss darin bleiben.</translation>
    </message>
    <message>
        <source>The server answered %1 with a task (resultType &quot;task&quot;); only tools/call may be answered with a task.</source>
        <translation>Der Server hat %1 mit einer Aufgabe beantwortet (resultType „task“); nur tools/call darf mit einer Aufgabe beantwortet werden.</translation>
    </message>
    <message>
        <source>The server answered tools/call with a task (resultType &quot;task&quot;), but the client did not declare the extension io.modelcontextprotocol/tasks on that request.</source>
        <translation>Der Server hat tools/call mit einer Aufgabe beantwortet (resultType „task“), aber der Client hat bei dieser Anfrage die Erweiterung io.modelcontextprotocol/tasks nicht angegeben.</translation>
    </message>
    <message>
        <source>The result of %1 has the resultType %2, which is none of &quot;complete&quot;, &quot;input_required&quot; and &quot;task&quot;.</source>
        <translation>Das Ergebnis von %1 hat den resultType %2, der weder „complete“ noch „input_required“ noch „task“ ist.</translation>
    </message>
</context>
<context>
    <name>mcpscope::StartPage</name>
    <message>
        <source>Try the demo server</source>
        <translation>Demo-Server ausprobieren</translation>
    </message>
    <message>
        <source>A small server built into mcpscope, with tools, resources and prompts to explore.</source>
        <translation>Ein kleiner, in mcpscope eingebauter Server mit Werkzeugen, Ressourcen und Prompts zum Erkunden.</translation>
    </message>
    <message>
        <source>Connect to a command…</source>
        <translation>Mit einem Befehl verbinden…</translation>
    </message>
    <message>
        <source>A server you start with a program, such as &quot;npx -y @modelcontextprotocol/server-everything&quot;.</source>
        <translation>Ein Server, den Sie mit einem Programm starten, etwa „npx -y @modelcontextprotocol/server-everything“.</translation>
    </message>
    <message>
        <source>Connect to a URL…</source>
        <translation>Mit einer URL verbinden…</translation>
    </message>
    <message>
        <source>A server that is already running, reached over HTTP (Streamable HTTP or SSE).</source>
        <translation>Ein Server, der bereits läuft und über HTTP erreicht wird (Streamable HTTP oder SSE).</translation>
    </message>
    <message>
        <source>Open a saved session…</source>
        <translation>Eine gespeicherte Sitzung öffnen…</translation>
    </message>
    <message>
        <source>Look at a recorded conversation with a server, read-only.</source>
        <translation>Ein aufgezeichnetes Gespräch mit einem Server ansehen, schreibgeschützt.</translation>
    </message>
    <message>
        <source>&amp;Review and Connect…</source>
        <translation>&amp;Prüfen und verbinden…</translation>
    </message>
    <message>
        <source>&amp;Look Again</source>
        <translation>&amp;Erneut nachsehen</translation>
    </message>
    <message>
        <source>No sessions recorded yet. Every connection is saved here by itself.</source>
        <translation>Noch keine Sitzungen aufgezeichnet. Jede Verbindung wird hier automatisch gespeichert.</translation>
    </message>
    <message>
        <source>Start page</source>
        <translation>Startseite</translation>
    </message>
    <message>
        <source>mcpscope</source>
        <translation>mcpscope</translation>
    </message>
    <message>
        <source>Welcome to mcpscope</source>
        <translation>Willkommen bei mcpscope</translation>
    </message>
    <message>
        <source>mcpscope starts an MCP server, talks to it and shows every message, so you can try its tools by hand and see what goes wrong. Nothing is started until you choose a server below.</source>
        <translation>mcpscope startet einen MCP-Server, spricht mit ihm und zeigt jede Nachricht. So können Sie seine Werkzeuge von Hand ausprobieren und sehen, was schiefgeht. Es wird nichts gestartet, bevor Sie unten einen Server auswählen.</translation>
    </message>
    <message>
        <source>Servers found on this computer</source>
        <translation>Auf diesem Computer gefundene Server</translation>
    </message>
    <message>
        <source>The MCP servers configured in the applications of this computer, by file. Nothing runs until you review one and connect.</source>
        <translation>Die MCP-Server, die in den Anwendungen dieses Computers eingerichtet sind, nach Datei geordnet. Es wird nichts ausgeführt, bevor Sie einen prüfen und sich verbinden.</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Command or URL</source>
        <translation>Befehl oder URL</translation>
    </message>
    <message>
        <source>Shows the server&apos;s command, environment and URL in the connection dialog; it starts only when you press Connect there</source>
        <translation>Zeigt Befehl, Umgebung und URL des Servers im Verbindungsdialog; er startet erst, wenn Sie dort auf „Verbinden“ klicken</translation>
    </message>
    <message>
        <source>Read the configuration files again</source>
        <translation>Die Konfigurationsdateien erneut lesen</translation>
    </message>
    <message>
        <source>Recent sessions</source>
        <translation>Letzte Sitzungen</translation>
    </message>
    <message>
        <source>Sessions recorded by mcpscope, newest first; press Enter to open one read-only</source>
        <translation>Von mcpscope aufgezeichnete Sitzungen, die neueste zuerst; mit der Eingabetaste öffnen Sie eine davon schreibgeschützt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Not read</source>
        <translation>Nicht gelesen</translation>
    </message>
    <message numerus="yes">
        <source>%n more without a command or URL</source>
        <translation>
            <numerusform>%n weiterer ohne Befehl oder URL</numerusform>
            <numerusform>%n weitere ohne Befehl oder URL</numerusform>
        </translation>
    </message>
    <message>
        <source>provided by an extension of the application; mcpscope cannot start them</source>
        <translation>von einer Erweiterung der Anwendung bereitgestellt; mcpscope kann sie nicht starten</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) in the configuration files of your applications. mcpscope only read these files; choose one to see what it runs before connecting.</source>
        <translation>
            <numerusform>%n Server in den Konfigurationsdateien Ihrer Anwendungen. mcpscope hat diese Dateien nur gelesen; wählen Sie einen aus, um vor dem Verbinden zu sehen, was er ausführt.</numerusform>
            <numerusform>%n Server in den Konfigurationsdateien Ihrer Anwendungen. mcpscope hat diese Dateien nur gelesen; wählen Sie einen aus, um vor dem Verbinden zu sehen, was er ausführt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The configuration files below name no server mcpscope can start.</source>
        <translation>Die Konfigurationsdateien unten nennen keinen Server, den mcpscope starten kann.</translation>
    </message>
    <message numerus="yes">
        <source>No MCP servers were found in the configuration files of Claude Desktop, Claude Code, VS Code, Cursor, Windsurf, Zed and others (%n place(s) looked at).</source>
        <translation>
            <numerusform>In den Konfigurationsdateien von Claude Desktop, Claude Code, VS Code, Cursor, Windsurf, Zed und anderen wurden keine MCP-Server gefunden (%n Ort durchsucht).</numerusform>
            <numerusform>In den Konfigurationsdateien von Claude Desktop, Claude Code, VS Code, Cursor, Windsurf, Zed und anderen wurden keine MCP-Server gefunden (%n Orte durchsucht).</numerusform>
        </translation>
    </message>
    <message>
        <source>Looked at:
%1</source>
        <translation>Durchsucht:
%1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Would connect to: %1</source>
        <translation>Würde verbinden mit: %1</translation>
    </message>
    <message>
        <source>Would run: %1</source>
        <translation>Würde ausführen: %1</translation>
    </message>
    <message>
        <source>mcpscope does not speak this server&apos;s transport (&quot;%1&quot;).</source>
        <translation>mcpscope beherrscht den Transport dieses Servers („%1“) nicht.</translation>
    </message>
    <message>
        <source>With the environment variables: %1</source>
        <translation>Mit den Umgebungsvariablen: %1</translation>
    </message>
    <message>
        <source>Open &amp;All</source>
        <translation>&amp;Alle öffnen</translation>
    </message>
    <message>
        <source>Every server of this file in one window, side by side; you see what each one runs before anything starts</source>
        <translation>Jeder Server dieser Datei in einem Fenster, nebeneinander; Sie sehen, was jeder ausführt, bevor etwas startet</translation>
    </message>
    <message>
        <source>Open &amp;All %1 from %2</source>
        <translation>&amp;Alle %1 aus %2 öffnen</translation>
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
    <name>mcpscope::StoreLock</name>
    <message>
        <source>%1 is being written by another mcpscope (process %2); try again in a moment.</source>
        <translation>%1 wird gerade von einem anderen mcpscope geschrieben (Prozess %2); versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>Cannot lock %1 for writing.</source>
        <translation>%1 kann nicht zum Schreiben gesperrt werden.</translation>
    </message>
</context>
<context>
    <name>mcpscope::StringFieldEditor</name>
    <message>
        <source>e.g. %1</source>
        <translation>z. B. %1</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>Fill in today&apos;s date</source>
        <translation>Das heutige Datum eintragen</translation>
    </message>
    <message>
        <source>Fill in the current date and time (UTC)</source>
        <translation>Das aktuelle Datum und die aktuelle Uhrzeit eintragen (UTC)</translation>
    </message>
</context>
<context>
    <name>mcpscope::SurfaceChanges</name>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>one of a list of values</source>
        <translation>ein Wert aus einer Liste</translation>
    </message>
    <message>
        <source>one of several schemas</source>
        <translation>eines von mehreren Schemas</translation>
    </message>
    <message>
        <source>a schema of its definitions</source>
        <translation>ein Schema aus seinen Definitionen</translation>
    </message>
    <message>
        <source>any type</source>
        <translation>beliebiger Typ</translation>
    </message>
    <message>
        <source>%1 changed from %2 to %3</source>
        <translation>%1 hat sich von %2 zu %3 geändert</translation>
    </message>
    <message>
        <source>%1 was removed (was %2)</source>
        <translation>%1 wurde entfernt (war %2)</translation>
    </message>
    <message>
        <source>%1 was added (%2)</source>
        <translation>%1 wurde hinzugefügt (%2)</translation>
    </message>
    <message>
        <source>… and more changes.</source>
        <translation>… und weitere Änderungen.</translation>
    </message>
    <message>
        <source>the input schema</source>
        <translation>das Eingabeschema</translation>
    </message>
    <message>
        <source>the output schema</source>
        <translation>das Ausgabeschema</translation>
    </message>
    <message>
        <source>argument %1</source>
        <translation>Argument %1</translation>
    </message>
    <message>
        <source>output field %1</source>
        <translation>Ausgabefeld %1</translation>
    </message>
    <message>
        <source>… and %1 more changes.</source>
        <translation>… und %1 weitere Änderungen.</translation>
    </message>
    <message>
        <source>%1 was added (%2, %3)</source>
        <translation>%1 wurde hinzugefügt (%2, %3)</translation>
    </message>
    <message>
        <source>required</source>
        <translation>erforderlich</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>%1 was removed</source>
        <translation>%1 wurde entfernt</translation>
    </message>
    <message>
        <source>%1 became required</source>
        <translation>%1 ist jetzt erforderlich</translation>
    </message>
    <message>
        <source>%1 became optional</source>
        <translation>%1 ist jetzt optional</translation>
    </message>
    <message>
        <source>the enum of %1 lost %2</source>
        <translation>%1: %2 ist nicht mehr im enum</translation>
    </message>
    <message>
        <source>the enum of %1 lost %2 more values</source>
        <translation>%1: %2 weitere Werte sind nicht mehr im enum</translation>
    </message>
    <message>
        <source>the enum of %1 gained %2</source>
        <translation>%1: %2 ist neu im enum</translation>
    </message>
    <message>
        <source>the enum of %1 gained %2 more values</source>
        <translation>%1: %2 weitere Werte sind neu im enum</translation>
    </message>
    <message>
        <source>%1 is now limited to: %2</source>
        <translation>%1 ist jetzt beschränkt auf: %2</translation>
    </message>
    <message>
        <source>%1 is no longer limited to a list of values</source>
        <translation>%1 ist nicht mehr auf eine Liste von Werten beschränkt</translation>
    </message>
    <message>
        <source>the enum of %1 changed</source>
        <translation>%1: das enum hat sich geändert</translation>
    </message>
    <message>
        <source>%1 now has %2 %3</source>
        <translation>%1 hat jetzt %2 %3</translation>
    </message>
    <message>
        <source>%1 now has %2</source>
        <translation>%1 hat jetzt %2</translation>
    </message>
    <message>
        <source>%1 no longer has %2 (was %3)</source>
        <translation>%1 hat %2 nicht mehr (war %3)</translation>
    </message>
    <message>
        <source>%1 no longer has %2</source>
        <translation>%1 hat %2 nicht mehr</translation>
    </message>
    <message>
        <source>the %1 of %2 changed from %3 to %4</source>
        <translation>%2: %1 hat sich von %3 zu %4 geändert</translation>
    </message>
    <message>
        <source>the %1 of %2 changed</source>
        <translation>%2: %1 hat sich geändert</translation>
    </message>
    <message>
        <source>%1 changed type from %2 to %3</source>
        <translation>%1 hat jetzt den Typ %3 statt %2</translation>
    </message>
    <message>
        <source>%1 now has the type %2</source>
        <translation>%1 hat jetzt den Typ %2</translation>
    </message>
    <message>
        <source>%1 no longer has a type (was %2)</source>
        <translation>%1 hat keinen Typ mehr (war %2)</translation>
    </message>
    <message>
        <source>%1 got a description</source>
        <translation>%1 hat eine Beschreibung bekommen</translation>
    </message>
    <message>
        <source>%1 lost its description</source>
        <translation>%1 hat keine Beschreibung mehr</translation>
    </message>
    <message>
        <source>the description of %1 changed</source>
        <translation>%1: die Beschreibung hat sich geändert</translation>
    </message>
    <message>
        <source>%1 got the title %2</source>
        <translation>%1 hat den Titel %2 bekommen</translation>
    </message>
    <message>
        <source>%1 got the default %2</source>
        <translation>%1 hat den Standardwert %2 bekommen</translation>
    </message>
    <message>
        <source>%1 lost its title (was %2)</source>
        <translation>%1 hat keinen Titel mehr (war %2)</translation>
    </message>
    <message>
        <source>%1 lost its default (was %2)</source>
        <translation>%1 hat keinen Standardwert mehr (war %2)</translation>
    </message>
    <message>
        <source>the title of %1 changed from %2 to %3</source>
        <translation>%1: der Titel hat sich von %2 zu %3 geändert</translation>
    </message>
    <message>
        <source>the default of %1 changed from %2 to %3</source>
        <translation>%1: der Standardwert hat sich von %2 zu %3 geändert</translation>
    </message>
    <message>
        <source>%1 now refuses members it does not name</source>
        <translation>%1 lehnt jetzt Felder ab, die nicht darin genannt sind</translation>
    </message>
    <message>
        <source>%1 now allows members it does not name</source>
        <translation>%1 erlaubt jetzt Felder, die nicht darin genannt sind</translation>
    </message>
    <message>
        <source>a title was added: %1</source>
        <translation>ein Titel wurde hinzugefügt: %1</translation>
    </message>
    <message>
        <source>the title was removed (was %1)</source>
        <translation>der Titel wurde entfernt (war %1)</translation>
    </message>
    <message>
        <source>the title changed from %1 to %2</source>
        <translation>der Titel hat sich von %1 zu %2 geändert</translation>
    </message>
    <message>
        <source>a description was added</source>
        <translation>eine Beschreibung wurde hinzugefügt</translation>
    </message>
    <message>
        <source>the description was removed</source>
        <translation>die Beschreibung wurde entfernt</translation>
    </message>
    <message>
        <source>the description changed</source>
        <translation>die Beschreibung hat sich geändert</translation>
    </message>
    <message>
        <source>icons were added</source>
        <translation>Symbole wurden hinzugefügt</translation>
    </message>
    <message>
        <source>the icons were removed</source>
        <translation>die Symbole wurden entfernt</translation>
    </message>
    <message>
        <source>the icons changed</source>
        <translation>die Symbole haben sich geändert</translation>
    </message>
    <message>
        <source>annotation %1 was added (%2)</source>
        <translation>Annotation %1 wurde hinzugefügt (%2)</translation>
    </message>
    <message>
        <source>annotation %1 was removed (was %2)</source>
        <translation>Annotation %1 wurde entfernt (war %2)</translation>
    </message>
    <message>
        <source>annotation %1 became %2</source>
        <translation>Annotation %1 ist jetzt %2</translation>
    </message>
    <message>
        <source>annotation %1 changed from %2 to %3</source>
        <translation>Annotation %1 hat sich von %2 zu %3 geändert</translation>
    </message>
    <message>
        <source>an input schema was added</source>
        <translation>ein Eingabeschema wurde hinzugefügt</translation>
    </message>
    <message>
        <source>an output schema was added</source>
        <translation>ein Ausgabeschema wurde hinzugefügt</translation>
    </message>
    <message>
        <source>the input schema was removed</source>
        <translation>das Eingabeschema wurde entfernt</translation>
    </message>
    <message>
        <source>the output schema was removed</source>
        <translation>das Ausgabeschema wurde entfernt</translation>
    </message>
    <message>
        <source>the name changed from %1 to %2</source>
        <translation>der Name hat sich von %1 zu %2 geändert</translation>
    </message>
    <message>
        <source>a MIME type was added: %1</source>
        <translation>ein MIME-Typ wurde hinzugefügt: %1</translation>
    </message>
    <message>
        <source>the MIME type was removed (was %1)</source>
        <translation>der MIME-Typ wurde entfernt (war %1)</translation>
    </message>
    <message>
        <source>the MIME type changed from %1 to %2</source>
        <translation>der MIME-Typ hat sich von %1 zu %2 geändert</translation>
    </message>
    <message>
        <source>capability %1 was added</source>
        <translation>Fähigkeit %1 wurde hinzugefügt</translation>
    </message>
    <message>
        <source>capability %1 was added (%2)</source>
        <translation>Fähigkeit %1 wurde hinzugefügt (%2)</translation>
    </message>
    <message>
        <source>capability %1 was removed</source>
        <translation>Fähigkeit %1 wurde entfernt</translation>
    </message>
    <message>
        <source>capability %1 became %2</source>
        <translation>Fähigkeit %1 ist jetzt %2</translation>
    </message>
    <message>
        <source>capability %1 changed from %2 to %3</source>
        <translation>Fähigkeit %1 hat sich von %2 zu %3 geändert</translation>
    </message>
    <message>
        <source>instructions were added</source>
        <translation>Anweisungen wurden hinzugefügt</translation>
    </message>
    <message>
        <source>the instructions were removed</source>
        <translation>die Anweisungen wurden entfernt</translation>
    </message>
    <message>
        <source>the instructions changed</source>
        <translation>die Anweisungen haben sich geändert</translation>
    </message>
    <message>
        <source>the protocol version changed from %1 to %2</source>
        <translation>die Protokollversion hat sich von %1 zu %2 geändert</translation>
    </message>
</context>
<context>
    <name>mcpscope::SurfaceReader</name>
    <message>
        <source>%1 failed with error %2: %3</source>
        <translation>%1 ist mit Fehler %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 ist fehlgeschlagen: %2</translation>
    </message>
</context>
<context>
    <name>mcpscope::TapWrapDialog</name>
    <message>
        <source>&amp;Copy Patched Configuration</source>
        <translation>Angepasste Konfiguration &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Wrap &quot;%1&quot; with mcpscope tap</source>
        <translation>„%1“ über mcpscope tap leiten</translation>
    </message>
    <message>
        <source>The host (your assistant or editor) will start mcpscope tap instead of the server. Tap starts the server itself, passes every message through unchanged, and records the conversation to the session file, which mcpscope can open while it grows. Nothing is written until you copy or save the configuration below; restart the host afterwards.</source>
        <translation>Der Host (Ihr Assistent oder Editor) startet dann mcpscope tap statt des Servers. Tap startet den Server selbst, reicht jede Nachricht unverändert durch und zeichnet die Unterhaltung in der Sitzungsdatei auf, die mcpscope schon öffnen kann, während sie noch wächst. Es wird nichts geschrieben, bevor Sie die Konfiguration unten kopieren oder speichern; starten Sie den Host danach neu.</translation>
    </message>
    <message>
        <source>Session file</source>
        <translation>Sitzungsdatei</translation>
    </message>
    <message>
        <source>Each time the host starts the server, this file is written anew</source>
        <translation>Jedes Mal, wenn der Host den Server startet, wird diese Datei neu geschrieben</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Du&amp;rchsuchen…</translation>
    </message>
    <message>
        <source>Session &amp;file:</source>
        <translation>Sitzungs&amp;datei:</translation>
    </message>
    <message>
        <source>The host will &amp;run:</source>
        <translation>Der Host &amp;führt aus:</translation>
    </message>
    <message>
        <source>Command the host will run</source>
        <translation>Befehl, den der Host ausführt</translation>
    </message>
    <message>
        <source>Patched &amp;configuration:</source>
        <translation>Angepasste K&amp;onfiguration:</translation>
    </message>
    <message>
        <source>Patched configuration</source>
        <translation>Angepasste Konfiguration</translation>
    </message>
    <message>
        <source>Give the file tap writes the session to.</source>
        <translation>Geben Sie die Datei an, in die tap die Sitzung schreibt.</translation>
    </message>
    <message>
        <source>Note: there is no mcpscope program at %1; the host could not start it.</source>
        <translation>Hinweis: Unter %1 gibt es kein mcpscope-Programm; der Host könnte es nicht starten.</translation>
    </message>
    <message>
        <source>Session File</source>
        <translation>Sitzungsdatei</translation>
    </message>
    <message>
        <source>Sessions (*.jsonl);;All files (*)</source>
        <translation>Sitzungen (*.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The patched configuration is on the clipboard. Paste it into the host&apos;s configuration file and restart the host.</source>
        <translation>Die angepasste Konfiguration liegt in der Zwischenablage. Fügen Sie sie in die Konfigurationsdatei des Hosts ein und starten Sie den Host neu.</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>In %1 gespeichert.</translation>
    </message>
    <message>
        <source>Saved to %1; the file it replaced was kept as %2.</source>
        <translation>In %1 gespeichert; die ersetzte Datei wurde als %2 aufbewahrt.</translation>
    </message>
    <message>
        <source>Save Patched Configuration</source>
        <translation>Angepasste Konfiguration speichern</translation>
    </message>
    <message>
        <source>MCP configuration (*.json);;All files (*)</source>
        <translation>MCP-Konfiguration (*.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>mcpscope::TaskListModel</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>working</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>needs input</source>
        <translation>braucht Eingabe</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>%1 (expired: its time to live ran out)</source>
        <translation>%1 (abgelaufen: Lebensdauer überschritten)</translation>
    </message>
    <message>
        <source>%1 (no longer followed)</source>
        <translation>%1 (nicht mehr verfolgt)</translation>
    </message>
    <message>
        <source>%1 (listed)</source>
        <translation>%1 (aufgelistet)</translation>
    </message>
    <message>
        <source>%1 (cancelling)</source>
        <translation>%1 (wird abgebrochen)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Werkzeug</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Last update</source>
        <translation>Letzte Änderung</translation>
    </message>
    <message>
        <source>Time to live</source>
        <translation>Lebensdauer</translation>
    </message>
    <message>
        <source>Poll interval</source>
        <translation>Abfrageintervall</translation>
    </message>
</context>
<context>
    <name>mcpscope::TaskTracker</name>
    <message>
        <source>The connection ended before the task did; mcpscope can no longer follow it.</source>
        <translation>Die Verbindung endete vor der Aufgabe; mcpscope kann sie nicht mehr verfolgen.</translation>
    </message>
    <message>
        <source>The server does not declare the tasks extension (io.modelcontextprotocol/tasks).</source>
        <translation>Der Server gibt die Erweiterung für Aufgaben (io.modelcontextprotocol/tasks) nicht an.</translation>
    </message>
    <message>
        <source>The server runs tasks, but not for tool calls (its tasks capability has no requests.tools.call).</source>
        <translation>Der Server führt Aufgaben aus, aber nicht für Werkzeugaufrufe (seiner Fähigkeit tasks fehlt requests.tools.call).</translation>
    </message>
    <message>
        <source>The server does not declare the tasks capability.</source>
        <translation>Der Server gibt die Fähigkeit tasks nicht an.</translation>
    </message>
    <message>
        <source>The tool does not support running as a task (its execution.taskSupport is &quot;%1&quot;).</source>
        <translation>Das Werkzeug kann nicht als Aufgabe laufen (sein execution.taskSupport ist „%1“).</translation>
    </message>
    <message>
        <source>The server answered with a task that has no taskId; mcpscope cannot follow it.</source>
        <translation>Der Server hat mit einer Aufgabe ohne taskId geantwortet; mcpscope kann sie nicht verfolgen.</translation>
    </message>
    <message>
        <source>The server gave the id of a task that is still running (%1) to a new call; mcpscope follows the new call under that id.</source>
        <translation>Der Server hat die ID einer Aufgabe, die noch läuft (%1), einem neuen Aufruf gegeben; mcpscope verfolgt unter dieser ID den neuen Aufruf.</translation>
    </message>
    <message>
        <source>the task the server created</source>
        <translation>die vom Server erstellte Aufgabe</translation>
    </message>
    <message>
        <source>%1 has no taskId</source>
        <translation>%1 hat keine taskId</translation>
    </message>
    <message>
        <source>%1 is about another task (%2)</source>
        <translation>%1 betrifft eine andere Aufgabe (%2)</translation>
    </message>
    <message>
        <source>%1 has no status mcpscope knows (%2)</source>
        <translation>%1 hat keinen Status, den mcpscope kennt (%2)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keinen</translation>
    </message>
    <message>
        <source>The server said the task %1 was %2, and later that it is %3; a task that has ended cannot change again. mcpscope keeps &quot;%2&quot;.</source>
        <translation>Der Server hat gesagt, die Aufgabe %1 habe den Status %2, und später, sie habe den Status %3; eine beendete Aufgabe kann sich nicht mehr ändern. mcpscope behält „%2“.</translation>
    </message>
    <message>
        <source>The task has outlived its time to live (%1 s) without ending; the server may have discarded it. mcpscope stopped following it.</source>
        <translation>Die Aufgabe hat ihre Lebensdauer (%1 s) überschritten, ohne zu enden; der Server hat sie vielleicht verworfen. mcpscope verfolgt sie nicht mehr.</translation>
    </message>
    <message>
        <source>tasks/get could not be sent: %1 mcpscope stopped following the task.</source>
        <translation>tasks/get konnte nicht gesendet werden: %1 mcpscope verfolgt die Aufgabe nicht mehr.</translation>
    </message>
    <message>
        <source>The server&apos;s answer to tasks/get</source>
        <translation>Die Antwort des Servers auf tasks/get</translation>
    </message>
    <message>
        <source>The server&apos;s answer to tasks/get is not a task mcpscope can follow: %1.</source>
        <translation>Die Antwort des Servers auf tasks/get ist keine Aufgabe, die mcpscope verfolgen kann: %1.</translation>
    </message>
    <message>
        <source>The server answered tasks/get with the error %1: %2.</source>
        <translation>Der Server hat tasks/get mit dem Fehler %1 beantwortet: %2.</translation>
    </message>
    <message>
        <source>tasks/get failed: %1</source>
        <translation>tasks/get ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>%1 That is %2 failures in a row: mcpscope stopped following the task.</source>
        <translation>%1 Das sind %2 Fehlschläge in Folge: mcpscope verfolgt die Aufgabe nicht mehr.</translation>
    </message>
    <message>
        <source>%1 mcpscope tries again (%2 of %3).</source>
        <translation>%1 mcpscope versucht es erneut (%2 von %3).</translation>
    </message>
    <message>
        <source>The task was cancelled.</source>
        <translation>Die Aufgabe wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The task was cancelled: %1</source>
        <translation>Die Aufgabe wurde abgebrochen: %1</translation>
    </message>
    <message>
        <source>The server says the task completed, but its answer carries no result object; there is no result to show.</source>
        <translation>Der Server sagt, die Aufgabe sei abgeschlossen, aber seine Antwort enthält kein Ergebnisobjekt; es gibt kein Ergebnis zum Anzeigen.</translation>
    </message>
    <message>
        <source>The task failed, and the server did not say why.</source>
        <translation>Die Aufgabe ist fehlgeschlagen, und der Server hat nicht gesagt, warum.</translation>
    </message>
    <message>
        <source>tasks/result failed: %1</source>
        <translation>tasks/result ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The task needs input (%1) that this client has nobody to ask for.</source>
        <translation>Die Aufgabe braucht eine Eingabe (%1), doch dieser Client hat niemanden, den er fragen könnte.</translation>
    </message>
    <message>
        <source>The server did not take the input for the task: %1</source>
        <translation>Der Server hat die Eingabe für die Aufgabe nicht angenommen: %1</translation>
    </message>
    <message>
        <source>The task asks for input of a kind mcpscope does not know (&quot;%1&quot; under &quot;%2&quot;).</source>
        <translation>Die Aufgabe fragt nach einer Eingabe, deren Art mcpscope nicht kennt („%1“ unter „%2“).</translation>
    </message>
    <message>
        <source>mcpscope could not give the input the task asked for (%1): %2</source>
        <translation>mcpscope konnte die Eingabe, nach der die Aufgabe gefragt hat, nicht liefern (%1): %2</translation>
    </message>
    <message>
        <source>The server did not cancel the task: %1</source>
        <translation>Der Server hat die Aufgabe nicht abgebrochen: %1</translation>
    </message>
    <message>
        <source>The answer to tasks/cancel</source>
        <translation>Die Antwort auf tasks/cancel</translation>
    </message>
    <message>
        <source>A task of tasks/list</source>
        <translation>Eine Aufgabe aus tasks/list</translation>
    </message>
    <message>
        <source>The server&apos;s status notification</source>
        <translation>Die Statusbenachrichtigung des Servers</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Task %1: %2</source>
        <translation>Aufgabe %1: %2</translation>
    </message>
</context>
<context>
    <name>mcpscope::TasksPanel</name>
    <message>
        <source>Open result</source>
        <translation>Ergebnis öffnen</translation>
    </message>
    <message>
        <source>Cancel task</source>
        <translation>Aufgabe abbrechen</translation>
    </message>
    <message>
        <source>Show the call</source>
        <translation>Aufruf zeigen</translation>
    </message>
    <message>
        <source>Ask the server for its tasks</source>
        <translation>Den Server nach seinen Aufgaben fragen</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>Show how the chosen task ended: the tool&apos;s result, or the error</source>
        <translation>Zeigen, wie die ausgewählte Aufgabe geendet hat: das Ergebnis des Werkzeugs oder den Fehler</translation>
    </message>
    <message>
        <source>Ask the server to cancel the chosen task (tasks/cancel)</source>
        <translation>Den Server bitten, die ausgewählte Aufgabe abzubrechen (tasks/cancel)</translation>
    </message>
    <message>
        <source>Show the tools/call that made the chosen task in the Messages tab</source>
        <translation>Den tools/call, der die ausgewählte Aufgabe erzeugt hat, im Reiter Nachrichten zeigen</translation>
    </message>
    <message>
        <source>List the server&apos;s tasks (tasks/list, MCP 2025-11-25)</source>
        <translation>Die Aufgaben des Servers auflisten (tasks/list, MCP 2025-11-25)</translation>
    </message>
    <message>
        <source>Run a tool as a task from the Tools tab. A task that needs input asks you with the usual dialog; its messages are in the Messages tab.</source>
        <translation>Führen Sie ein Werkzeug im Reiter Werkzeuge als Aufgabe aus. Braucht eine Aufgabe eine Eingabe, fragt sie Sie mit dem üblichen Dialog; ihre Nachrichten stehen im Reiter Nachrichten.</translation>
    </message>
    <message>
        <source>Result of the chosen task</source>
        <translation>Ergebnis der ausgewählten Aufgabe</translation>
    </message>
    <message>
        <source>The task has not ended yet.</source>
        <translation>Die Aufgabe ist noch nicht beendet.</translation>
    </message>
    <message>
        <source>The task ended with the error %1: %2</source>
        <translation>Die Aufgabe endete mit dem Fehler %1: %2</translation>
    </message>
    <message>
        <source>The task is %1.</source>
        <translation>Status der Aufgabe: %1.</translation>
    </message>
</context>
<context>
    <name>mcpscope::TimelineDisplayModel</name>
    <message>
        <source>Event %1 of the session</source>
        <translation>Ereignis %1 der Sitzung</translation>
    </message>
    <message>
        <source>%1
%2 s since the session started</source>
        <translation>%1
%2 s seit Beginn der Sitzung</translation>
    </message>
    <message>
        <source>Sent by mcpscope to the server</source>
        <translation>Von mcpscope an den Server gesendet</translation>
    </message>
    <message>
        <source>Received from the server</source>
        <translation>Vom Server empfangen</translation>
    </message>
    <message>
        <source>A line the server wrote to its error output</source>
        <translation>Eine Zeile, die der Server in seine Fehlerausgabe geschrieben hat</translation>
    </message>
    <message>
        <source>Something that happened to the connection</source>
        <translation>Etwas, das mit der Verbindung geschehen ist</translation>
    </message>
    <message>
        <source>A request: it expects a response with the same id</source>
        <translation>Eine Anfrage: Sie erwartet eine Antwort mit derselben ID</translation>
    </message>
    <message>
        <source>A notification: no response is expected</source>
        <translation>Eine Benachrichtigung: Es wird keine Antwort erwartet</translation>
    </message>
    <message>
        <source>A successful response</source>
        <translation>Eine erfolgreiche Antwort</translation>
    </message>
    <message>
        <source>An error response</source>
        <translation>Eine Fehlerantwort</translation>
    </message>
    <message>
        <source>A JSON array of several messages (a batch)</source>
        <translation>Ein JSON-Array aus mehreren Nachrichten (ein Batch)</translation>
    </message>
    <message>
        <source>Not a JSON-RPC message (or not JSON at all)</source>
        <translation>Keine JSON-RPC-Nachricht (oder gar kein JSON)</translation>
    </message>
    <message>
        <source>A line of the server&apos;s error output (stderr)</source>
        <translation>Eine Zeile der Fehlerausgabe des Servers (stderr)</translation>
    </message>
    <message>
        <source>Answers the request #%1 (%2 after it). Jump there with Ctrl+J.</source>
        <translation>Beantwortet die Anfrage #%1 (%2 danach). Mit Strg+J dorthin springen.</translation>
    </message>
    <message>
        <source>Answered by #%1. Jump there with Ctrl+J.</source>
        <translation>Beantwortet durch #%1. Mit Strg+J dorthin springen.</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… und %1 weitere</translation>
    </message>
    <message>
        <source>Position in the session</source>
        <translation>Position in der Sitzung</translation>
    </message>
    <message>
        <source>Wall-clock time</source>
        <translation>Uhrzeit</translation>
    </message>
    <message>
        <source>Seconds since the session started</source>
        <translation>Sekunden seit Beginn der Sitzung</translation>
    </message>
    <message>
        <source>Direction: → sent by mcpscope, ← received from the server</source>
        <translation>Richtung: → von mcpscope gesendet, ← vom Server empfangen</translation>
    </message>
    <message>
        <source>Request, notification, result, error, error output…</source>
        <translation>Anfrage, Benachrichtigung, Ergebnis, Fehler, Fehlerausgabe…</translation>
    </message>
    <message>
        <source>The method; for responses, the method of the request they answer</source>
        <translation>Die Methode; bei Antworten die Methode der beantworteten Anfrage</translation>
    </message>
    <message>
        <source>The JSON-RPC id</source>
        <translation>Die JSON-RPC-ID</translation>
    </message>
    <message>
        <source>For responses: time since their request</source>
        <translation>Bei Antworten: Zeit seit ihrer Anfrage</translation>
    </message>
    <message>
        <source>Bytes on the wire</source>
        <translation>Übertragene Bytes</translation>
    </message>
    <message>
        <source>The worst finding of the validator about this message</source>
        <translation>Der schwerste Befund des Validators zu dieser Nachricht</translation>
    </message>
    <message>
        <source>Parameters, result, error or the text of the line</source>
        <translation>Parameter, Ergebnis, Fehler oder der Text der Zeile</translation>
    </message>
    <message>
        <source>An HTTP request and its response</source>
        <translation>Eine HTTP-Anfrage und ihre Antwort</translation>
    </message>
    <message>
        <source>An HTTP exchange: method, address, status and headers (select it for all of them)</source>
        <translation>Ein HTTP-Austausch: Methode, Adresse, Status und Header (auswählen, um alles zu sehen)</translation>
    </message>
    <message>
        <source>Sent by an app (a ui:// resource) to mcpscope, its host</source>
        <translation>Von einer App (einer ui://-Ressource) an mcpscope, ihren Host, gesendet</translation>
    </message>
    <message>
        <source>Sent by mcpscope, the host, to an app (a ui:// resource)</source>
        <translation>Von mcpscope, dem Host, an eine App (eine ui://-Ressource) gesendet</translation>
    </message>
    <message>
        <source>A message between an MCP App and mcpscope, its host (not server traffic)</source>
        <translation>Eine Nachricht zwischen einer MCP App und mcpscope, ihrem Host (kein Serververkehr)</translation>
    </message>
    <message>
        <source>Event %1 of the recording, in session %2 of %3 (each session is judged on its own)</source>
        <translation>Ereignis %1 der Aufzeichnung, in Sitzung %2 von %3 (jede Sitzung wird für sich beurteilt)</translation>
    </message>
</context>
<context>
    <name>mcpscope::TimelineFilterBar</name>
    <message>
        <source>With &amp;diagnostics</source>
        <translation>Mit &amp;Befunden</translation>
    </message>
    <message>
        <source>Timeline filter</source>
        <translation>Verlaufsfilter</translation>
    </message>
    <message>
        <source>Both directions</source>
        <translation>Beide Richtungen</translation>
    </message>
    <message>
        <source>→ Sent</source>
        <translation>→ Gesendet</translation>
    </message>
    <message>
        <source>← Received</source>
        <translation>← Empfangen</translation>
    </message>
    <message>
        <source>Show messages in one direction only</source>
        <translation>Nur Nachrichten in einer Richtung anzeigen</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>Responses</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Notifications</source>
        <translation>Benachrichtigungen</translation>
    </message>
    <message>
        <source>Errors and invalid</source>
        <translation>Fehler und Ungültiges</translation>
    </message>
    <message>
        <source>Requests and responses</source>
        <translation>Anfragen und Antworten</translation>
    </message>
    <message>
        <source>Messages only</source>
        <translation>Nur Nachrichten</translation>
    </message>
    <message>
        <source>Show some kinds of rows only</source>
        <translation>Nur bestimmte Arten von Zeilen anzeigen</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Any method</source>
        <translation>Jede Methode</translation>
    </message>
    <message>
        <source>Show one method only (responses count as their request&apos;s method)</source>
        <translation>Nur eine Methode anzeigen (Antworten zählen zur Methode ihrer Anfrage)</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Search the raw bytes</source>
        <translation>In den Rohbytes suchen</translation>
    </message>
    <message>
        <source>Show rows whose bytes contain this text (ASCII letters ignore case)</source>
        <translation>Zeilen anzeigen, deren Bytes diesen Text enthalten (bei ASCII-Buchstaben ohne Beachtung der Groß-/Kleinschreibung)</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>Show only messages the validator found something about</source>
        <translation>Nur Nachrichten anzeigen, zu denen der Validator etwas gefunden hat</translation>
    </message>
    <message>
        <source>Show the server&apos;s error output (stderr) among the messages</source>
        <translation>Die Fehlerausgabe des Servers (stderr) zwischen den Nachrichten anzeigen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Show every row again</source>
        <translation>Wieder alle Zeilen anzeigen</translation>
    </message>
    <message>
        <source>Clear the filter</source>
        <translation>Den Filter zurücksetzen</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Folgen</translation>
    </message>
    <message>
        <source>Keep the newest row in sight (End)</source>
        <translation>Die neueste Zeile im Blick behalten (Ende)</translation>
    </message>
    <message>
        <source>Follow new messages</source>
        <translation>Neuen Nachrichten folgen</translation>
    </message>
    <message>
        <source>Rows shown</source>
        <translation>Angezeigte Zeilen</translation>
    </message>
    <message>
        <source>%1 of %2 shown</source>
        <translation>%1 von %2 angezeigt</translation>
    </message>
    <message>
        <source>std&amp;err</source>
        <translation>std&amp;err</translation>
    </message>
    <message>
        <source>App messages</source>
        <translation>App-Nachrichten</translation>
    </message>
</context>
<context>
    <name>mcpscope::TimelineModel</name>
    <message>
        <source>request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>notification</source>
        <translation>Benachrichtigung</translation>
    </message>
    <message>
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <source>stderr</source>
        <translation>stderr</translation>
    </message>
    <message>
        <source>lifecycle</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>(%1; shown in full when selected)</source>
        <translation>(%1; vollständig angezeigt, wenn ausgewählt)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>batch of %1</source>
        <translation>Batch aus %1</translation>
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
        <source>not a JSON-RPC message: %1</source>
        <translation>keine JSON-RPC-Nachricht: %1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>info</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Uhrzeit</translation>
    </message>
    <message>
        <source>Since start</source>
        <translation>Seit Start</translation>
    </message>
    <message>
        <source>Dir.</source>
        <translation>Richt.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>http</source>
        <translation>HTTP</translation>
    </message>
    <message>
        <source>input required · %1</source>
        <translation>Eingabe nötig · %1</translation>
    </message>
    <message>
        <source>round %1 of %2 · input required · %3</source>
        <translation>Runde %1 von %2 · Eingabe nötig · %3</translation>
    </message>
    <message>
        <source>round %1 of %2 · %3</source>
        <translation>Runde %1 von %2 · %3</translation>
    </message>
    <message>
        <source>app</source>
        <translation>App</translation>
    </message>
    <message>
        <source>app→host</source>
        <translation>App→Host</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>host→app</source>
        <translation>Host→App</translation>
    </message>
</context>
<context>
    <name>mcpscope::TimelineView</name>
    <message>
        <source>Message timeline</source>
        <translation>Nachrichtenverlauf</translation>
    </message>
    <message>
        <source>Every message, error output line and connection event of the session</source>
        <translation>Jede Nachricht, jede Zeile der Fehlerausgabe und jedes Verbindungsereignis der Sitzung</translation>
    </message>
    <message>
        <source>Sort by Session Order</source>
        <translation>Nach Reihenfolge in der Sitzung sortieren</translation>
    </message>
</context>
<context>
    <name>mcpscope::ToolAppTab</name>
    <message>
        <source>App</source>
        <translation>App</translation>
    </message>
    <message>
        <source>The tool&apos;s MCP App, run with the call&apos;s input and result</source>
        <translation>Die MCP App des Werkzeugs, ausgeführt mit der Eingabe und dem Ergebnis des Aufrufs</translation>
    </message>
</context>
<context>
    <name>mcpscope::ToolCallHistory</name>
    <message>
        <source>(no arguments)</source>
        <translation>(keine Argumente)</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>läuft…</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>tool error</source>
        <translation>Werkzeugfehler</translation>
    </message>
    <message>
        <source>protocol error %1</source>
        <translation>Protokollfehler %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>(invalid) </source>
        <translation>(ungültig) </translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Sent although the arguments did not match the tool&apos;s input schema.</source>
        <translation>Gesendet, obwohl die Argumente nicht zum Eingabeschema des Werkzeugs passten.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Uhrzeit</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message numerus="yes">
        <source>%1, after %n rounds</source>
        <translation>
            <numerusform>%1, nach %n Runde</numerusform>
            <numerusform>%1, nach %n Runden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::ToolController</name>
    <message>
        <source>The server answered tools/list with error %1: %2</source>
        <translation>Der Server hat tools/list mit dem Fehler %1 beantwortet: %2</translation>
    </message>
</context>
<context>
    <name>mcpscope::ToolHistoryView</name>
    <message>
        <source>Re-run</source>
        <translation>Erneut ausführen</translation>
    </message>
    <message>
        <source>Edit &amp;&amp; Re-run</source>
        <translation>Bearbeiten &amp;&amp; erneut ausführen</translation>
    </message>
    <message>
        <source>Call the tool again with the same arguments</source>
        <translation>Das Werkzeug erneut mit denselben Argumenten aufrufen</translation>
    </message>
    <message>
        <source>Put these arguments into the form, to change them before running again</source>
        <translation>Diese Argumente ins Formular übernehmen, um sie vor dem erneuten Ausführen zu ändern</translation>
    </message>
    <message>
        <source>Tool call history</source>
        <translation>Verlauf der Werkzeugaufrufe</translation>
    </message>
</context>
<context>
    <name>mcpscope::ToolListDelegate</name>
    <message>
        <source>read-only</source>
        <translation>nur lesend</translation>
    </message>
    <message>
        <source>destructive</source>
        <translation>destruktiv</translation>
    </message>
    <message>
        <source>repeatable</source>
        <translation>wiederholbar</translation>
    </message>
    <message>
        <source>open world</source>
        <translation>offene Welt</translation>
    </message>
    <message>
        <source>Read-only: the server says this tool only looks things up and changes nothing.</source>
        <translation>Nur lesend: Laut Server schlägt dieses Werkzeug nur nach und ändert nichts.</translation>
    </message>
    <message>
        <source>Destructive: the server says this tool may delete or overwrite things.</source>
        <translation>Destruktiv: Laut Server kann dieses Werkzeug Dinge löschen oder überschreiben.</translation>
    </message>
    <message>
        <source>Repeatable (idempotent): the server says calling it again with the same arguments changes nothing more.</source>
        <translation>Wiederholbar (idempotent): Laut Server ändert ein erneuter Aufruf mit denselben Argumenten nichts weiter.</translation>
    </message>
    <message>
        <source>Open world: the server says this tool may reach outside systems, such as the internet.</source>
        <translation>Offene Welt: Laut Server kann dieses Werkzeug auf externe Systeme zugreifen, etwa auf das Internet.</translation>
    </message>
    <message>
        <source>These are the server&apos;s own claims; mcpscope cannot check them.</source>
        <translation>Das sind die eigenen Angaben des Servers; mcpscope kann sie nicht prüfen.</translation>
    </message>
    <message>
        <source>app</source>
        <translation>App</translation>
    </message>
    <message>
        <source>App: this tool comes with an MCP App (a ui:// resource); after a call it runs in the App tab beside the result.</source>
        <translation>App: Dieses Werkzeug bringt eine MCP App mit (eine ui://-Ressource); nach einem Aufruf läuft sie im Reiter App neben dem Ergebnis.</translation>
    </message>
</context>
<context>
    <name>mcpscope::ToolResult</name>
    <message>
        <source>&quot;isError&quot; should be true or false.</source>
        <translation>„isError“ sollte true oder false sein.</translation>
    </message>
    <message>
        <source>This content block is not a JSON object.</source>
        <translation>Dieser Inhaltsblock ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>The result has no &quot;content&quot; list.</source>
        <translation>Das Ergebnis hat keine Liste „content“.</translation>
    </message>
    <message>
        <source>The result&apos;s &quot;content&quot; is not a list.</source>
        <translation>„content“ im Ergebnis ist keine Liste.</translation>
    </message>
    <message>
        <source>&quot;structuredContent&quot; should be a JSON object.</source>
        <translation>„structuredContent“ sollte ein JSON-Objekt sein.</translation>
    </message>
    <message>
        <source>This text block has no &quot;text&quot;.</source>
        <translation>Dieser Textblock hat kein „text“.</translation>
    </message>
    <message>
        <source>The block does not say its MIME type.</source>
        <translation>Der Block gibt seinen MIME-Typ nicht an.</translation>
    </message>
    <message>
        <source>This resource link has no &quot;uri&quot;.</source>
        <translation>Dieser Ressourcenlink hat keine „uri“.</translation>
    </message>
    <message>
        <source>This embedded resource has neither &quot;text&quot; nor &quot;blob&quot;.</source>
        <translation>Diese eingebettete Ressource hat weder „text“ noch „blob“.</translation>
    </message>
    <message>
        <source>This embedded resource has no &quot;uri&quot;.</source>
        <translation>Diese eingebettete Ressource hat keine „uri“.</translation>
    </message>
    <message>
        <source>This content block has no &quot;type&quot;.</source>
        <translation>Dieser Inhaltsblock hat keinen „type“.</translation>
    </message>
    <message>
        <source>mcpscope does not know content blocks of type &quot;%1&quot;.</source>
        <translation>mcpscope kennt keine Inhaltsblöcke vom Typ „%1“.</translation>
    </message>
    <message>
        <source>The data is missing (it should be base64 text).</source>
        <translation>Die Daten fehlen (sie sollten Base64-Text sein).</translation>
    </message>
    <message>
        <source>The data is not valid base64, so it cannot be shown.</source>
        <translation>Die Daten sind kein gültiges Base64 und können daher nicht angezeigt werden.</translation>
    </message>
    <message>
        <source>The tool declares no output schema, so the structured content was not checked.</source>
        <translation>Das Werkzeug gibt kein Ausgabeschema an, daher wurde der strukturierte Inhalt nicht geprüft.</translation>
    </message>
    <message>
        <source>Matches the declared output schema.</source>
        <translation>Passt zum angegebenen Ausgabeschema.</translation>
    </message>
    <message>
        <source>Does not match the declared output schema.</source>
        <translation>Passt nicht zum angegebenen Ausgabeschema.</translation>
    </message>
    <message>
        <source>Missing, although the tool declares an output schema.</source>
        <translation>Fehlt, obwohl das Werkzeug ein Ausgabeschema angibt.</translation>
    </message>
    <message>
        <source>The tool&apos;s output schema cannot be used: %1</source>
        <translation>Das Ausgabeschema des Werkzeugs ist nicht verwendbar: %1</translation>
    </message>
    <message>
        <source>Not checked against the output schema: %1</source>
        <translation>Nicht gegen das Ausgabeschema geprüft: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n Byte</numerusform>
            <numerusform>%n Bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>Audio</source>
        <translation>Audio</translation>
    </message>
    <message>
        <source>Resource link</source>
        <translation>Ressourcenlink</translation>
    </message>
    <message>
        <source>Embedded resource (text)</source>
        <translation>Eingebettete Ressource (Text)</translation>
    </message>
    <message>
        <source>Embedded resource (binary)</source>
        <translation>Eingebettete Ressource (binär)</translation>
    </message>
    <message>
        <source>Unknown content</source>
        <translation>Unbekannter Inhalt</translation>
    </message>
</context>
<context>
    <name>mcpscope::ToolResultView</name>
    <message>
        <source>Markdown</source>
        <translation>Markdown</translation>
    </message>
    <message>
        <source>Copy as JSON</source>
        <translation>Als JSON kopieren</translation>
    </message>
    <message>
        <source>Show text as formatted Markdown (headings, lists, emphasis). Images and links in it are never loaded.</source>
        <translation>Text als formatiertes Markdown anzeigen (Überschriften, Listen, Hervorhebungen). Bilder und Links darin werden nie geladen.</translation>
    </message>
    <message>
        <source>Copy the whole result (or the error) as JSON</source>
        <translation>Das ganze Ergebnis (oder den Fehler) als JSON kopieren</translation>
    </message>
    <message>
        <source>&lt;b&gt;Structured content&lt;/b&gt;</source>
        <translation>&lt;b&gt;Strukturierter Inhalt&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Run the tool to see its result here.</source>
        <translation>Führen Sie das Werkzeug aus, um hier sein Ergebnis zu sehen.</translation>
    </message>
    <message>
        <source> (%1 ms)</source>
        <translation> (%1 ms)</translation>
    </message>
    <message>
        <source>
Sent anyway with arguments that do not match the tool&apos;s input schema.</source>
        <translation>
Trotzdem gesendet, mit Argumenten, die nicht zum Eingabeschema des Werkzeugs passen.</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Läuft …</translation>
    </message>
    <message>
        <source>The tool answered%1.</source>
        <translation>Das Werkzeug hat geantwortet%1.</translation>
    </message>
    <message>
        <source>Tool error%1: the tool ran and reported a failure (isError: true). This is the tool&apos;s own answer, not a protocol error.</source>
        <translation>Werkzeugfehler%1: Das Werkzeug wurde ausgeführt und hat einen Fehler gemeldet (isError: true). Das ist die eigene Antwort des Werkzeugs, kein Protokollfehler.</translation>
    </message>
    <message>
        <source>Protocol error %1: %2
The server refused the request itself; the tool gave no result.</source>
        <translation>Protokollfehler %1: %2
Der Server hat schon die Anfrage selbst abgelehnt; das Werkzeug hat kein Ergebnis geliefert.</translation>
    </message>
    <message>
        <source>Cancelled. The server was told to stop; a late answer would be ignored.</source>
        <translation>Abgebrochen. Der Server wurde gebeten aufzuhören; eine verspätete Antwort würde ignoriert.</translation>
    </message>
    <message>
        <source>No answer: %1</source>
        <translation>Keine Antwort: %1</translation>
    </message>
    <message>
        <source>
The result of this older call is no longer kept (to save memory); run it again to see it.</source>
        <translation>
Das Ergebnis dieses älteren Aufrufs wird nicht mehr aufbewahrt (um Speicher zu sparen); führen Sie ihn erneut aus, um es zu sehen.</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>The result has no content blocks.</source>
        <translation>Das Ergebnis hat keine Inhaltsblöcke.</translation>
    </message>
    <message>
        <source>• at %1: %2</source>
        <translation>• bei %1: %2</translation>
    </message>
    <message>
        <source>(the whole value)</source>
        <translation>(der ganze Wert)</translation>
    </message>
    <message>
        <source>(value)</source>
        <translation>(Wert)</translation>
    </message>
    <message numerus="yes">
        <source>{%n member(s)}</source>
        <translation>
            <numerusform>{%n Feld}</numerusform>
            <numerusform>{%n Felder}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[%n item(s)]</source>
        <translation>
            <numerusform>[%n Eintrag]</numerusform>
            <numerusform>[%n Einträge]</numerusform>
        </translation>
    </message>
    <message>
        <source>… (more not shown)</source>
        <translation>… (weitere nicht angezeigt)</translation>
    </message>
    <message numerus="yes">
        <source>(Only the beginning is shown: the text has %n character(s).)</source>
        <translation>
            <numerusform>(Nur der Anfang wird angezeigt: Der Text hat %n Zeichen.)</numerusform>
            <numerusform>(Nur der Anfang wird angezeigt: Der Text hat %n Zeichen.)</numerusform>
        </translation>
    </message>
    <message>
        <source>The data is not an image mcpscope can show.</source>
        <translation>Die Daten sind kein Bild, das mcpscope anzeigen kann.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>, %1×%2 pixels</source>
        <translation>, %1×%2 Pixel</translation>
    </message>
    <message>
        <source>unknown type</source>
        <translation>unbekannter Typ</translation>
    </message>
    <message>
        <source>%1: %2 (%3, %4)</source>
        <translation>%1: %2 (%3, %4)</translation>
    </message>
    <message>
        <source>Open in Player</source>
        <translation>Im Player öffnen</translation>
    </message>
    <message>
        <source>Save the sound to a temporary file and open it with the system&apos;s default player</source>
        <translation>Den Ton in einer temporären Datei speichern und mit dem Standardplayer des Systems öffnen</translation>
    </message>
    <message>
        <source>Open %1 in the Resources view</source>
        <translation>%1 in der Ressourcenansicht öffnen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Save the data to a file</source>
        <translation>Die Daten in einer Datei speichern</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>
Could not save %1: %2</source>
        <translation>
%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Structured content</source>
        <translation>Strukturierter Inhalt</translation>
    </message>
    <message numerus="yes">
        <source> after %n rounds: the server asked for input and the call was sent again with the answers</source>
        <translation>
            <numerusform> nach %n Runde: Der Server bat um Eingaben, und der Aufruf wurde mit den Antworten erneut gesendet</numerusform>
            <numerusform> nach %n Runden: Der Server bat um Eingaben, und der Aufruf wurde mit den Antworten erneut gesendet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::ToolsPanel</name>
    <message>
        <source>Send Anyway</source>
        <translation>Trotzdem senden</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Search tools</source>
        <translation>Werkzeuge suchen</translation>
    </message>
    <message>
        <source>Choose a tool on the left to call it.</source>
        <translation>Wählen Sie links ein Werkzeug aus, um es aufzurufen.</translation>
    </message>
    <message>
        <source>Call the tool with these arguments anyway, to see how the server handles them. The call is marked as sent with invalid arguments.</source>
        <translation>Das Werkzeug trotzdem mit diesen Argumenten aufrufen, um zu sehen, wie der Server damit umgeht. Der Aufruf wird als „mit ungültigen Argumenten gesendet“ markiert.</translation>
    </message>
    <message>
        <source>Check the arguments, then call the tool (Ctrl+Return)</source>
        <translation>Die Argumente prüfen, dann das Werkzeug aufrufen (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>Ask the server to stop this call</source>
        <translation>Den Server bitten, diesen Aufruf abzubrechen</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>This window shows a saved session. Tools can only be called on a running server: connect to one in a new window.</source>
        <translation>Dieses Fenster zeigt eine gespeicherte Sitzung. Werkzeuge können nur bei einem laufenden Server aufgerufen werden: Verbinden Sie sich in einem neuen Fenster mit einem Server.</translation>
    </message>
    <message>
        <source>Not connected. Connect to a server to see and call its tools.</source>
        <translation>Nicht verbunden. Verbinden Sie sich mit einem Server, um seine Werkzeuge zu sehen und aufzurufen.</translation>
    </message>
    <message>
        <source>This server offers no tools (it did not announce the &quot;tools&quot; capability).</source>
        <translation>Dieser Server bietet keine Werkzeuge an (er hat die Fähigkeit „tools“ nicht angegeben).</translation>
    </message>
    <message>
        <source>Asking the server for its tools…</source>
        <translation>Der Server wird nach seinen Werkzeugen gefragt …</translation>
    </message>
    <message>
        <source>The server&apos;s list of tools could not be read.
%1</source>
        <translation>Die Liste der Werkzeuge des Servers konnte nicht gelesen werden.
%1</translation>
    </message>
    <message>
        <source>declares an output schema</source>
        <translation>gibt ein Ausgabeschema an</translation>
    </message>
    <message>
        <source>(The server gives no description.)</source>
        <translation>(Der Server gibt keine Beschreibung an.)</translation>
    </message>
    <message>
        <source>The server changed its tools — list refreshed (%1).</source>
        <translation>Der Server hat seine Werkzeuge geändert — Liste aktualisiert (%1).</translation>
    </message>
    <message>
        <source>The server no longer offers the tool &quot;%1&quot;. Choose another one on the left.</source>
        <translation>Der Server bietet das Werkzeug „%1“ nicht mehr an. Wählen Sie links ein anderes aus.</translation>
    </message>
    <message>
        <source>The JSON text is not a valid JSON object, so it cannot be sent. Fix it first.</source>
        <translation>Der JSON-Text ist kein gültiges JSON-Objekt und kann daher nicht gesendet werden. Korrigieren Sie ihn zuerst.</translation>
    </message>
    <message numerus="yes">
        <source>%n argument problem(s), marked at the fields. Fix them, or send anyway to see how the server handles them.</source>
        <translation>
            <numerusform>%n Problem mit den Argumenten, an den Feldern markiert. Beheben Sie es, oder senden Sie trotzdem, um zu sehen, wie der Server damit umgeht.</numerusform>
            <numerusform>%n Probleme mit den Argumenten, an den Feldern markiert. Beheben Sie sie, oder senden Sie trotzdem, um zu sehen, wie der Server damit umgeht.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 done</source>
        <translation>%1 erledigt</translation>
    </message>
    <message>
        <source>Took %1 ms</source>
        <translation>Dauerte %1 ms</translation>
    </message>
    <message>
        <source>Took %1 s</source>
        <translation>Dauerte %1 s</translation>
    </message>
    <message>
        <source>Running for %1 s</source>
        <translation>Läuft seit %1 s</translation>
    </message>
    <message numerus="yes">
        <source>%n tool(s)</source>
        <translation>
            <numerusform>%n Werkzeug</numerusform>
            <numerusform>%n Werkzeuge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n tool(s)</source>
        <translation>
            <numerusform>%1 von %n Werkzeug</numerusform>
            <numerusform>%1 von %n Werkzeugen</numerusform>
        </translation>
    </message>
    <message>
        <source>History (%1)</source>
        <translation>Verlauf (%1)</translation>
    </message>
    <message>
        <source>Copy as Command Line</source>
        <translation>Als Befehlszeile kopieren</translation>
    </message>
    <message>
        <source>Put this call, with the arguments in the form, on the clipboard as a command line for a terminal</source>
        <translation>Diesen Aufruf mit den Argumenten aus dem Formular als Befehlszeile für ein Terminal in die Zwischenablage legen</translation>
    </message>
    <message>
        <source>For mcpscope --cli</source>
        <translation>Für mcpscope --cli</translation>
    </message>
    <message>
        <source>For the Official Inspector (npx @modelcontextprotocol/inspector --cli)</source>
        <translation>Für den offiziellen Inspektor (npx @modelcontextprotocol/inspector --cli)</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Run as a task</source>
        <translation>Als Aufgabe ausführen</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Time to live of the task</source>
        <translation>Lebensdauer der Aufgabe</translation>
    </message>
    <message>
        <source>How long the server should keep the task, in seconds</source>
        <translation>Wie lange der Server die Aufgabe aufbewahren soll, in Sekunden</translation>
    </message>
    <message>
        <source>Starting %1 as a task…</source>
        <translation>%1 wird als Aufgabe gestartet…</translation>
    </message>
    <message>
        <source>The server answered %1 at once instead of making a task; the answer is in the Messages tab.</source>
        <translation>Der Server hat %1 sofort beantwortet, statt eine Aufgabe zu erzeugen; die Antwort steht im Reiter Nachrichten.</translation>
    </message>
    <message>
        <source>The task could not start: %1</source>
        <translation>Die Aufgabe konnte nicht starten: %1</translation>
    </message>
    <message>
        <source>Task %1 started; the Tasks tab follows it.</source>
        <translation>Aufgabe %1 gestartet; der Reiter Aufgaben verfolgt sie.</translation>
    </message>
    <message>
        <source>Connect to a server first.</source>
        <translation>Verbinden Sie sich zuerst mit einem Server.</translation>
    </message>
    <message>
        <source>Call the tool as a task: the server answers at once, and the Tasks tab follows the task to its end</source>
        <translation>Das Werkzeug als Aufgabe aufrufen: Der Server antwortet sofort, und der Reiter Aufgaben verfolgt die Aufgabe bis zu ihrem Ende</translation>
    </message>
</context>
<context>
    <name>mcpscope::Validator</name>
    <message>
        <source>server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>The %1 started a Content-Length header block that cannot be understood: &quot;%2&quot;.</source>
        <translation>Der %1 hat einen Content-Length-Kopfblock begonnen, der nicht verstanden wird: &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>The %1 framed this message with a Content-Length header (as LSP does); MCP over stdio is one JSON message a line, without headers. mcpscope decoded it anyway (reported once).</source>
        <translation>Der %1 hat diese Nachricht mit einem Content-Length-Kopf gerahmt (wie LSP); MCP über stdio ist eine JSON-Nachricht pro Zeile, ohne Köpfe. mcpscope hat sie trotzdem dekodiert (einmal gemeldet).</translation>
    </message>
    <message>
        <source>The %1 ends its lines with CR LF (&quot;\r\n&quot;); MCP messages are delimited by a plain newline (&quot;\n&quot;) (reported once).</source>
        <translation>Der %1 beendet seine Zeilen mit CR LF (&quot;\r\n&quot;); MCP-Nachrichten werden durch einen einfachen Zeilenumbruch (&quot;\n&quot;) getrennt (einmal gemeldet).</translation>
    </message>
    <message>
        <source>The %1 wrote an empty line; every line must be one JSON-RPC message.</source>
        <translation>Der %1 hat eine leere Zeile geschrieben; jede Zeile muss eine JSON-RPC-Nachricht sein.</translation>
    </message>
    <message>
        <source>The stream ended before the %1 bytes its Content-Length header promised arrived.</source>
        <translation>Der Datenstrom endete, bevor die %1 Bytes ankamen, die sein Content-Length-Kopf versprach.</translation>
    </message>
    <message>
        <source>The stream ended in the middle of a message (%1 without a newline): &quot;%2&quot;.</source>
        <translation>Der Datenstrom endete mitten in einer Nachricht (%1 ohne Zeilenumbruch): &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>The last message is complete but not followed by a newline; each message must end with one.</source>
        <translation>Die letzte Nachricht ist vollständig, aber ihr folgt kein Zeilenumbruch; jede Nachricht muss mit einem enden.</translation>
    </message>
    <message>
        <source>The message is empty.</source>
        <translation>Die Nachricht ist leer.</translation>
    </message>
    <message>
        <source>The server wrote to its output after the connection was closed.</source>
        <translation>Der Server hat in seine Ausgabe geschrieben, nachdem die Verbindung geschlossen war.</translation>
    </message>
    <message>
        <source>The client wrote to the server after the connection was closed.</source>
        <translation>Der Client hat an den Server geschrieben, nachdem die Verbindung geschlossen war.</translation>
    </message>
    <message>
        <source>The message is %1, more than the limit of %2; many clients refuse or truncate messages this large.</source>
        <translation>Die Nachricht ist %1 groß, mehr als die Grenze von %2; viele Clients lehnen so große Nachrichten ab oder kürzen sie.</translation>
    </message>
    <message>
        <source>The message contains line breaks (%1 lines); on stdio every message must be exactly one line.</source>
        <translation>Die Nachricht enthält Zeilenumbrüche (%1 Zeilen); über stdio muss jede Nachricht genau eine Zeile sein.</translation>
    </message>
    <message>
        <source>The member &quot;%1&quot; appears twice in the same object; mcpscope (like many parsers) keeps the last value, others keep the first.</source>
        <translation>Das Feld &quot;%1&quot; kommt zweimal im selben Objekt vor; mcpscope (wie viele Parser) behält den letzten Wert, andere den ersten.</translation>
    </message>
    <message>
        <source>The message is an empty batch ([]); a batch needs at least one message.</source>
        <translation>Die Nachricht ist ein leerer Batch ([]); ein Batch braucht mindestens eine Nachricht.</translation>
    </message>
    <message>
        <source>The message is a batch of %1; MCP %2 does not allow batches (they were removed in 2025-06-18): send each message on its own line.</source>
        <translation>Die Nachricht ist ein Batch aus %1; MCP %2 erlaubt keine Batches (sie wurden in 2025-06-18 entfernt): Senden Sie jede Nachricht in einer eigenen Zeile.</translation>
    </message>
    <message>
        <source>Element %1 of the batch is not an object.</source>
        <translation>Element %1 des Batches ist kein Objekt.</translation>
    </message>
    <message>
        <source>The message is not valid UTF-8: byte %1 (0x%2) does not start a valid sequence; JSON-RPC messages must be UTF-8.</source>
        <translation>Die Nachricht ist kein gültiges UTF-8: Byte %1 (0x%2) beginnt keine gültige Sequenz; JSON-RPC-Nachrichten müssen UTF-8 sein.</translation>
    </message>
    <message>
        <source>The message is a bare JSON value (&quot;%1&quot;), not an object: JSON-RPC messages are objects.</source>
        <translation>Die Nachricht ist ein einzelner JSON-Wert (&quot;%1&quot;), kein Objekt: JSON-RPC-Nachrichten sind Objekte.</translation>
    </message>
    <message>
        <source>The message is not JSON (%1 at byte %2): &quot;%3&quot;.</source>
        <translation>Die Nachricht ist kein JSON (%1 bei Byte %2): &quot;%3&quot;.</translation>
    </message>
    <message>
        <source>The message is spread over %1 lines; on stdio every message must be exactly one line.</source>
        <translation>Die Nachricht ist auf %1 Zeilen verteilt; über stdio muss jede Nachricht genau eine Zeile sein.</translation>
    </message>
    <message>
        <source>This line continues a JSON message that the %1 spread over several lines (pretty-printed?); on stdio every message must be exactly one line.</source>
        <translation>Diese Zeile setzt eine JSON-Nachricht fort, die der %1 auf mehrere Zeilen verteilt hat (formatiert ausgegeben?); über stdio muss jede Nachricht genau eine Zeile sein.</translation>
    </message>
    <message>
        <source>This line opens a JSON message that does not end on it: &quot;%1&quot;. The %2 seems to pretty-print its messages over several lines; on stdio every message must be exactly one line.</source>
        <translation>Diese Zeile beginnt eine JSON-Nachricht, die nicht in ihr endet: &quot;%1&quot;. Der %2 scheint seine Nachrichten formatiert über mehrere Zeilen auszugeben; über stdio muss jede Nachricht genau eine Zeile sein.</translation>
    </message>
    <message>
        <source>The server wrote a line that is not JSON to stdout: &quot;%1&quot; — log to stderr instead.</source>
        <translation>Der Server hat eine Zeile nach stdout geschrieben, die kein JSON ist: &quot;%1&quot; – Protokollausgaben gehören nach stderr.</translation>
    </message>
    <message>
        <source>The client wrote a line that is not JSON to the server&apos;s stdin: &quot;%1&quot;.</source>
        <translation>Der Client hat eine Zeile in die Standardeingabe des Servers geschrieben, die kein JSON ist: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The message starts with a UTF-8 byte order mark (the bytes EF BB BF); JSON sent over a network must not have one, and many readers refuse it. mcpscope read the message anyway.</source>
        <translation>Die Nachricht beginnt mit einer UTF-8-Byte-Order-Mark (den Bytes EF BB BF); über ein Netzwerk gesendetes JSON darf keine haben, und viele Leser lehnen sie ab. mcpscope hat die Nachricht trotzdem gelesen.</translation>
    </message>
    <message>
        <source>app</source>
        <translation>App</translation>
    </message>
    <message>
        <source>host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>The %1&apos;s message is empty.</source>
        <translation>Die Nachricht der %1-Seite ist leer.</translation>
    </message>
    <message>
        <source>The %1&apos;s message is not valid UTF-8: byte %2 (0x%3) does not start a valid sequence.</source>
        <translation>Die Nachricht der %1-Seite ist kein gültiges UTF-8: Byte %2 (0x%3) beginnt keine gültige Sequenz.</translation>
    </message>
    <message>
        <source>The %1 sent a bare JSON value (&quot;%2&quot;), not an object: JSON-RPC messages are objects.</source>
        <translation>Die %1-Seite hat einen bloßen JSON-Wert („%2“) gesendet, kein Objekt: JSON-RPC-Nachrichten sind Objekte.</translation>
    </message>
    <message>
        <source>The %1&apos;s message is not JSON (%2 at byte %3): &quot;%4&quot;.</source>
        <translation>Die Nachricht der %1-Seite ist kein JSON (%2 bei Byte %3): „%4“.</translation>
    </message>
    <message>
        <source>The %1 sent a batch (a JSON array); apps and hosts exchange one message at a time.</source>
        <translation>Die %1-Seite hat einen Batch (ein JSON-Array) gesendet; Apps und Hosts tauschen jeweils eine Nachricht aus.</translation>
    </message>
</context>
<context>
    <name>mcpscope::VariantFieldEditor</name>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Kind of value for %1</source>
        <translation>Art des Werts für %1</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(nicht gesetzt)</translation>
    </message>
</context>
<context>
    <name>mcpscope::Workspace</name>
    <message>
        <source>server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Cannot save the workspace to &quot;%1&quot;: %2</source>
        <translation>Der Arbeitsbereich kann nicht in „%1“ gespeichert werden: %2</translation>
    </message>
    <message>
        <source>The workspace was saved, but the secret values of &quot;%1&quot; could not be stored: %2</source>
        <translation>Der Arbeitsbereich wurde gespeichert, aber die geheimen Werte von „%1“ konnten nicht aufbewahrt werden: %2</translation>
    </message>
    <message>
        <source>Cannot read the workspace &quot;%1&quot;: %2</source>
        <translation>Der Arbeitsbereich „%1“ kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a workspace file of mcpscope.</source>
        <translation>„%1“ ist keine Arbeitsbereichsdatei von mcpscope.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was written by a newer mcpscope (workspace format version %2).</source>
        <translation>„%1“ wurde von einem neueren mcpscope geschrieben (Formatversion des Arbeitsbereichs %2).</translation>
    </message>
    <message>
        <source>The secret values of the workspace&apos;s servers could not be read: %1</source>
        <translation>Die geheimen Werte der Server des Arbeitsbereichs konnten nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>mcpscope::WorkspaceJournal</name>
    <message>
        <source>The workspace session names no server.</source>
        <translation>Die Sitzung des Arbeitsbereichs nennt keinen Server.</translation>
    </message>
</context>
<context>
    <name>mcpscope::apps</name>
    <message>
        <source>The tool names its app as &quot;%1&quot;, which is not a ui:// resource.</source>
        <translation>Das Werkzeug nennt als seine App „%1“, was keine ui://-Ressource ist.</translation>
    </message>
</context>
<context>
    <name>mcpscope::apps::UiMeta</name>
    <message>
        <source>csp.%1 is not a list of origins; it is ignored.</source>
        <translation>csp.%1 ist keine Liste von Ursprüngen; es wird ignoriert.</translation>
    </message>
    <message>
        <source>csp.%1 names &quot;%2&quot;, which is not a plain origin (like https://api.example.com); it is ignored.</source>
        <translation>csp.%1 nennt „%2“, was kein einfacher Ursprung ist (wie https://api.example.com); es wird ignoriert.</translation>
    </message>
    <message>
        <source>The app asks for the permission &quot;%1&quot;, which MCP Apps does not define; it is ignored.</source>
        <translation>Die App bittet um die Berechtigung „%1“, die MCP Apps nicht definiert; sie wird ignoriert.</translation>
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
        <source>Give either a server command or --config, not both.</source>
        <translation>Geben Sie entweder einen Serverbefehl oder --config an, nicht beides.</translation>
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
        <source>The option %1 expects key=value, not &quot;%2&quot;.</source>
        <translation>Die Option %1 erwartet Schlüssel=Wert, nicht „%2“.</translation>
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
        <source>no server command given.</source>
        <translation>kein Serverbefehl angegeben.</translation>
    </message>
    <message>
        <source>The command &quot;%1&quot; was not found in any directory of PATH.</source>
        <translation>Der Befehl „%1“ wurde in keinem Verzeichnis von PATH gefunden.</translation>
    </message>
    <message>
        <source>The server %1.</source>
        <translation>Der Server %1.</translation>
    </message>
    <message>
        <source>The server could not be started: %1</source>
        <translation>Der Server konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>Tapping the server: %1</source>
        <translation>Mitschnitt des Servers: %1</translation>
    </message>
    <message>
        <source>The host closed the server&apos;s input.</source>
        <translation>Der Host hat die Eingabe des Servers geschlossen.</translation>
    </message>
    <message>
        <source>Give one file to check, not several (&quot;%1&quot; and &quot;%2&quot;).</source>
        <translation>Geben Sie eine Datei zum Prüfen an, nicht mehrere („%1“ und „%2“).</translation>
    </message>
    <message>
        <source>--protocol-version needs a version such as 2025-11-25.</source>
        <translation>--protocol-version braucht eine Version wie 2025-11-25.</translation>
    </message>
    <message>
        <source>No file given. Usage: mcpscope check [--format text|json] [--protocol-version V] FILE</source>
        <translation>Keine Datei angegeben. Aufruf: mcpscope check [--format text|json] [--protocol-version V] DATEI</translation>
    </message>
    <message>
        <source>client → server</source>
        <translation>Client → Server</translation>
    </message>
    <message>
        <source>server → client</source>
        <translation>Server → Client</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>spec: %1</source>
        <translation>Spezifikation: %1</translation>
    </message>
    <message>
        <source>The session as a whole</source>
        <translation>Die Sitzung als Ganzes</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>Line %1 · %2 · %3</source>
        <translation>Zeile %1 · %2 · %3</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>bei %1</translation>
    </message>
    <message>
        <source>Cannot read standard input: %1</source>
        <translation>Die Standardeingabe kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>mcpscope session</source>
        <translation>mcpscope-Sitzung</translation>
    </message>
    <message>
        <source>transcript</source>
        <translation>Transkript</translation>
    </message>
    <message>
        <source>Checked %1 (%2).</source>
        <translation>%1 geprüft (%2).</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>Standardeingabe</translation>
    </message>
    <message>
        <source>No findings: every message follows the rules.</source>
        <translation>Keine Befunde: Jede Nachricht hält sich an die Regeln.</translation>
    </message>
    <message>
        <source>Messages: %1. Errors: %2, warnings: %3, notes: %4.</source>
        <translation>Nachrichten: %1. Fehler: %2, Warnungen: %3, Hinweise: %4.</translation>
    </message>
    <message>
        <source>request %1 (id %2)</source>
        <translation>Anfrage %1 (ID %2)</translation>
    </message>
    <message>
        <source>notification %1</source>
        <translation>Benachrichtigung %1</translation>
    </message>
    <message>
        <source>result (id %1)</source>
        <translation>Ergebnis (ID %1)</translation>
    </message>
    <message>
        <source>result of %1 (id %2)</source>
        <translation>Ergebnis von %1 (ID %2)</translation>
    </message>
    <message>
        <source>error response (id %1)</source>
        <translation>Fehlerantwort (ID %1)</translation>
    </message>
    <message>
        <source>error response to %1 (id %2)</source>
        <translation>Fehlerantwort auf %1 (ID %2)</translation>
    </message>
    <message>
        <source>batch of %1</source>
        <translation>Batch aus %1</translation>
    </message>
    <message>
        <source>not a JSON-RPC message</source>
        <translation>keine JSON-RPC-Nachricht</translation>
    </message>
    <message>
        <source>not JSON</source>
        <translation>kein JSON</translation>
    </message>
    <message>
        <source>Validation found errors in the session (%1); they are listed above.</source>
        <translation>Die Prüfung hat Fehler in der Sitzung gefunden (%1); sie stehen oben.</translation>
    </message>
    <message>
        <source>mcpscope export: give an input and an output file.
</source>
        <translation>mcpscope export: Geben Sie eine Eingabe- und eine Ausgabedatei an.
</translation>
    </message>
    <message>
        <source>mcpscope export: --format must be html, markdown or session, not &quot;%1&quot;.
</source>
        <translation>mcpscope export: --format muss html, markdown oder session sein, nicht „%1“.
</translation>
    </message>
    <message>
        <source>mcpscope export: the pattern &quot;%1&quot; is not valid: %2
</source>
        <translation>mcpscope export: Das Muster „%1“ ist ungültig: %2
</translation>
    </message>
    <message>
        <source>mcpscope export: %1
</source>
        <translation>mcpscope export: %1
</translation>
    </message>
    <message>
        <source>mcpscope export: %1 secrets redacted (use --no-redact to keep them).
</source>
        <translation>mcpscope export: %1 Geheimnisse geschwärzt (mit --no-redact bleiben sie erhalten).
</translation>
    </message>
    <message>
        <source>%1 already exists (an earlier session); this session is recorded in %2.</source>
        <translation>%1 gibt es schon (eine frühere Sitzung); diese Sitzung wird in %2 aufgezeichnet.</translation>
    </message>
    <message>
        <source>--transport must be stdio, http or sse, not &quot;%1&quot;.</source>
        <translation>--transport muss stdio, http oder sse sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>The server &quot;%1&quot; has type &quot;%2&quot;, which mcpscope does not speak (stdio, http, sse).</source>
        <translation>Der Server „%1“ hat den Typ „%2“, den mcpscope nicht beherrscht (stdio, http, sse).</translation>
    </message>
    <message>
        <source>Give either a server command or --server-url, not both.</source>
        <translation>Geben Sie entweder einen Serverbefehl oder --server-url an, nicht beides.</translation>
    </message>
    <message>
        <source>A server URL takes no arguments (got &quot;%1&quot;).</source>
        <translation>Eine Server-URL nimmt keine Argumente an (erhalten: „%1“).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid server URL.</source>
        <translation>„%1“ ist keine gültige Server-URL.</translation>
    </message>
    <message>
        <source>--transport %1 needs a server URL (as the target or with --server-url).</source>
        <translation>--transport %1 braucht eine Server-URL (als Ziel oder mit --server-url).</translation>
    </message>
    <message>
        <source>--transport stdio needs a server command, not a URL.</source>
        <translation>--transport stdio braucht einen Serverbefehl, keine URL.</translation>
    </message>
    <message>
        <source>--header is for servers reached over HTTP.</source>
        <translation>--header gilt nur für Server, die über HTTP erreicht werden.</translation>
    </message>
    <message>
        <source>--header expects &quot;Name: Value&quot;, not &quot;%1&quot;.</source>
        <translation>--header erwartet &quot;Name: Wert&quot;, nicht „%1“.</translation>
    </message>
    <message>
        <source>--elicitation must be decline, cancel or accept-defaults, not &quot;%1&quot;.</source>
        <translation>--elicitation muss decline, cancel oder accept-defaults sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>--listen and --upstream are both needed.</source>
        <translation>Es werden sowohl --listen als auch --upstream gebraucht.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an http:// or https:// address.</source>
        <translation>„%1“ ist keine http://- oder https://-Adresse.</translation>
    </message>
    <message>
        <source>--listen expects [ADDR:]PORT, not &quot;%1&quot;.</source>
        <translation>--listen erwartet [ADDR:]PORT, nicht „%1“.</translation>
    </message>
    <message>
        <source>%1 is not a loopback address: other machines could use the tap (and the credentials passing through it). Add --allow-remote if that is what you want.</source>
        <translation>%1 ist keine Loopback-Adresse: Andere Rechner könnten den Tap nutzen (und die Zugangsdaten, die durch ihn laufen). Fügen Sie --allow-remote hinzu, wenn Sie das wollen.</translation>
    </message>
    <message>
        <source>Tapping %1 at %2</source>
        <translation>Mitschnitt von %1 unter %2</translation>
    </message>
    <message>
        <source>The tap stopped.</source>
        <translation>Der Tap wurde beendet.</translation>
    </message>
    <message>
        <source>Usage: mcpscope tap [--save-session FILE] -- COMMAND [ARGS...]
       mcpscope tap --listen [ADDR:]PORT --upstream URL [--save-session FILE]

Put mcpscope between an MCP host and a stdio server: in the host&apos;s configuration,
replace the server command by &quot;mcpscope tap -- &lt;the server command&gt;&quot;. Every byte
passes through unchanged in both directions, the server&apos;s error output passes
through, its exit code (or signal) becomes tap&apos;s, and the whole session is written
to FILE as it happens (default: a new file under %1). When FILE is already there
(a host starts tap again for each session), the session goes to FILE-2, FILE-3, ...
beside it, and tap says so on its error output.

For a server reached over HTTP, tap is a recording reverse proxy on loopback: point
the host at http://127.0.0.1:PORT (with the upstream URL&apos;s path).
mcpscope tap --listen PORT --help describes it.
</source>
        <translation>Aufruf: mcpscope tap [--save-session DATEI] -- BEFEHL [ARGUMENTE...]
       mcpscope tap --listen [ADDR:]PORT --upstream URL [--save-session DATEI]

Schaltet mcpscope zwischen einen MCP-Host und einen stdio-Server: Ersetzen Sie in der
Konfiguration des Hosts den Serverbefehl durch &quot;mcpscope tap -- &lt;der Serverbefehl&gt;&quot;.
Jedes Byte geht unverändert in beide Richtungen hindurch, die Fehlerausgabe des
Servers wird durchgereicht, sein Exit-Code (oder Signal) wird zu dem von tap, und die
ganze Sitzung wird laufend in DATEI geschrieben (Standard: eine neue Datei unter %1).
Gibt es DATEI schon (ein Host startet tap für jede Sitzung neu), geht die Sitzung nach
DATEI-2, DATEI-3, ... daneben, und tap meldet das in seiner Fehlerausgabe.

Für einen Server, der über HTTP erreicht wird, ist tap ein aufzeichnender Reverse-Proxy
auf Loopback: Richten Sie den Host auf http://127.0.0.1:PORT (mit dem Pfad der
Upstream-URL). mcpscope tap --listen PORT --help beschreibt es.
</translation>
    </message>
    <message>
        <source>Usage: mcpscope tap --listen [ADDR:]PORT --upstream URL [--save-session FILE] [--allow-remote]
                    [--secret-header NAME]...

Put mcpscope between an MCP host and a server reached over HTTP: point the host at
http://ADDR:PORT with the upstream URL&apos;s path, and every request goes on to the
upstream server unchanged (method, path, headers, body); its answers come back as
they arrive, event streams included. The whole session is recorded to FILE as it
happens, Authorization, cookies and other secret headers redacted (by name, by the
shape of their value, and each --secret-header NAME). ADDR defaults to
127.0.0.1; an address other than loopback needs --allow-remote.

The tap is a careful proxy: the upstream URL&apos;s query stays (the host&apos;s follows it);
Proxy-Authorization and the headers named in Connection stay with the tap; compressed
answers are decoded so that the recording has their messages; HEAD, 204 and 304 go
on without a body. A request that names another host (DNS rebinding) or comes from
a web page of another computer (Origin) is refused with 403. What a host does not
read waits in the tap up to 32 MiB; beyond that the answer ends, and the tap says so.
</source>
        <translation>Aufruf: mcpscope tap --listen [ADDR:]PORT --upstream URL [--save-session DATEI] [--allow-remote]
                    [--secret-header NAME]...

Schaltet mcpscope zwischen einen MCP-Host und einen Server, der über HTTP erreicht
wird: Richten Sie den Host auf http://ADDR:PORT mit dem Pfad der Upstream-URL, und
jede Anfrage geht unverändert an den Upstream-Server weiter (Methode, Pfad, Header,
Inhalt); seine Antworten kommen so zurück, wie sie eintreffen, Ereignisströme
eingeschlossen. Die ganze Sitzung wird laufend in DATEI aufgezeichnet, Authorization,
Cookies und andere geheime Header geschwärzt (nach Name, nach der Form ihres Werts und
jedes --secret-header NAME). ADDR ist standardmäßig 127.0.0.1; eine
Adresse außerhalb von Loopback braucht --allow-remote.

Der Tap ist ein sorgfältiger Proxy: Die Query der Upstream-URL bleibt (die des Hosts
folgt ihr); Proxy-Authorization und die in Connection genannten Header bleiben beim
Tap; komprimierte Antworten werden dekodiert, damit die Aufzeichnung ihre Nachrichten
enthält; HEAD, 204 und 304 gehen ohne Inhalt weiter. Eine Anfrage, die einen anderen
Host nennt (DNS-Rebinding) oder von einer Webseite eines anderen Rechners kommt
(Origin), wird mit 403 abgewiesen. Was ein Host nicht liest, wartet im Tap bis zu
32 MiB; danach endet die Antwort, und der Tap sagt es.
</translation>
    </message>
    <message>
        <source>--duration expects a positive number of seconds, not &quot;%1&quot;.</source>
        <translation>--duration erwartet eine positive Anzahl Sekunden, nicht „%1“.</translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;.</source>
        <translation>Unerwartetes Argument „%1“.</translation>
    </message>
    <message>
        <source>app → host</source>
        <translation>App → Host</translation>
    </message>
    <message>
        <source>host → app</source>
        <translation>Host → App</translation>
    </message>
    <message>
        <source>--task runs tools/call only.</source>
        <translation>--task führt nur tools/call aus.</translation>
    </message>
    <message>
        <source>--app-info requires --method tools/call (with --tool-name) or --method tools/list.</source>
        <translation>--app-info verlangt --method tools/call (mit --tool-name) oder --method tools/list.</translation>
    </message>
    <message>
        <source>--task-ttl expects a positive number of milliseconds, not &quot;%1&quot;.</source>
        <translation>--task-ttl erwartet eine positive Zahl von Millisekunden, nicht „%1“.</translation>
    </message>
    <message>
        <source>Usage: mcpscope --cli COMMAND [ARGS...] [options]
       mcpscope --cli URL [options]
       mcpscope --cli [options] -- COMMAND [ARGS...]
       mcpscope --cli --config FILE --server NAME [options]

Starts an MCP server over stdio, or reaches one over HTTP, performs one request and
prints the result.
Compatible with the official MCP inspector&apos;s --cli flags and exit codes.

Options:
  --method METHOD          initialize, ping, tools/list, tools/call, resources/list,
                           resources/read, resources/templates/list, prompts/list,
                           prompts/get, logging/setLevel; MCP 2026-07-28 (with
                           --protocol-era): server/discover, subscriptions/listen
  --tool-name NAME         tool for tools/call
  --tool-arg KEY=VALUE     a tool argument (VALUE is used as JSON when it parses)
  --tool-args-json JSON    all tool arguments as one JSON object
  --task                   tools/call: run the call as a task and follow it to its end
                           (status and progress on stderr; the result as for a call;
                           Ctrl+C cancels the task); both MCP 2025-11-25 tasks and the
                           2026-07-28 extension io.modelcontextprotocol/tasks
  --task-ttl MS            with --task: the time to live to ask for, in milliseconds
  --app-info               the tool&apos;s MCP App (its ui:// resource, csp, permissions,
                           domain) as one JSON line, the tool not called; exit 2 when
                           it has none; with tools/list: one line a tool
  --advertise-apps         declare the MCP Apps extension (io.modelcontextprotocol/ui)
                           at initialize, for servers that show app tools only then
  --uri URI                resource for resources/read
  --prompt-name NAME       prompt for prompts/get
  --prompt-args KEY=VALUE  a prompt argument
  --log-level LEVEL        level for logging/setLevel
  --metadata KEY=VALUE     _meta for every request
  --tool-metadata KEY=VALUE  _meta for tools/call
  -e KEY=VALUE             environment variable for the server
  --cwd DIR                working directory of the server (and its root)
  --server-url URL         the server&apos;s URL (or give the URL as COMMAND)
  --transport stdio|http|sse  how to reach it (default: stdio for a command; for a URL,
                           sse when its path ends in /sse, else Streamable HTTP)
  --header &quot;NAME: VALUE&quot;   an HTTP header for every request (repeatable); --header @FILE
                           or --header-file FILE adds each &quot;NAME: VALUE&quot; line of FILE,
                           and so does the variable MCPSCOPE_HEADERS: secrets need not
                           stand in the process list
  --client-id ID           OAuth: a client registered at the authorization server
  --client-secret SECRET   OAuth: its secret (a confidential client); @FILE reads it
                           from FILE (or --client-secret-file FILE, or the variable
                           MCPSCOPE_CLIENT_SECRET), so it is not in the process list
  --client-issuer URL      OAuth: the authorization server the client is registered at;
                           its secret goes nowhere else (default: the first one used)
  --client-metadata-url URL  OAuth: a Client ID Metadata Document to use as client id
  --callback-url URL       OAuth: the loopback address the browser returns to
                           (default http://127.0.0.1:6276/oauth/callback; port 0: any)
  --client-credentials     OAuth: the client credentials grant (a machine client, no
                           browser): --client-id with --client-secret or --client-private-key
  --client-private-key FILE  OAuth: sign client assertions with this PEM key
                           (private_key_jwt; ES256 for a P-256 key, RS256 for RSA)
  --authorize ask|print|fetch|never  OAuth: how to sign in when the server asks: ask
                           before opening the browser (default on a terminal), print
                           the address, fetch it without a browser (test servers that
                           approve at once), never (exit 3; default otherwise)
  --stored-auth-only       OAuth: use a stored sign-in only, never sign in (exit 3)
  --relogin                OAuth: forget the stored sign-in for this URL first
  --auth-timeout MS        OAuth: end a sign-in that takes longer, browser included,
                           with exit 3 (default 300000: five minutes)
  --elicitation decline|cancel|accept-defaults
                           how to answer the server&apos;s form questions (default decline;
                           accept-defaults accepts with the form&apos;s default values)
  --config FILE            an mcpServers configuration file
  --server NAME            the entry of --config to use
  --connect-timeout MS     give up when the handshake takes longer (default 15000)
  --request-timeout MS     give up on the request after MS (default 60000)
  --protocol-era legacy|auto|modern
                           the MCP era: legacy (default) sends initialize; auto tries
                           2026-07-28 (server/discover) and falls back; modern only
                           2026-07-28
  --duration S             subscriptions/listen: stop after S seconds (default: when
                           interrupted, or when the server ends the stream)
  --format text|json       text: the result as indented JSON; json: {&quot;result&quot;: ...}
  --save-session FILE      write the whole session (every message) to FILE
  --check                  validate every message; report findings on stderr as JSON lines
  -q, --quiet              do not pass the server&apos;s error output through
  -h, --help               this help
  -V, --version            print the version

Exit codes: 0 success, 1 usage error or error answer, 3 authorization required,
4 server unreachable (not found, exited, timed out, answer unreadable), 5 tool error (isError result or
unknown tool), 6 --check found an error.

Other commands:
  mcpscope [-- COMMAND ARGS...]   open the inspector window (default: the demo server)
  mcpscope check FILE             validate a recorded session or transcript (check --help)
  mcpscope compare A B            what differs between two recorded sessions (compare --help)
  mcpscope run COLLECTION …       run a collection of requests with expectations (run --help)
  mcpscope replay SESSION …       send a recorded session&apos;s requests again and compare (replay --help)
</source>
        <translation>Aufruf: mcpscope --cli BEFEHL [ARGUMENTE...] [Optionen]
        mcpscope --cli URL [Optionen]
        mcpscope --cli [Optionen] -- BEFEHL [ARGUMENTE...]
        mcpscope --cli --config DATEI --server NAME [Optionen]

Startet einen MCP-Server über stdio oder erreicht einen über HTTP, führt eine Anfrage
aus und gibt das Ergebnis aus.
Kompatibel mit den --cli-Optionen und Exit-Codes des offiziellen MCP Inspector.

Optionen:
  --method METHODE         initialize, ping, tools/list, tools/call, resources/list,
                           resources/read, resources/templates/list, prompts/list,
                           prompts/get, logging/setLevel; MCP 2026-07-28 (mit
                           --protocol-era): server/discover, subscriptions/listen
  --tool-name NAME         Werkzeug für tools/call
  --tool-arg SCHLÜSSEL=WERT  ein Werkzeugargument (WERT wird als JSON verwendet, wenn
                           er sich so lesen lässt)
  --tool-args-json JSON    alle Werkzeugargumente als ein JSON-Objekt
  --task                   tools/call: den Aufruf als Aufgabe ausführen und bis zu ihrem
                           Ende verfolgen (Status und Fortschritt auf stderr; das Ergebnis
                           wie bei einem Aufruf; Strg+C bricht die Aufgabe ab); sowohl
                           Aufgaben von MCP 2025-11-25 als auch die Erweiterung
                           io.modelcontextprotocol/tasks von 2026-07-28
  --task-ttl MS            mit --task: die gewünschte Lebensdauer, in Millisekunden
  --app-info               die MCP App des Werkzeugs (ihre ui://-Ressource, csp,
                           permissions, domain) als eine JSON-Zeile, ohne das Werkzeug
                           aufzurufen; Exit-Code 2, wenn es keine hat; mit tools/list:
                           eine Zeile pro Werkzeug
  --advertise-apps         die MCP-Apps-Erweiterung (io.modelcontextprotocol/ui) bei
                           initialize angeben, für Server, die App-Werkzeuge nur dann
                           zeigen
  --uri URI                Ressource für resources/read
  --prompt-name NAME       Prompt für prompts/get
  --prompt-args SCHLÜSSEL=WERT  ein Prompt-Argument
  --log-level LEVEL        Stufe für logging/setLevel
  --metadata SCHLÜSSEL=WERT  _meta für jede Anfrage
  --tool-metadata SCHLÜSSEL=WERT  _meta für tools/call
  -e SCHLÜSSEL=WERT        Umgebungsvariable für den Server
  --cwd DIR                Arbeitsverzeichnis des Servers (und sein Root)
  --server-url URL         die URL des Servers (oder geben Sie die URL als BEFEHL an)
  --transport stdio|http|sse  wie er erreicht wird (Standard: stdio für einen Befehl;
                           für eine URL sse, wenn ihr Pfad auf /sse endet, sonst
                           Streamable HTTP)
  --header &quot;NAME: WERT&quot;    ein HTTP-Header für jede Anfrage (wiederholbar); --header @DATEI
                           oder --header-file DATEI fügt jede Zeile &quot;NAME: WERT&quot; aus DATEI
                           hinzu, ebenso die Variable MCPSCOPE_HEADERS: Geheimnisse müssen
                           nicht in der Prozessliste stehen
  --client-id ID           OAuth: ein beim Autorisierungsserver registrierter Client
  --client-secret SECRET   OAuth: sein Geheimnis (ein vertraulicher Client); @DATEI liest es
                           aus DATEI (oder --client-secret-file DATEI, oder die Variable
                           MCPSCOPE_CLIENT_SECRET), damit es nicht in der Prozessliste steht
  --client-issuer URL      OAuth: der Autorisierungsserver, bei dem der Client registriert ist;
                           sein Geheimnis geht nirgendwo anders hin (Vorgabe: der zuerst verwendete)
  --client-metadata-url URL  OAuth: ein Client ID Metadata Document als Client-ID
  --callback-url URL       OAuth: die Loopback-Adresse, zu der der Browser zurückkehrt
                           (Standard http://127.0.0.1:6276/oauth/callback; Port 0:
                           ein beliebiger)
  --client-credentials     OAuth: der Ablauf mit Client-Zugangsdaten (ein
                           Maschinen-Client, kein Browser): --client-id mit
                           --client-secret oder --client-private-key
  --client-private-key DATEI  OAuth: Client-Assertions mit diesem PEM-Schlüssel signieren
                           (private_key_jwt; ES256 für einen P-256-Schlüssel, RS256
                           für RSA)
  --authorize ask|print|fetch|never  OAuth: wie die Anmeldung läuft, wenn der Server
                           danach fragt: ask fragt vor dem Öffnen des Browsers (Standard
                           in einem Terminal), print gibt die Adresse aus, fetch ruft
                           sie ohne Browser ab (Testserver, die sofort zustimmen),
                           never (Exit-Code 3; sonst Standard)
  --stored-auth-only       OAuth: nur eine gespeicherte Anmeldung verwenden, sich nie
                           neu anmelden (Exit-Code 3)
  --relogin                OAuth: zuerst die gespeicherte Anmeldung für diese URL
                           vergessen
  --auth-timeout MS        OAuth: eine Anmeldung, die länger dauert (Browser eingeschlossen),
                           mit Exit-Code 3 beenden (Vorgabe 300000: fünf Minuten)
  --elicitation decline|cancel|accept-defaults
                           wie die Formularfragen des Servers beantwortet werden
                           (Standard decline; accept-defaults nimmt mit den
                           Standardwerten des Formulars an)
  --config DATEI           eine mcpServers-Konfigurationsdatei
  --server NAME            der Eintrag aus --config, der verwendet wird
  --connect-timeout MS     aufgeben, wenn der Handshake länger dauert (Standard 15000)
  --request-timeout MS     die Anfrage nach MS aufgeben (Standard 60000)
  --protocol-era legacy|auto|modern
                           die MCP-Ära: legacy (Standard) sendet initialize; auto
                           versucht 2026-07-28 (server/discover) und fällt zurück;
                           modern nur 2026-07-28
  --duration S             subscriptions/listen: nach S Sekunden aufhören (Standard: bei
                           Unterbrechung, oder wenn der Server den Datenstrom beendet)
  --format text|json       text: das Ergebnis als eingerücktes JSON; json: {&quot;result&quot;: ...}
  --save-session DATEI     die ganze Sitzung (jede Nachricht) in DATEI schreiben
  --check                  jede Nachricht prüfen; Befunde als JSON Lines auf stderr
                           melden
  -q, --quiet              die Fehlerausgabe des Servers nicht durchreichen
  -h, --help               diese Hilfe
  -V, --version            die Version ausgeben

Exit-Codes: 0 Erfolg, 1 Aufruffehler oder Fehlerantwort, 3 Autorisierung erforderlich,
4 Server nicht erreichbar (nicht gefunden, beendet, Zeit abgelaufen, Antwort unlesbar),
5 Werkzeugfehler
(Ergebnis mit isError oder unbekanntes Werkzeug), 6 --check hat einen Fehler gefunden.

Weitere Befehle:
  mcpscope [-- BEFEHL ARGUMENTE...]  das Inspektor-Fenster öffnen (Standard: der
                                  Demo-Server)
  mcpscope check DATEI            eine aufgezeichnete Sitzung oder ein Transkript prüfen
                                  (check --help)
  mcpscope compare A B            was sich zwischen zwei aufgezeichneten Sitzungen
                                  unterscheidet (compare --help)
  mcpscope run SAMMLUNG …         eine Sammlung von Anfragen mit Erwartungen ausführen
                                  (run --help)
  mcpscope replay SITZUNG …       die Anfragen einer aufgezeichneten Sitzung erneut senden
                                  und vergleichen (replay --help)
</translation>
    </message>
    <message>
        <source>as a whole</source>
        <translation>als Ganzes</translation>
    </message>
    <message>
        <source>Usage: mcpscope check [--format text|json] [--protocol-version V] FILE

Validates a recorded MCP session offline: every message against JSON-RPC 2.0 and the
MCP specification, and the session as a whole (ids, lifecycle, capabilities); the
messages between MCP Apps and the host that a session file holds against the apps
dialect (ext-apps 2.0.4).
FILE is a session file of mcpscope (--save-session, tap) or a transcript: JSON Lines,
one {&quot;direction&quot;: &quot;client-&gt;server&quot; or &quot;server-&gt;client&quot;, &quot;msg&quot;: MESSAGE} a line.
FILE - reads standard input.
A recording that holds several sessions (a host that reconnected, two hosts through one
tap, a window restarted) is checked session by session, each from a fresh start; a
workspace session file (several servers) server by server. docs/FILES.md has the formats.

Options:
  --format text|json       text: findings grouped by message, for people (default);
                           json: one object a line per finding, {&quot;severity&quot;, &quot;code&quot;,
                           &quot;message&quot;, &quot;index&quot; (0-based line of FILE), &quot;direction&quot;
                           (client-&gt;server, server-&gt;client, app-&gt;host, host-&gt;app),
                           &quot;pointer&quot;, &quot;spec&quot;}, then {&quot;summary&quot;: {...}}; a file that holds
                           several sessions or servers adds &quot;session&quot; (from 1) and
                           &quot;server&quot; (its name) to each, and &quot;sessions&quot; (and
                           &quot;servers&quot;) to the summary
  --protocol-version V     check against protocol version V instead of the negotiated one
  -h, --help               this help

Exit codes: 0 no errors (warnings and notes allowed), 1 at least one error,
2 FILE cannot be read or is not a session or transcript.
</source>
        <translation>Aufruf: mcpscope check [--format text|json] [--protocol-version V] DATEI

Prüft eine aufgezeichnete MCP-Sitzung offline: jede Nachricht gegen JSON-RPC 2.0 und die
MCP-Spezifikation, und die Sitzung als Ganzes (IDs, Lebenszyklus, Fähigkeiten); dazu die
Nachrichten zwischen MCP Apps und dem Host, die eine Sitzungsdatei enthält, gegen den
Apps-Dialekt (ext-apps 2.0.4).
DATEI ist eine Sitzungsdatei von mcpscope (--save-session, tap) oder ein Transkript:
JSON Lines, ein {&quot;direction&quot;: &quot;client-&gt;server&quot; oder &quot;server-&gt;client&quot;, &quot;msg&quot;: NACHRICHT}
pro Zeile. DATEI - liest die Standardeingabe.
Eine Aufzeichnung mit mehreren Sitzungen (ein Host, der sich neu verbunden hat, zwei Hosts
über einen tap, ein neu gestartetes Fenster) wird Sitzung für Sitzung geprüft, jede von
einem frischen Anfang an; eine Sitzungsdatei eines Arbeitsbereichs (mehrere Server) Server
für Server. Die Formate stehen in docs/FILES.md.

Optionen:
  --format text|json       text: Befunde nach Nachricht gruppiert, für Menschen (Standard);
                           json: ein Objekt pro Zeile und Befund, {&quot;severity&quot;, &quot;code&quot;,
                           &quot;message&quot;, &quot;index&quot; (Zeile in DATEI, ab 0), &quot;direction&quot;
                           (client-&gt;server, server-&gt;client, app-&gt;host, host-&gt;app),
                           &quot;pointer&quot;, &quot;spec&quot;}, danach {&quot;summary&quot;: {...}}; bei einer Datei
                           mit mehreren Sitzungen oder Servern kommen &quot;session&quot; (ab 1)
                           und &quot;server&quot; (sein Name) zu jedem hinzu, und &quot;sessions&quot; (und
                           &quot;servers&quot;) zur Zusammenfassung
  --protocol-version V     gegen Protokollversion V prüfen statt gegen die ausgehandelte
  -h, --help               diese Hilfe

Exit-Codes: 0 keine Fehler (Warnungen und Hinweise erlaubt), 1 mindestens ein Fehler,
2 DATEI kann nicht gelesen werden oder ist weder Sitzung noch Transkript.
</translation>
    </message>
    <message numerus="yes">
        <source>mcpscope workspace session, %n servers</source>
        <translation>
            <numerusform>mcpscope-Arbeitsbereichssitzung, %n Server</numerusform>
            <numerusform>mcpscope-Arbeitsbereichssitzung, %n Server</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The recording holds %n sessions; each was checked on its own.</source>
        <translation>
            <numerusform>Die Aufzeichnung enthält %n Sitzung; sie wurde für sich geprüft.</numerusform>
            <numerusform>Die Aufzeichnung enthält %n Sitzungen; jede wurde für sich geprüft.</numerusform>
        </translation>
    </message>
    <message>
        <source>Usage: mcpscope export [--format html|markdown|session] [--no-redact] [--redact REGEX]...
                      [--server NAME]... IN OUT

Turns a recorded session (an mcpscope session file or a transcript of
{&quot;direction&quot;, &quot;msg&quot;} lines) into a file to share: a self-contained HTML report,
a Markdown summary for an issue, or a session file. The format follows OUT&apos;s
ending (.html, .md, .jsonl) unless --format says otherwise. Secrets are redacted
unless --no-redact; --redact adds a pattern of your own.

IN may be a workspace session (the sessions of several servers in one file):
--server NAME picks a server (repeat it for several); without it every server is
exported. A session file keeps the servers tagged in the order their events
arrived (one server alone becomes a plain session file); an HTML or Markdown
report shows one server.
</source>
        <translation>Aufruf: mcpscope export [--format html|markdown|session] [--no-redact] [--redact REGEX]...
                        [--server NAME]... EIN AUS

Macht aus einer aufgezeichneten Sitzung (einer mcpscope-Sitzungsdatei oder einem
Mitschnitt aus {&quot;direction&quot;, &quot;msg&quot;}-Zeilen) eine Datei zum Weitergeben: einen
eigenständigen HTML-Bericht, eine Markdown-Zusammenfassung für ein Issue oder eine
Sitzungsdatei. Das Format richtet sich nach der Endung von AUS (.html, .md, .jsonl),
sofern --format nichts anderes sagt. Geheimnisse werden geschwärzt, außer mit
--no-redact; --redact fügt ein eigenes Muster hinzu.

EIN darf eine Sitzung eines Arbeitsbereichs sein (die Sitzungen mehrerer Server in einer
Datei): --server NAME wählt einen Server aus (für mehrere wiederholen); ohne die Option
wird jeder Server exportiert. Eine Sitzungsdatei behält die Server gekennzeichnet, in der
Reihenfolge, in der ihre Ereignisse eintrafen (ein einzelner Server wird zu einer
einfachen Sitzungsdatei); ein HTML- oder Markdown-Bericht zeigt einen Server.
</translation>
    </message>
    <message>
        <source>mcpscope export: --server picks servers of a workspace session; %1 holds one session.
</source>
        <translation>mcpscope export: --server wählt Server einer Arbeitsbereichssitzung aus; %1 enthält nur eine Sitzung.
</translation>
    </message>
    <message>
        <source>mcpscope export: the workspace session has no server &quot;%1&quot;; it has %2.
</source>
        <translation>mcpscope export: Die Arbeitsbereichssitzung hat keinen Server „%1“; sie hat %2.
</translation>
    </message>
    <message>
        <source>mcpscope export: an HTML or Markdown report shows one server; pick it with --server NAME (the file holds %1).
</source>
        <translation>mcpscope export: Ein HTML- oder Markdown-Bericht zeigt einen Server; wählen Sie ihn mit --server NAME aus (die Datei enthält %1).
</translation>
    </message>
    <message>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation>„%1“ kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>mcpscope::cli::AuthOptions</name>
    <message>
        <source>--authorize must be ask, print, fetch or never, not &quot;%1&quot;.</source>
        <translation>--authorize muss ask, print, fetch oder never sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>--callback-url must be a loopback http:// address (127.0.0.1, localhost or [::1]), not &quot;%1&quot;.</source>
        <translation>--callback-url muss eine Loopback-Adresse mit http:// sein (127.0.0.1, localhost oder [::1]), nicht „%1“.</translation>
    </message>
    <message>
        <source>--client-metadata-url must be an https:// address.</source>
        <translation>--client-metadata-url muss eine https://-Adresse sein.</translation>
    </message>
    <message>
        <source>Cannot read the private key &quot;%1&quot;: %2</source>
        <translation>Der private Schlüssel „%1“ kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>--client-credentials needs --client-id (and --client-secret or --client-private-key).</source>
        <translation>--client-credentials braucht --client-id (und --client-secret oder --client-private-key).</translation>
    </message>
    <message>
        <source>--auth-timeout expects a positive number of milliseconds, not &quot;%1&quot;.</source>
        <translation>--auth-timeout erwartet eine positive Zahl von Millisekunden, nicht „%1“.</translation>
    </message>
    <message>
        <source>--client-issuer needs --client-id and the address of the authorization server the client is registered at, not &quot;%1&quot;.</source>
        <translation>--client-issuer braucht --client-id und die Adresse des Autorisierungsservers, bei dem der Client registriert ist, nicht „%1“.</translation>
    </message>
    <message>
        <source>OAuth, for a URL server that asks for a sign-in (as with mcpscope --cli):
  --client-id ID, --client-secret SECRET   a client registered at the authorization server
                           (the secret: @FILE or --client-secret-file FILE reads it from
                           FILE, MCPSCOPE_CLIENT_SECRET from the environment)
  --client-issuer URL      the authorization server that client is registered at: its
                           secret goes nowhere else (default: the first one it is used with)
  --client-metadata-url URL  a Client ID Metadata Document to use as client id
  --callback-url URL       the loopback address the browser returns to
  --client-credentials     the client credentials grant (no browser; with --client-id
                           and --client-secret or --client-private-key FILE)
  --authorize ask|print|fetch|never  how to sign in (default: ask on a terminal,
                           never otherwise: exit 3)
  --stored-auth-only       use a stored sign-in only (exit 3 without one)
  --relogin                forget the stored sign-in for this URL first
  --auth-timeout MS        end a sign-in that takes longer, browser included, with
                           exit 3 (default 300000: five minutes)
</source>
        <translation>OAuth, für einen URL-Server, der eine Anmeldung verlangt (wie bei mcpscope --cli):
  --client-id ID, --client-secret SECRET   ein beim Autorisierungsserver registrierter Client
                           (das Geheimnis: @DATEI oder --client-secret-file DATEI liest es
                           aus DATEI, MCPSCOPE_CLIENT_SECRET aus der Umgebung)
  --client-issuer URL      der Autorisierungsserver, bei dem dieser Client registriert ist:
                           sein Geheimnis geht nirgendwo anders hin (Vorgabe: der zuerst verwendete)
  --client-metadata-url URL  ein Client ID Metadata Document als Client-ID
  --callback-url URL       die Loopback-Adresse, zu der der Browser zurückkehrt
  --client-credentials     die Client-Credentials-Gewährung (ohne Browser; mit --client-id
                           und --client-secret oder --client-private-key FILE)
  --authorize ask|print|fetch|never  wie angemeldet wird (Standard: auf einem Terminal
                           fragen, sonst never: Exit 3)
  --stored-auth-only       nur eine gespeicherte Anmeldung verwenden (ohne sie Exit 3)
  --relogin                die gespeicherte Anmeldung für diese URL vorher vergessen
  --auth-timeout MS        eine Anmeldung, die länger dauert (Browser eingeschlossen), mit
                           Exit-Code 3 beenden (Vorgabe 300000: fünf Minuten)
</translation>
    </message>
</context>
<context>
    <name>mcpscope::cli::CliRun</name>
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
    <message numerus="yes">
        <source>mcpscope: the server broke the protocol: %n error(s)</source>
        <translation>
            <numerusform>mcpscope: Der Server hat das Protokoll verletzt: %n Fehler</numerusform>
            <numerusform>mcpscope: Der Server hat das Protokoll verletzt: %n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and %n warning(s)</source>
        <translation>
            <numerusform> und %n Warnung</numerusform>
            <numerusform> und %n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mcpscope: %n warning(s) about the server&apos;s messages</source>
        <translation>
            <numerusform>mcpscope: %n Warnung zu den Nachrichten des Servers</numerusform>
            <numerusform>mcpscope: %n Warnungen zu den Nachrichten des Servers</numerusform>
        </translation>
    </message>
    <message>
        <source>message #%1</source>
        <translation>Nachricht #%1</translation>
    </message>
    <message>
        <source>the session</source>
        <translation>die Sitzung</translation>
    </message>
    <message>
        <source>  Run with --check for the full list.</source>
        <translation>  Mit --check sehen Sie die ganze Liste.</translation>
    </message>
    <message>
        <source>subscriptions/listen belongs to MCP 2026-07-28, and this connection speaks %1: use --protocol-era modern (or auto with a modern server).</source>
        <translation>subscriptions/listen gehört zu MCP 2026-07-28, und diese Verbindung spricht %1: Verwenden Sie --protocol-era modern (oder auto mit einem modernen Server).</translation>
    </message>
    <message>
        <source>The listener stopped.</source>
        <translation>Das Zuhören wurde beendet.</translation>
    </message>
    <message>
        <source>Tool &apos;%1&apos; has no MCP App UI resource (_meta.ui.resourceUri).</source>
        <translation>Das Werkzeug „%1“ hat keine UI-Ressource für eine MCP App (_meta.ui.resourceUri).</translation>
    </message>
    <message>
        <source>Tool &apos;%1&apos; cannot run as a task: %2</source>
        <translation>Das Werkzeug „%1“ kann nicht als Aufgabe laufen: %2</translation>
    </message>
    <message>
        <source>task %1: %2</source>
        <translation>Aufgabe %1: %2</translation>
    </message>
    <message>
        <source> (%1 of %2)</source>
        <translation> (%1 von %2)</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>task %1 started; Ctrl+C cancels it</source>
        <translation>Aufgabe %1 gestartet; Strg+C bricht sie ab</translation>
    </message>
    <message>
        <source>Interrupted: the task was cancelled (tasks/cancel).</source>
        <translation>Unterbrochen: Die Aufgabe wurde abgebrochen (tasks/cancel).</translation>
    </message>
    <message>
        <source>Interrupted before the task began.</source>
        <translation>Unterbrochen, bevor die Aufgabe begann.</translation>
    </message>
</context>
<context>
    <name>mcpscope::cli::CommandLine</name>
    <message>
        <source>Unknown option &quot;%1&quot; (see mcpscope %2 --help).</source>
        <translation>Unbekannte Option „%1“ (siehe mcpscope %2 --help).</translation>
    </message>
    <message>
        <source>The option %1 takes no value.</source>
        <translation>Die Option %1 nimmt keinen Wert.</translation>
    </message>
</context>
<context>
    <name>mcpscope::cli::CompareCommand</name>
    <message>
        <source>Usage: mcpscope compare [--format text|json] A B

Compares two recorded MCP sessions (mcpscope session files or transcripts), for
example the same calls against two versions of a server: the server&apos;s name,
version and protocol, its capabilities, the tools, resources, resource templates
and prompts it listed, and the results of calls made in both (tools/call by tool
name and arguments, resources/read by URI, prompts/get by name and arguments).
JSON is compared by meaning: member order and number spelling do not count as a
difference, but are reported.

Options:
  --format text|json  text: the differences for people (default); json: one object,
                      {&quot;equal&quot;, &quot;summary&quot;, &quot;items&quot;: [{&quot;section&quot;, &quot;name&quot;, &quot;status&quot;,
                      &quot;differences&quot;: [{&quot;kind&quot;, &quot;pointer&quot;, &quot;a&quot;, &quot;b&quot;}], …}]} with every
                      item that is not the same
  -h, --help          this help

Exit codes: 0 the sessions mean the same, 1 they differ, 2 a file cannot be read
(or the command line is wrong).
</source>
        <translation>Aufruf: mcpscope compare [--format text|json] A B

Vergleicht zwei aufgezeichnete MCP-Sitzungen (mcpscope-Sitzungsdateien oder
Transkripte), zum Beispiel dieselben Aufrufe an zwei Versionen eines Servers: Name,
Version und Protokoll des Servers, seine Fähigkeiten, die von ihm aufgelisteten
Werkzeuge, Ressourcen, Ressourcenvorlagen und Prompts sowie die Ergebnisse von
Aufrufen, die in beiden vorkommen (tools/call nach Werkzeugname und Argumenten,
resources/read nach URI, prompts/get nach Name und Argumenten).
JSON wird inhaltlich verglichen: Die Reihenfolge der Felder und die Schreibweise von
Zahlen gelten nicht als Unterschied, werden aber gemeldet.

Optionen:
  --format text|json  text: die Unterschiede für Menschen (Standard); json: ein Objekt,
                      {&quot;equal&quot;, &quot;summary&quot;, &quot;items&quot;: [{&quot;section&quot;, &quot;name&quot;, &quot;status&quot;,
                      &quot;differences&quot;: [{&quot;kind&quot;, &quot;pointer&quot;, &quot;a&quot;, &quot;b&quot;}], …}]} mit jedem
                      Eintrag, der nicht gleich ist
  -h, --help          diese Hilfe

Exit-Codes: 0 die Sitzungen sind inhaltlich gleich, 1 sie unterscheiden sich, 2 eine
Datei kann nicht gelesen werden (oder die Befehlszeile ist falsch).
</translation>
    </message>
    <message>
        <source>mcpscope compare: %1
</source>
        <translation>mcpscope compare: %1
</translation>
    </message>
    <message>
        <source>mcpscope compare: --format must be text or json, not &quot;%1&quot;.
</source>
        <translation>mcpscope compare: --format muss text oder json sein, nicht „%1“.
</translation>
    </message>
    <message>
        <source>mcpscope compare: give two files, A and B.
</source>
        <translation>mcpscope compare: Geben Sie zwei Dateien an, A und B.
</translation>
    </message>
    <message>
        <source>mcpscope compare: %1: %2
</source>
        <translation>mcpscope compare: %1: %2
</translation>
    </message>
    <message>
        <source>Comparing A: %1
      with B: %2
</source>
        <translation>Vergleich A: %1
      mit B: %2
</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>      %1: %2 → %3
</source>
        <translation>      %1: %2 → %3
</translation>
    </message>
    <message>
        <source>      %1: only in A: %2
</source>
        <translation>      %1: nur in A: %2
</translation>
    </message>
    <message>
        <source>      %1: only in B: %2
</source>
        <translation>      %1: nur in B: %2
</translation>
    </message>
    <message>
        <source>      … and more differences (see --format json).
</source>
        <translation>      … und weitere Unterschiede (siehe --format json).
</translation>
    </message>
    <message>
        <source>      %1: the same members in another order
</source>
        <translation>      %1: dieselben Felder in anderer Reihenfolge
</translation>
    </message>
    <message>
        <source>      %1: the same number written differently
</source>
        <translation>      %1: dieselbe Zahl, anders geschrieben
</translation>
    </message>
    <message>
        <source>      %1: the same text with other escapes
</source>
        <translation>      %1: derselbe Text mit anderen Escape-Sequenzen
</translation>
    </message>
    <message>
        <source>no answer to initialize</source>
        <translation>keine Antwort auf initialize</translation>
    </message>
    <message>
        <source>%1, protocol %2</source>
        <translation>%1, Protokoll %2</translation>
    </message>
    <message>
        <source>Server A: %1
Server B: %2
</source>
        <translation>Server A: %1
Server B: %2
</translation>
    </message>
    <message>
        <source>Not compared: %1. %2</source>
        <translation>Nicht verglichen: %1. %2</translation>
    </message>
</context>
<context>
    <name>mcpscope::cli::DiffCommand</name>
    <message>
        <source>mcpscope diff: %1
</source>
        <translation>mcpscope diff: %1
</translation>
    </message>
    <message>
        <source>mcpscope diff: %1 (%2) cannot be reached.
</source>
        <translation>mcpscope diff: %1 (%2) ist nicht erreichbar.
</translation>
    </message>
    <message>
        <source>mcpscope diff: %1 (%2): %3
</source>
        <translation>mcpscope diff: %1 (%2): %3
</translation>
    </message>
    <message>
        <source>--save-%1 is for a server diff connects to; %2 is a recorded session.</source>
        <translation>--save-%1 gilt für einen Server, mit dem sich diff verbindet; %2 ist eine aufgezeichnete Sitzung.</translation>
    </message>
    <message>
        <source>mcpscope diff: %1 (%2) cannot be read: %3
</source>
        <translation>mcpscope diff: %1 (%2) kann nicht gelesen werden: %3
</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is no file, no URL and no saved server profile (saved: %3).</source>
        <translation>%1: „%2“ ist weder eine Datei noch eine URL noch ein gespeichertes Serverprofil (gespeichert: %3).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>profile %1</source>
        <translation>Profil %1</translation>
    </message>
    <message>
        <source>%1 is missing.</source>
        <translation>%1 fehlt.</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>Usage: mcpscope diff [options] A B
       mcpscope diff [options] A -- COMMAND [ARGS...]

Did the server&apos;s surface change? Compares what two MCP servers offer: their
instructions, capabilities, tools (with their input and output schemas and
annotations), resources, resource templates and prompts, each change said in plain
words (&quot;argument `path` became required&quot;). Call results are not compared (that is
mcpscope compare). The servers&apos; names, versions and protocols are shown, not compared.

A and B may each be:
  FILE                     a recorded session (mcpscope session file or transcript):
                           the last complete lists it holds
  NAME                     a server profile saved in the window
  URL                      a server over HTTP (http:// or https://)
  --a-command &quot;CMD ARGS&quot;   A is a server started as a command (stdio); the words are
  --b-command &quot;CMD ARGS&quot;   split like a shell does (quotes group, no variables)
  -- COMMAND [ARGS...]     the side not given otherwise (B, or A when B is the only
                           word) is this command; it takes the rest of the line
A server diff connects to is started, initialized, asked for every list its
capabilities announce (all pages), and left. A list a recorded session never asked
for is not compared (said in the report); a server that does not announce a list
has none.

Options:
  --format text|json       text: the changes for people (default); json: one object
                           (below)
  --save-a FILE            write the session with server A (a server diff connects to)
  --save-b FILE            the same for B; a later diff can read it as the baseline
  -e KEY=VALUE             environment for command servers (repeatable)
  --header &quot;Name: Value&quot;   header for URL servers (repeatable); @FILE, --header-file
                           FILE or MCPSCOPE_HEADERS: one &quot;Name: Value&quot; a line
  --connect-timeout MS     give up when a handshake takes longer (default 15000)
  --request-timeout MS     give up on a list after MS (default 60000)
  --protocol-era legacy|auto|modern
                           the MCP era to speak to live servers (default legacy)
  -q, --quiet              no server error output on stderr
  -h, --help               this text

JSON output (one line; fields are added, never renamed or removed):
  {&quot;a&quot;: LABEL, &quot;b&quot;: LABEL, &quot;surface&quot;: true, &quot;equal&quot;: BOOL,
   &quot;servers&quot;: {&quot;a&quot;: {&quot;name&quot;, &quot;version&quot;, &quot;protocolVersion&quot;}, &quot;b&quot;: {…}},
   &quot;summary&quot;: {&quot;compared&quot;, &quot;same&quot;, &quot;writtenDifferently&quot;, &quot;different&quot;, &quot;onlyInA&quot;,
               &quot;onlyInB&quot;},
   &quot;notCompared&quot;: [{&quot;section&quot;, &quot;reason&quot;}],
   &quot;items&quot;: [{&quot;section&quot;: &quot;capabilities|server|tools|resources|resourceTemplates|prompts&quot;,
              &quot;name&quot;, &quot;status&quot;: &quot;different|only-in-a|only-in-b|written-differently&quot;,
              &quot;changes&quot;: [plain words], &quot;a&quot;: {…}, &quot;b&quot;: {…}, &quot;what&quot;, &quot;notes&quot;,
              &quot;differences&quot;: [{&quot;kind&quot;, &quot;pointer&quot;, &quot;a&quot;, &quot;b&quot;}]}]}
  Items that are the same are left out.

Exit codes: 0 the surfaces are the same, 1 they differ, 2 a side cannot be read or
reached, a list fails, or the command line is wrong.
</source>
        <translation>Aufruf: mcpscope diff [Optionen] A B
        mcpscope diff [Optionen] A -- BEFEHL [ARGUMENTE...]

Hat sich die Schnittstelle des Servers geändert? Vergleicht, was zwei MCP-Server anbieten:
ihre Anweisungen, Fähigkeiten, Werkzeuge (mit ihren Ein- und Ausgabeschemas und
Annotationen), Ressourcen, Ressourcenvorlagen und Prompts; jede Änderung in einfachen
Worten („Argument `path` ist jetzt erforderlich“). Ergebnisse von Aufrufen werden nicht
verglichen (das macht mcpscope compare). Namen, Versionen und Protokolle der Server werden
angezeigt, aber nicht verglichen.

A und B können jeweils sein:
  DATEI                    eine aufgezeichnete Sitzung (mcpscope-Sitzungsdatei oder
                           Transkript): die letzten vollständigen Listen darin
  NAME                     ein im Fenster gespeichertes Serverprofil
  URL                      ein Server über HTTP (http:// oder https://)
  --a-command &quot;CMD ARGS&quot;   A ist ein als Befehl gestarteter Server (stdio); die Wörter
  --b-command &quot;CMD ARGS&quot;   werden wie in einer Shell getrennt (Anführungszeichen
                           gruppieren, keine Variablen)
  -- BEFEHL [ARGUMENTE...] die Seite, die nicht anders angegeben ist (B, oder A, wenn B
                           das einzige Wort ist), ist dieser Befehl; er nimmt den Rest
                           der Zeile
Ein Server, mit dem sich diff verbindet, wird gestartet, initialisiert, nach jeder Liste
gefragt, die seine Fähigkeiten ankündigen (alle Seiten), und wieder verlassen. Eine Liste,
die eine aufgezeichnete Sitzung nie abgefragt hat, wird nicht verglichen (der Bericht sagt
es); ein Server, der eine Liste nicht ankündigt, hat keine.

Optionen:
  --format text|json       text: die Änderungen für Menschen (Standard); json: ein
                           Objekt (siehe unten)
  --save-a DATEI           die Sitzung mit Server A schreiben (ein Server, mit dem sich
                           diff verbindet)
  --save-b DATEI           dasselbe für B; ein späteres diff kann sie als Ausgangsstand
                           lesen
  -e SCHLÜSSEL=WERT        Umgebung für Befehls-Server (wiederholbar)
  --header &quot;Name: Value&quot;   Header für URL-Server (wiederholbar); @DATEI, --header-file
                           DATEI oder MCPSCOPE_HEADERS: eine Zeile &quot;Name: Value&quot; je Header
  --connect-timeout MS     aufgeben, wenn ein Handshake länger dauert (Standard 15000)
  --request-timeout MS     eine Liste nach MS aufgeben (Standard 60000)
  --protocol-era legacy|auto|modern
                           die MCP-Ära für laufende Server (Standard legacy)
  -q, --quiet              keine Fehlerausgabe der Server auf stderr
  -h, --help               dieser Text

JSON-Ausgabe (eine Zeile; Felder kommen hinzu, werden aber nie umbenannt oder entfernt):
  {&quot;a&quot;: LABEL, &quot;b&quot;: LABEL, &quot;surface&quot;: true, &quot;equal&quot;: BOOL,
   &quot;servers&quot;: {&quot;a&quot;: {&quot;name&quot;, &quot;version&quot;, &quot;protocolVersion&quot;}, &quot;b&quot;: {…}},
   &quot;summary&quot;: {&quot;compared&quot;, &quot;same&quot;, &quot;writtenDifferently&quot;, &quot;different&quot;, &quot;onlyInA&quot;,
               &quot;onlyInB&quot;},
   &quot;notCompared&quot;: [{&quot;section&quot;, &quot;reason&quot;}],
   &quot;items&quot;: [{&quot;section&quot;: &quot;capabilities|server|tools|resources|resourceTemplates|prompts&quot;,
              &quot;name&quot;, &quot;status&quot;: &quot;different|only-in-a|only-in-b|written-differently&quot;,
              &quot;changes&quot;: [Sätze in einfachen Worten], &quot;a&quot;: {…}, &quot;b&quot;: {…}, &quot;what&quot;,
              &quot;notes&quot;, &quot;differences&quot;: [{&quot;kind&quot;, &quot;pointer&quot;, &quot;a&quot;, &quot;b&quot;}]}]}
  Einträge, die gleich sind, werden weggelassen.

Exit-Codes: 0 die Schnittstellen sind gleich, 1 sie unterscheiden sich, 2 eine Seite kann
nicht gelesen oder erreicht werden, eine Liste schlägt fehl, oder die Befehlszeile ist
falsch.
</translation>
    </message>
    <message>
        <source>--%1 needs a command.</source>
        <translation>--%1 braucht einen Befehl.</translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;: give two sides, A and B.</source>
        <translation>Unerwartetes Argument „%1“: Geben Sie zwei Seiten an, A und B.</translation>
    </message>
    <message>
        <source>&quot;--&quot; must be followed by the server&apos;s command.</source>
        <translation>Nach „--“ muss der Befehl des Servers folgen.</translation>
    </message>
    <message>
        <source>A and B are given already; the command after &quot;--&quot; would be a third side.</source>
        <translation>A und B sind bereits angegeben; der Befehl nach „--“ wäre eine dritte Seite.</translation>
    </message>
    <message>
        <source>give two sides, A and B (see mcpscope diff --help).</source>
        <translation>Geben Sie zwei Seiten an, A und B (siehe mcpscope diff --help).</translation>
    </message>
</context>
<context>
    <name>mcpscope::cli::HeadlessRequestHandler</name>
    <message>
        <source>mcpscope %1 cannot answer %2: there is no person or model to ask.</source>
        <translation>mcpscope %1 kann %2 nicht beantworten: Es gibt keine Person und kein Modell, das gefragt werden könnte.</translation>
    </message>
</context>
<context>
    <name>mcpscope::cli::HeadlessRun</name>
    <message>
        <source>The server did not complete the MCP handshake within %1 ms.</source>
        <translation>Der Server hat den MCP-Handshake nicht innerhalb von %1 ms abgeschlossen.</translation>
    </message>
    <message>
        <source>mcpscope %1: the server cannot be reached: %2
</source>
        <translation>mcpscope %1: Der Server ist nicht erreichbar: %2
</translation>
    </message>
    <message>
        <source>-e expects KEY=VALUE, not &quot;%1&quot;.</source>
        <translation>-e erwartet KEY=VALUE, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid server URL.</source>
        <translation>&quot;%1&quot; ist keine gültige Server-URL.</translation>
    </message>
    <message>
        <source>--header expects &quot;Name: Value&quot;, not &quot;%1&quot;.</source>
        <translation>--header erwartet &quot;Name: Value&quot;, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--header is for servers reached over HTTP.</source>
        <translation>--header gilt für Server, die über HTTP erreicht werden.</translation>
    </message>
    <message>
        <source>The OAuth options (--client-id, --authorize and the like) are for servers reached over HTTP.</source>
        <translation>Die OAuth-Optionen (--client-id, --authorize und ähnliche) sind für Server, die über HTTP erreicht werden.</translation>
    </message>
    <message>
        <source>mcpscope %1: the server wants a sign-in that could not be made: %2
mcpscope: Next step: sign in once (--authorize ask on a terminal, or in the window), or give a machine client (--client-credentials --client-id ID --client-secret SECRET).
</source>
        <translation>mcpscope %1: Der Server verlangt eine Anmeldung, die nicht möglich war: %2
mcpscope: Nächster Schritt: Melden Sie sich einmal an (--authorize ask auf einem Terminal, oder im Fenster), oder geben Sie einen Maschinen-Client an (--client-credentials --client-id ID --client-secret SECRET).
</translation>
    </message>
    <message>
        <source>Cannot read &quot;%1&quot;: %2</source>
        <translation>„%1“ kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is larger than 64 KiB; it is not a header or secret file.</source>
        <translation>„%1“ ist größer als 64 KiB; das ist keine Header- oder Geheimnisdatei.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; holds no &quot;Name: Value&quot; line.</source>
        <translation>„%1“ enthält keine Zeile „Name: Value“.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is empty: no secret in it.</source>
        <translation>„%1“ ist leer: kein Geheimnis darin.</translation>
    </message>
    <message>
        <source>--protocol-era is legacy, auto or modern, not &quot;%1&quot;.</source>
        <translation>--protocol-era ist legacy, auto oder modern, nicht „%1“.</translation>
    </message>
    <message>
        <source>--format must be text or json, not &quot;%1&quot;.</source>
        <translation>--format muss text oder json sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>--connect-timeout expects a positive number of milliseconds, not &quot;%1&quot;.</source>
        <translation>--connect-timeout erwartet eine positive Zahl von Millisekunden, nicht „%1“.</translation>
    </message>
    <message>
        <source>--request-timeout expects a number of milliseconds, not &quot;%1&quot;.</source>
        <translation>--request-timeout erwartet eine Zahl von Millisekunden, nicht „%1“.</translation>
    </message>
</context>
<context>
    <name>mcpscope::cli::HeadlessSignIn</name>
    <message>
        <source>mcpscope: the server wants you to sign in at %1. The address to open:</source>
        <translation>mcpscope: Der Server möchte, dass Sie sich bei %1 anmelden. Die zu öffnende Adresse:</translation>
    </message>
    <message>
        <source>mcpscope: waiting for the browser to come back…</source>
        <translation>mcpscope: warte auf die Rückkehr des Browsers…</translation>
    </message>
    <message>
        <source>Open it in your browser now? [Y/n] </source>
        <translation>Jetzt im Browser öffnen? [J/n] </translation>
    </message>
    <message>
        <source>y</source>
        <extracomment>The first letter of the word for &quot;yes&quot; that the [Y/n] question above accepts.</extracomment>
        <translation>j</translation>
    </message>
    <message>
        <source>mcpscope: no browser could be started; open the address yourself.</source>
        <translation>mcpscope: Es konnte kein Browser gestartet werden; öffnen Sie die Adresse selbst.</translation>
    </message>
    <message>
        <source>The sign-in did not finish within %1 ms (--auth-timeout). It was at: %2</source>
        <translation>Die Anmeldung wurde nicht innerhalb von %1 ms beendet (--auth-timeout). Sie war bei: %2</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>dem Anfang</translation>
    </message>
</context>
<context>
    <name>mcpscope::cli::HttpTap</name>
    <message>
        <source>cannot listen on %1 port %2: %3</source>
        <translation>kann auf %1 Port %2 nicht auf Verbindungen warten: %3</translation>
    </message>
    <message>
        <source>forwarded for the host</source>
        <translation>für den Host weitergeleitet</translation>
    </message>
    <message>
        <source>mcpscope tap: the upstream server could not be reached: %1</source>
        <translation>mcpscope tap: Der Upstream-Server war nicht erreichbar: %1</translation>
    </message>
    <message>
        <source>The stream was cut off: %1</source>
        <translation>Der Datenstrom wurde abgebrochen: %1</translation>
    </message>
    <message>
        <source>refused a request for the host &quot;%1&quot;: the tap listens on this computer only, and a request that names another host comes from a web page that made its name point here (DNS rebinding).</source>
        <translation>Anfrage für den Host „%1“ abgewiesen: Der Tap lauscht nur auf diesem Rechner, und eine Anfrage, die einen anderen Host nennt, kommt von einer Webseite, die ihren Namen hierher zeigen ließ (DNS-Rebinding).</translation>
    </message>
    <message>
        <source>refused a request from the web page %1: only pages of this computer may use the tap.</source>
        <translation>Anfrage der Webseite %1 abgewiesen: Nur Seiten dieses Rechners dürfen den Tap verwenden.</translation>
    </message>
    <message>
        <source>The answer is compressed with &quot;%1&quot;, which mcpscope cannot decode: it was passed on to the host, and is not in the recording.</source>
        <translation>Die Antwort ist mit „%1“ komprimiert, was mcpscope nicht dekodieren kann: Sie wurde an den Host weitergegeben und ist nicht in der Aufzeichnung.</translation>
    </message>
    <message>
        <source>The host did not read the answer: more than %1 MiB of it waited in the tap, which ended the answer there rather than hold more.</source>
        <translation>Der Host hat die Antwort nicht gelesen: Mehr als %1 MiB davon warteten im Tap, der die Antwort dort beendet hat, statt mehr vorzuhalten.</translation>
    </message>
    <message>
        <source>The answer was cut off: %1</source>
        <translation>Die Antwort wurde abgeschnitten: %1</translation>
    </message>
</context>
<context>
    <name>mcpscope::cli::OptionArgument</name>
    <message>
        <source>The option %1 needs a value.</source>
        <translation>Die Option %1 braucht einen Wert.</translation>
    </message>
</context>
<context>
    <name>mcpscope::cli::Places</name>
    <message>
        <source>Server %1</source>
        <translation>Server %1</translation>
    </message>
    <message>
        <source>Session %1</source>
        <translation>Sitzung %1</translation>
    </message>
</context>
<context>
    <name>mcpscope::cli::ReplayText</name>
    <message>
        <source>the replay</source>
        <translation>die Wiederholung</translation>
    </message>
    <message numerus="yes">
        <source>mcpscope replay: %n request(s) got no answer.
</source>
        <translation>
            <numerusform>mcpscope replay: %n Anfrage bekam keine Antwort.
</numerusform>
            <numerusform>mcpscope replay: %n Anfragen bekamen keine Antwort.
</numerusform>
        </translation>
    </message>
    <message>
        <source>Which session? Usage: mcpscope replay SESSION (URL | -- COMMAND…)</source>
        <translation>Welche Sitzung? Aufruf: mcpscope replay SESSION (URL | -- COMMAND…)</translation>
    </message>
    <message numerus="yes">
        <source>Wrote a collection of %n step(s) to %1
</source>
        <translation>
            <numerusform>Sammlung mit %n Schritt nach %1 geschrieben
</numerusform>
            <numerusform>Sammlung mit %n Schritten nach %1 geschrieben
</numerusform>
        </translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;.</source>
        <translation>Unerwartetes Argument &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Give the server to replay against: a URL, or a command after &quot;--&quot;.</source>
        <translation>Geben Sie den Server für die Wiederholung an: eine URL oder einen Befehl nach &quot;--&quot;.</translation>
    </message>
    <message>
        <source>Usage: mcpscope replay SESSION (URL | -- COMMAND [ARGS...]) [options]
       mcpscope replay SESSION --write-collection FILE
Sends the client requests of a recorded session (a session file or a transcript) to a
server again, answers the server&apos;s own requests the way the recording did, and compares
the new answers with the recorded ones as mcpscope compare does.
Exit 0: they mean the same; 1: they differ; 2: usage; 3: the server wants a sign-in that
could not be made; 4: server unreachable.

Options:
  --format text|json       how the comparison is printed (default text)
  --save-session FILE      write every message of the replay (JSON Lines)
  --write-collection FILE  make a collection of the session&apos;s requests (each expecting
                           its recorded answer) instead of replaying it
  -e KEY=VALUE             environment for a command server (repeatable)
  --header &quot;Name: Value&quot;   header for a URL server (repeatable); @FILE, --header-file
                           FILE or MCPSCOPE_HEADERS: one &quot;Name: Value&quot; a line
  --connect-timeout MS     give up when the handshake takes longer (default 15000)
  --request-timeout MS     give up on a request after MS (default 60000)
  --protocol-era legacy|auto|modern
                           the MCP era: legacy (default) sends initialize; auto tries
                           2026-07-28 (server/discover) and falls back; modern only
                           2026-07-28
  -q, --quiet              no server error output on stderr
  -h, --help               this text
</source>
        <translation>Aufruf: mcpscope replay SESSION (URL | -- COMMAND [ARGS...]) [Optionen]
       mcpscope replay SESSION --write-collection FILE
Sendet die Client-Anfragen einer aufgezeichneten Sitzung (Sitzungsdatei oder Mitschnitt)
noch einmal an einen Server, beantwortet die Anfragen des Servers so wie in der Aufzeichnung
und vergleicht die neuen Antworten mit den aufgezeichneten, wie mcpscope compare.
Exit 0: gleiche Bedeutung; 1: Unterschiede; 2: Aufruffehler; 3: der Server verlangt eine Anmeldung,
die nicht möglich war; 4: Server nicht erreichbar.

Optionen:
  --format text|json       wie der Vergleich ausgegeben wird (Standard: text)
  --save-session FILE      jede Nachricht der Wiederholung schreiben (JSON Lines)
  --write-collection FILE  aus den Anfragen der Sitzung eine Sammlung machen (jede erwartet
                           ihre aufgezeichnete Antwort), statt sie zu wiederholen
  -e KEY=VALUE             Umgebung für einen Befehls-Server (wiederholbar)
  --header &quot;Name: Value&quot;   Header für einen URL-Server (wiederholbar); @DATEI, --header-file
                           DATEI oder MCPSCOPE_HEADERS: eine Zeile &quot;Name: Value&quot; je Header
  --connect-timeout MS     aufgeben, wenn der Handshake länger dauert (Standard 15000)
  --request-timeout MS     eine Anfrage nach MS aufgeben (Standard 60000)
  --protocol-era legacy|auto|modern
                           die MCP-Ära: legacy (Standard) sendet initialize; auto
                           versucht 2026-07-28 (server/discover) und fällt zurück;
                           modern nur 2026-07-28
  -q, --quiet              keine Fehlerausgabe des Servers auf stderr
  -h, --help               dieser Text
</translation>
    </message>
</context>
<context>
    <name>mcpscope::cli::RunText</name>
    <message numerus="yes">
        <source>Running %1 (%n step(s)) against %2
</source>
        <translation>
            <numerusform>%1 (%n Schritt) wird gegen %2 ausgeführt
</numerusform>
            <numerusform>%1 (%n Schritte) wird gegen %2 ausgeführt
</numerusform>
        </translation>
    </message>
    <message>
        <source>Load: %1 in flight, %2
</source>
        <translation>Lasttest: %1 gleichzeitig, %2
</translation>
    </message>
    <message>
        <source>%1 requests</source>
        <translation>%1 Anfragen</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1: %2 passed, %3 failed, %4 not run in %5 s
</source>
        <translation>%1: %2 bestanden, %3 fehlgeschlagen, %4 nicht ausgeführt in %5 s
</translation>
    </message>
    <message>
        <source>collection</source>
        <translation>Sammlung</translation>
    </message>
    <message>
        <source>Load:</source>
        <translation>Lasttest:</translation>
    </message>
    <message>
        <source>mcpscope run: cannot write the JUnit report &quot;%1&quot;: %2
</source>
        <translation>mcpscope run: Der JUnit-Bericht „%1“ kann nicht geschrieben werden: %2
</translation>
    </message>
    <message>
        <source>  SKIP  %1 (%2): not run
</source>
        <translation>  SKIP  %1 (%2): nicht ausgeführt
</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>PASS</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>FAIL</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 expects a whole number of at least %2, not &quot;%3&quot;.</source>
        <translation>%1 erwartet eine ganze Zahl von mindestens %2, nicht „%3“.</translation>
    </message>
    <message>
        <source>&quot;--&quot; must be followed by the server&apos;s command.</source>
        <translation>Auf &quot;--&quot; muss der Befehl des Servers folgen.</translation>
    </message>
    <message>
        <source>--duration expects a positive number of seconds, not &quot;%1&quot;.</source>
        <translation>--duration erwartet eine positive Anzahl Sekunden, nicht „%1“.</translation>
    </message>
    <message>
        <source>Which collection? Usage: mcpscope run COLLECTION [SERVER] [options]</source>
        <translation>Welche Sammlung? Aufruf: mcpscope run COLLECTION [SERVER] [Optionen]</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no URL; give a command after &quot;--&quot;.</source>
        <translation>„%1“ ist keine URL; geben Sie einen Befehl nach &quot;--&quot; an.</translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;.</source>
        <translation>Unerwartetes Argument „%1“.</translation>
    </message>
    <message>
        <source>--concurrency, --duration and --requests go with --load.</source>
        <translation>--concurrency, --duration und --requests gehören zu --load.</translation>
    </message>
    <message>
        <source>--load takes --duration or --requests, not both.</source>
        <translation>--load geht mit --duration oder --requests, nicht mit beiden.</translation>
    </message>
    <message>
        <source>Give one server: --server NAME, a URL, or a command after &quot;--&quot;.</source>
        <translation>Geben Sie einen Server an: --server NAME, eine URL oder einen Befehl nach &quot;--&quot;.</translation>
    </message>
    <message>
        <source>The configuration file has no server named &quot;%1&quot; (it has: %2).</source>
        <translation>Die Konfigurationsdatei enthält keinen Server namens „%1“ (sie enthält: %2).</translation>
    </message>
    <message>
        <source>There is no saved server profile named &quot;%1&quot; (saved: %2).</source>
        <translation>Es gibt kein gespeichertes Serverprofil namens „%1“ (gespeichert: %2).</translation>
    </message>
    <message>
        <source>The collection names no server: give one (--server NAME, a URL, or -- COMMAND).</source>
        <translation>Die Sammlung nennt keinen Server: Geben Sie einen an (--server NAME, eine URL oder -- COMMAND).</translation>
    </message>
    <message>
        <source>Usage: mcpscope run COLLECTION [SERVER] [options]
Runs the steps of a collection (docs/COLLECTIONS.md) against a server and checks their
expectations. Exit 0: every step passed; 1: a step failed; 2: usage; 3: the server wants a
sign-in that could not be made; 4: server unreachable.

SERVER (default: the collection&apos;s own server):
  --server NAME            a profile saved in the window (or, with --config, an entry of FILE)
  --config FILE            an mcpServers file (desktop hosts&apos; and editors&apos; format)
  URL                      a server reached over HTTP
  -- COMMAND [ARGS...]     a server started as a command (stdio)

Options:
  --junit FILE             write a JUnit XML report (one test case per step)
  --format text|json       how results are printed on stdout (default text)
  --save-session FILE      write every message of the run (JSON Lines)
  -e KEY=VALUE             environment for a command server (repeatable)
  --header &quot;Name: Value&quot;   header for a URL server (repeatable); @FILE, --header-file
                           FILE or MCPSCOPE_HEADERS: one &quot;Name: Value&quot; a line
  --connect-timeout MS     give up when the handshake takes longer (default 15000)
  --request-timeout MS     give up on a step after MS (default 60000)
  --protocol-era legacy|auto|modern
                           the MCP era: legacy (default) sends initialize; auto tries
                           2026-07-28 (server/discover) and falls back; modern only
                           2026-07-28
  --load                   after the run, send the steps again and again and measure
  --concurrency N          --load: requests in flight at once (default 1)
  --duration S             --load: for S seconds (default 10 unless --requests)
  --requests N             --load: this many requests
  -q, --quiet              no progress and no server error output on stderr
  -h, --help               this text
</source>
        <translation>Aufruf: mcpscope run COLLECTION [SERVER] [Optionen]
Führt die Schritte einer Sammlung (docs/COLLECTIONS.md) gegen einen Server aus und prüft ihre
Erwartungen. Exit 0: alle bestanden; 1: ein Schritt fehlgeschlagen; 2: Aufruffehler; 3: der Server
verlangt eine Anmeldung, die nicht möglich war; 4: Server unerreichbar.

SERVER (Standard: der eigene Server der Sammlung):
  --server NAME            ein im Fenster gespeichertes Profil (oder mit --config ein Eintrag aus FILE)
  --config FILE            eine mcpServers-Datei (Format von Desktop-Hosts und Editoren)
  URL                      ein Server, der über HTTP erreicht wird
  -- COMMAND [ARGS...]     ein Server, der als Befehl gestartet wird (stdio)

Optionen:
  --junit FILE             einen JUnit-XML-Bericht schreiben (ein Testfall pro Schritt)
  --format text|json       wie die Ergebnisse auf stdout ausgegeben werden (Standard text)
  --save-session FILE      jede Nachricht des Laufs schreiben (JSON Lines)
  -e KEY=VALUE             Umgebungsvariable für einen Server per Befehl (wiederholbar)
  --header &quot;Name: Value&quot;   Header für einen Server per URL (wiederholbar); @DATEI, --header-file
                           DATEI oder MCPSCOPE_HEADERS: eine Zeile &quot;Name: Value&quot; je Header
  --connect-timeout MS     aufgeben, wenn der Handshake länger dauert (Standard 15000)
  --request-timeout MS     einen Schritt nach MS aufgeben (Standard 60000)
  --protocol-era legacy|auto|modern
                           die MCP-Ära: legacy (Standard) sendet initialize; auto
                           versucht 2026-07-28 (server/discover) und fällt zurück;
                           modern nur 2026-07-28
  --load                   nach dem Lauf die Schritte immer wieder senden und messen
  --concurrency N          --load: gleichzeitig laufende Anfragen (Standard 1)
  --duration S             --load: S Sekunden lang (Standard 10, außer mit --requests)
  --requests N             --load: so viele Anfragen
  -q, --quiet              kein Fortschritt und keine Fehlerausgabe des Servers auf stderr
  -h, --help               dieser Text
</translation>
    </message>
</context>
<context>
    <name>mcpscope::gui::ConnectionController</name>
    <message>
        <source>The session cannot be saved automatically: %1</source>
        <translation>Die Sitzung kann nicht automatisch gespeichert werden: %1</translation>
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
        <source>mcpscope</source>
        <translation>mcpscope</translation>
    </message>
    <message>
        <source>%1 — mcpscope</source>
        <translation>%1 — mcpscope</translation>
    </message>
    <message>
        <source>Not connected. Use Connect to connect to %1.</source>
        <translation>Nicht verbunden. Mit „Verbinden“ verbinden Sie sich mit %1.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbinde mit %1 …</translation>
    </message>
    <message>
        <source>Initializing… (asking the server for server/discover)</source>
        <translation>Initialisierung … (frage den Server nach server/discover)</translation>
    </message>
    <message>
        <source>Connected to %1 (protocol %2, modern: no session)</source>
        <translation>Verbunden mit %1 (Protokoll %2, modern: keine Sitzung)</translation>
    </message>
</context>
<context>
    <name>mcpscope::gui::ExportHelper</name>
    <message>
        <source>The export failed: %1</source>
        <translation>Der Export ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Exported to %1, nothing hidden.</source>
        <translation>Nach %1 exportiert, nichts verborgen.</translation>
    </message>
    <message numerus="yes">
        <source>Exported to %1; %n secret(s) hidden.</source>
        <translation>
            <numerusform>Nach %1 exportiert; %n Geheimnis verborgen.</numerusform>
            <numerusform>Nach %1 exportiert; %n Geheimnisse verborgen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::gui::FileViewController</name>
    <message>
        <source>Following %1 — live</source>
        <translation>%1 wird mitgelesen — live</translation>
    </message>
    <message>
        <source>Viewing %1 (read-only)</source>
        <translation>Ansicht von %1 (schreibgeschützt)</translation>
    </message>
    <message>
        <source>%1 (live) — mcpscope</source>
        <translation>%1 (live) — mcpscope</translation>
    </message>
    <message>
        <source>%1 (read-only) — mcpscope</source>
        <translation>%1 (schreibgeschützt) — mcpscope</translation>
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
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
    <message>
        <source>--size wants WIDTHxHEIGHT, for example 1280x800, at least 200x150; got &quot;%1&quot;.</source>
        <translation>--size erwartet BREITExHÖHE, zum Beispiel 1280x800, mindestens 200x150; erhalten: „%1“.</translation>
    </message>
    <message>
        <source>--screenshot needs a file name.</source>
        <translation>--screenshot braucht einen Dateinamen.</translation>
    </message>
    <message>
        <source>Connect to the saved server called &lt;name&gt; (see Server &gt; Connect to Server).</source>
        <translation>Mit dem gespeicherten Server namens &lt;name&gt; verbinden (siehe Server &gt; Mit Server verbinden).</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>Give either --profile or a command after &quot;--&quot;, not both.</source>
        <translation>Geben Sie entweder --profile oder einen Befehl nach „--“ an, nicht beides.</translation>
    </message>
    <message>
        <source>There is no saved server called &quot;%1&quot;; no servers are saved yet.</source>
        <translation>Es gibt keinen gespeicherten Server namens „%1“; es sind noch keine Server gespeichert.</translation>
    </message>
    <message>
        <source>There is no saved server called &quot;%1&quot;. Saved servers: %2.</source>
        <translation>Es gibt keinen gespeicherten Server namens „%1“. Gespeicherte Server: %2.</translation>
    </message>
    <message>
        <source>Open the session file or transcript &lt;file&gt; read-only instead of starting a server.</source>
        <translation>Die Sitzungsdatei oder den Mitschnitt &lt;datei&gt; schreibgeschützt öffnen, statt einen Server zu starten.</translation>
    </message>
    <message>
        <source>There is no file &quot;%1&quot; to open.</source>
        <translation>Es gibt keine Datei „%1“ zum Öffnen.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Show the tab &lt;name&gt; first: messages, tools, resources or prompts.</source>
        <translation>Zuerst den Reiter &lt;name&gt; zeigen: messages, tools, resources oder prompts.</translation>
    </message>
    <message>
        <source>--tab wants messages, tools, resources or prompts; got &quot;%1&quot;.</source>
        <translation>--tab erwartet messages, tools, resources oder prompts; erhalten: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>[-- command [arguments...] | URL]</source>
        <translation>[-- befehl [argumente...] | URL]</translation>
    </message>
    <message>
        <source>Start the built-in demo server (mcpscope-demo-server) and connect to it.</source>
        <translation>Den eingebauten Demo-Server (mcpscope-demo-server) starten und sich mit ihm verbinden.</translation>
    </message>
    <message>
        <source>The server to start, after &quot;--&quot;: a program and its arguments (no shell); or the http:// or https:// URL of a server that is already running. Without one, mcpscope opens on its start page: the demo server, the servers found on this computer, recent sessions.</source>
        <translation>Der zu startende Server, nach „--“: ein Programm und seine Argumente (ohne Shell) oder die http://- oder https://-URL eines Servers, der bereits läuft. Ohne Angabe öffnet mcpscope seine Startseite: den Demo-Server, die auf diesem Computer gefundenen Server und die letzten Sitzungen.</translation>
    </message>
    <message>
        <source>--open shows a file; give no server (--profile, --demo or a command) with it.</source>
        <translation>--open zeigt eine Datei; geben Sie dazu keinen Server an (--profile, --demo oder einen Befehl).</translation>
    </message>
    <message>
        <source>--demo starts the demo server; give no other server (--profile or a command) with it.</source>
        <translation>--demo startet den Demo-Server; geben Sie dazu keinen anderen Server an (--profile oder einen Befehl).</translation>
    </message>
    <message>
        <source>Call one method of a server and print the result.</source>
        <translation>Eine Methode eines Servers aufrufen und das Ergebnis ausgeben.</translation>
    </message>
    <message>
        <source>Validate a recorded session offline against JSON-RPC and MCP.</source>
        <translation>Eine aufgezeichnete Sitzung ohne Verbindung gegen JSON-RPC und MCP prüfen.</translation>
    </message>
    <message>
        <source>Sit between an MCP host and a server and record the session.</source>
        <translation>Zwischen einem MCP-Host und einem Server sitzen und die Sitzung aufzeichnen.</translation>
    </message>
    <message>
        <source>Turn a recorded session into HTML, Markdown or a session file.</source>
        <translation>Eine aufgezeichnete Sitzung in HTML, Markdown oder eine Sitzungsdatei umwandeln.</translation>
    </message>
    <message>
        <source>Compare two recorded sessions (server, lists, results).</source>
        <translation>Zwei aufgezeichnete Sitzungen vergleichen (Server, Listen, Ergebnisse).</translation>
    </message>
    <message>
        <source>Run a collection against a server and check its expectations.</source>
        <translation>Eine Sammlung gegen einen Server ausführen und ihre Erwartungen prüfen.</translation>
    </message>
    <message>
        <source>Send a recorded session&apos;s requests again and compare the answers.</source>
        <translation>Die Anfragen einer aufgezeichneten Sitzung erneut senden und die Antworten vergleichen.</translation>
    </message>
    <message>
        <source>Commands (mcpscope COMMAND [arguments...], without a window):</source>
        <translation>Befehle (mcpscope BEFEHL [Argumente...], ohne Fenster):</translation>
    </message>
    <message>
        <source>Each command has its own help: mcpscope COMMAND --help, for example
mcpscope run --help or mcpscope --cli --help.</source>
        <translation>Jeder Befehl hat seine eigene Hilfe: mcpscope BEFEHL --help, zum Beispiel
mcpscope run --help oder mcpscope --cli --help.</translation>
    </message>
    <message>
        <source>Without a command, mcpscope opens the window, with these options:</source>
        <translation>Ohne Befehl öffnet mcpscope das Fenster, mit diesen Optionen:</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;: it is no command of mcpscope, nor a program on PATH, a file or a URL.
To start a server of that name anyway: mcpscope -- %1</source>
        <translation>Unbekannter Befehl „%1“: Er ist weder ein Befehl von mcpscope noch ein Programm im PATH, eine Datei oder eine URL.
Um trotzdem einen Server dieses Namens zu starten: mcpscope -- %1</translation>
    </message>
    <message>
        <source>Compare what two servers offer (tools, schemas, capabilities) for CI.</source>
        <translation>Vergleichen, was zwei Server anbieten (Werkzeuge, Schemas, Fähigkeiten), für CI.</translation>
    </message>
    <message>
        <source>Window size for --screenshot (default 1280x800; auto: the size the window opens at by itself).</source>
        <translation>Fenstergröße für --screenshot (Standard 1280x800; auto: die Größe, mit der sich das Fenster von selbst öffnet).</translation>
    </message>
    <message>
        <source>Open the workspace &lt;file&gt;: several servers in one window.</source>
        <translation>Den Arbeitsbereich &lt;datei&gt; öffnen: mehrere Server in einem Fenster.</translation>
    </message>
    <message>
        <source>Open every server of the mcpServers configuration &lt;file&gt; (Claude Desktop, VS Code, Cursor, …) in one window.</source>
        <translation>Jeden Server der mcpServers-Konfiguration &lt;datei&gt; (Claude Desktop, VS Code, Cursor, …) in einem Fenster öffnen.</translation>
    </message>
    <message>
        <source>--workspace and --config open servers of their own; give no --open, --profile or command with them.</source>
        <translation>--workspace und --config öffnen eigene Server; geben Sie dazu kein --open, --profile und keinen Befehl an.</translation>
    </message>
    <message>
        <source>The last workspace could not be opened again: %1</source>
        <translation>Der letzte Arbeitsbereich konnte nicht wieder geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Cannot write the picture to %1.</source>
        <translation>Das Bild kann nicht in %1 geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>mcpscope::gui::GuiServerRequestHandler</name>
    <message>
        <source>A model request from the server was answered automatically.</source>
        <translation>Eine Modellanfrage des Servers wurde automatisch beantwortet.</translation>
    </message>
    <message>
        <source>A question from the server was declined automatically.</source>
        <translation>Eine Frage des Servers wurde automatisch abgelehnt.</translation>
    </message>
    <message>
        <source>Your answer was sent to the server.</source>
        <translation>Ihre Antwort wurde an den Server gesendet.</translation>
    </message>
    <message>
        <source>You rejected the server&apos;s model request.</source>
        <translation>Sie haben die Modellanfrage des Servers abgelehnt.</translation>
    </message>
    <message>
        <source>The page on %1 was opened in your browser.</source>
        <translation>Die Seite auf %1 wurde in Ihrem Browser geöffnet.</translation>
    </message>
    <message>
        <source>Your answers were sent to the server.</source>
        <translation>Ihre Antworten wurden an den Server gesendet.</translation>
    </message>
    <message>
        <source>You declined the server&apos;s question.</source>
        <translation>Sie haben die Frage des Servers abgelehnt.</translation>
    </message>
    <message>
        <source>You dismissed the server&apos;s question.</source>
        <translation>Sie haben die Frage des Servers geschlossen, ohne zu antworten.</translation>
    </message>
    <message>
        <source>The server withdrew its request; the dialog was closed.</source>
        <translation>Der Server hat seine Anfrage zurückgezogen; der Dialog wurde geschlossen.</translation>
    </message>
    <message>
        <source>The server withdrew its request (%1); the dialog was closed.</source>
        <translation>Der Server hat seine Anfrage zurückgezogen (%1); der Dialog wurde geschlossen.</translation>
    </message>
    <message>
        <source>The server says the step on %1 is complete.</source>
        <translation>Der Server meldet, dass der Schritt auf %1 abgeschlossen ist.</translation>
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
        <source>The filter was cleared to show the selected row.</source>
        <translation>Der Filter wurde zurückgesetzt, um die ausgewählte Zeile zu zeigen.</translation>
    </message>
    <message>
        <source>Connect to &amp;Server…</source>
        <translation>Mit &amp;Server verbinden…</translation>
    </message>
    <message>
        <source>Choose a server, saved or new, and connect to it</source>
        <translation>Einen Server wählen, gespeichert oder neu, und sich mit ihm verbinden</translation>
    </message>
    <message>
        <source>&amp;Jump to Request/Response</source>
        <translation>Zu Anfrage/Antwort &amp;springen</translation>
    </message>
    <message>
        <source>Select the other half of the selected request/response pair</source>
        <translation>Die andere Hälfte des ausgewählten Anfrage-/Antwortpaars auswählen</translation>
    </message>
    <message>
        <source>&amp;Follow New Messages</source>
        <translation>Neuen Nachrichten &amp;folgen</translation>
    </message>
    <message>
        <source>Scroll to the newest row and keep it in sight</source>
        <translation>Zur neuesten Zeile blättern und sie im Blick behalten</translation>
    </message>
    <message>
        <source>&amp;Find in Messages</source>
        <translation>In Nachrichten &amp;suchen</translation>
    </message>
    <message>
        <source>C&amp;lear Filter</source>
        <translation>Filter &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Copy as JSON</source>
        <translation>Als JSON &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy &amp;Raw Bytes</source>
        <translation>&amp;Rohbytes kopieren</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Error Output</source>
        <translation>Fehlerausgabe</translation>
    </message>
    <message>
        <source>Show the diagnostics</source>
        <translation>Die Befunde anzeigen</translation>
    </message>
    <message>
        <source>Number of errors found</source>
        <translation>Anzahl der gefundenen Fehler</translation>
    </message>
    <message>
        <source>Number of warnings found</source>
        <translation>Anzahl der gefundenen Warnungen</translation>
    </message>
    <message>
        <source>Errors: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>Warnings: %1</source>
        <translation>Warnungen: %1</translation>
    </message>
    <message>
        <source>&amp;Open Session…</source>
        <translation>Sitzung ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a saved session or a transcript to look at (read-only)</source>
        <translation>Eine gespeicherte Sitzung oder einen Mitschnitt zum Ansehen öffnen (schreibgeschützt)</translation>
    </message>
    <message>
        <source>Recent &amp;Sessions</source>
        <translation>&amp;Letzte Sitzungen</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Save an HTML report, a Markdown summary or a session file to share</source>
        <translation>Einen HTML-Bericht, eine Markdown-Zusammenfassung oder eine Sitzungsdatei zum Weitergeben speichern</translation>
    </message>
    <message>
        <source>Copy &amp;Markdown Summary</source>
        <translation>&amp;Markdown-Zusammenfassung kopieren</translation>
    </message>
    <message>
        <source>Put a summary of the session for an issue on the clipboard (secrets hidden)</source>
        <translation>Eine Zusammenfassung der Sitzung für ein Issue in die Zwischenablage legen (Geheimnisse verborgen)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>No sessions saved yet</source>
        <translation>Noch keine Sitzungen gespeichert</translation>
    </message>
    <message>
        <source>Open Session</source>
        <translation>Sitzung öffnen</translation>
    </message>
    <message>
        <source>Sessions and transcripts (*.jsonl *.json);;All files (*)</source>
        <translation>Sitzungen und Mitschnitte (*.jsonl *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>This window already shows a session.</source>
        <translation>Dieses Fenster zeigt bereits eine Sitzung.</translation>
    </message>
    <message>
        <source>(not recorded in the file)</source>
        <translation>(nicht in der Datei vermerkt)</translation>
    </message>
    <message>
        <source>Cannot open the session</source>
        <translation>Die Sitzung kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>mcpscope cannot open %1.

%2</source>
        <translation>mcpscope kann %1 nicht öffnen.

%2</translation>
    </message>
    <message>
        <source>Export Session</source>
        <translation>Sitzung exportieren</translation>
    </message>
    <message>
        <source>Cannot export the session</source>
        <translation>Die Sitzung kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>mcpscope cannot write %1.

%2</source>
        <translation>mcpscope kann %1 nicht schreiben.

%2</translation>
    </message>
    <message numerus="yes">
        <source>A Markdown summary is on the clipboard; %n secret(s) hidden.</source>
        <translation>
            <numerusform>Eine Markdown-Zusammenfassung liegt in der Zwischenablage; %n Geheimnis verborgen.</numerusform>
            <numerusform>Eine Markdown-Zusammenfassung liegt in der Zwischenablage; %n Geheimnisse verborgen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Browse Saved Sessions…</source>
        <translation>Gespeicherte Sitzungen durchsuchen…</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Nachrichten</translation>
    </message>
    <message>
        <source>Stop &amp;Following File</source>
        <translation>Mi&amp;tlesen der Datei beenden</translation>
    </message>
    <message>
        <source>Stop reading what is added to the file shown; what was read stays</source>
        <translation>Nicht mehr lesen, was an die angezeigte Datei angehängt wird; das bereits Gelesene bleibt</translation>
    </message>
    <message>
        <source>&amp;Compare Sessions…</source>
        <translation>Sitzungen &amp;vergleichen…</translation>
    </message>
    <message>
        <source>Compare two recorded sessions side by side, e.g. two versions of a server</source>
        <translation>Zwei aufgezeichnete Sitzungen nebeneinander vergleichen, z. B. zwei Versionen eines Servers</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>Prompts</translation>
    </message>
    <message>
        <source>Server Log</source>
        <translation>Serverprotokoll</translation>
    </message>
    <message>
        <source>Roots</source>
        <translation>Roots</translation>
    </message>
    <message>
        <source>&amp;Ping</source>
        <translation>&amp;Ping</translation>
    </message>
    <message>
        <source>Check that the server answers, and how fast</source>
        <translation>Prüfen, ob der Server antwortet und wie schnell</translation>
    </message>
    <message>
        <source>Edit &amp;Roots…</source>
        <translation>&amp;Roots bearbeiten…</translation>
    </message>
    <message>
        <source>Choose the folders the server may work in</source>
        <translation>Die Ordner wählen, in denen der Server arbeiten darf</translation>
    </message>
    <message>
        <source>Unattended</source>
        <translation>Unbeaufsichtigt</translation>
    </message>
    <message>
        <source>Ping sent; waiting for the server…</source>
        <translation>Ping gesendet; warte auf den Server…</translation>
    </message>
    <message>
        <source>The server answered ping in %1 ms.</source>
        <translation>Der Server hat den Ping in %1 ms beantwortet.</translation>
    </message>
    <message>
        <source>Ping failed: %1</source>
        <translation>Ping fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>%1 opened in a window of its own.</source>
        <translation>%1 wurde in einem eigenen Fenster geöffnet.</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Anmelden</translation>
    </message>
    <message>
        <source>The server asks you to sign in at %1.</source>
        <translation>Der Server bittet Sie, sich bei %1 anzumelden.</translation>
    </message>
    <message>
        <source>mcpscope will open this address in your browser:
%1

When you are done there, mcpscope continues by itself.</source>
        <translation>mcpscope öffnet diese Adresse in Ihrem Browser:
%1

Wenn Sie dort fertig sind, macht mcpscope von selbst weiter.</translation>
    </message>
    <message>
        <source>Open the browser</source>
        <translation>Browser öffnen</translation>
    </message>
    <message>
        <source>No browser could be started. Open this address yourself: %1</source>
        <translation>Es konnte kein Browser gestartet werden. Öffnen Sie diese Adresse selbst: %1</translation>
    </message>
    <message>
        <source>Streamable HTTP</source>
        <translation>Streamable HTTP</translation>
    </message>
    <message>
        <source>HTTP+SSE (2024-11-05)</source>
        <translation>HTTP+SSE (2024-11-05)</translation>
    </message>
    <message>
        <source>HTTP (Streamable HTTP, or SSE if refused)</source>
        <translation>HTTP (Streamable HTTP, bei Ablehnung SSE)</translation>
    </message>
    <message>
        <source>%1, session %2</source>
        <translation>%1, Sitzung %2</translation>
    </message>
    <message>
        <source>Collections</source>
        <translation>Sammlungen</translation>
    </message>
    <message>
        <source>Save Request to C&amp;ollection</source>
        <translation>Anfrage in Sa&amp;mmlung speichern</translation>
    </message>
    <message>
        <source>Add the selected request to the collection in the Collections tab, to run it again with expectations</source>
        <translation>Die ausgewählte Anfrage zur Sammlung im Reiter Sammlungen hinzufügen, um sie erneut mit Erwartungen auszuführen</translation>
    </message>
    <message>
        <source>Saved &quot;%1&quot; to the collection &quot;%2&quot; (Collections tab).</source>
        <translation>&quot;%1&quot; wurde in der Sammlung &quot;%2&quot; gespeichert (Reiter Sammlungen).</translation>
    </message>
    <message>
        <source>Collection from This &amp;Session</source>
        <translation>Sammlung aus &amp;dieser Sitzung</translation>
    </message>
    <message>
        <source>A collection of this session&apos;s requests, each expecting the answer it got</source>
        <translation>Eine Sammlung aus den Anfragen dieser Sitzung; jede erwartet die Antwort, die sie bekommen hat</translation>
    </message>
    <message>
        <source>Requests of %1</source>
        <translation>Anfragen von %1</translation>
    </message>
    <message>
        <source>Copy as Command &amp;Line</source>
        <translation>Als &amp;Befehlszeile kopieren</translation>
    </message>
    <message>
        <source>Put the selected request on the clipboard as an mcpscope --cli command line</source>
        <translation>Die ausgewählte Anfrage als Befehlszeile für mcpscope --cli in die Zwischenablage legen</translation>
    </message>
    <message>
        <source>Copy as Official Inspector Command Line</source>
        <translation>Als Befehlszeile für den offiziellen Inspektor kopieren</translation>
    </message>
    <message>
        <source>Put the selected request on the clipboard as a command line for the official inspector&apos;s --cli</source>
        <translation>Die ausgewählte Anfrage als Befehlszeile für --cli des offiziellen Inspektors in die Zwischenablage legen</translation>
    </message>
    <message>
        <source>&amp;Guide</source>
        <translation>&amp;Anleitung</translation>
    </message>
    <message>
        <source>The command line is on the clipboard.</source>
        <translation>Die Befehlszeile liegt in der Zwischenablage.</translation>
    </message>
    <message>
        <source>The command line is on the clipboard. It reads the secret values from your shell: set %1 first.</source>
        <translation>Die Befehlszeile liegt in der Zwischenablage. Sie liest die geheimen Werte aus Ihrer Shell: Setzen Sie zuerst %1.</translation>
    </message>
    <message>
        <source>Demo server</source>
        <translation>Demo-Server</translation>
    </message>
    <message>
        <source>Choose a server to start: the demo, one found on this computer, or your own.</source>
        <translation>Wählen Sie einen Server zum Starten: den Demo-Server, einen auf diesem Computer gefundenen oder Ihren eigenen.</translation>
    </message>
    <message>
        <source>More server actions</source>
        <translation>Weitere Serveraktionen</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>Compare &amp;Surface With Saved Session…</source>
        <translation>&amp;Schnittstelle mit gespeicherter Sitzung vergleichen…</translation>
    </message>
    <message>
        <source>What changed in the server&apos;s tools, resources, prompts and capabilities since a saved session</source>
        <translation>Was sich seit einer gespeicherten Sitzung an Werkzeugen, Ressourcen, Prompts und Fähigkeiten des Servers geändert hat</translation>
    </message>
    <message>
        <source>Compare Surface With Saved Session</source>
        <translation>Schnittstelle mit gespeicherter Sitzung vergleichen</translation>
    </message>
    <message>
        <source>Compare Surface</source>
        <translation>Schnittstelle vergleichen</translation>
    </message>
    <message>
        <source>The session cannot be read: %1</source>
        <translation>Die Sitzung kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>this session</source>
        <translation>diese Sitzung</translation>
    </message>
    <message>
        <source>Reading every list the server offers…</source>
        <translation>Jede Liste, die der Server anbietet, wird gelesen…</translation>
    </message>
    <message>
        <source>the server now</source>
        <translation>der Server jetzt</translation>
    </message>
    <message>
        <source>The server&apos;s lists cannot be read: %1</source>
        <translation>Die Listen des Servers können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Open All</source>
        <translation>Alle öffnen</translation>
    </message>
    <message numerus="yes">
        <source>Start or reach the %n server(s) of %1, side by side in one window?</source>
        <translation>
            <numerusform>Den %n Server aus %1 starten oder erreichen, in einem Fenster?</numerusform>
            <numerusform>Die %n Server aus %1 starten oder erreichen, nebeneinander in einem Fenster?</numerusform>
        </translation>
    </message>
    <message>
        <source>mcpscope will run:</source>
        <translation>mcpscope wird ausführen:</translation>
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
<context>
    <name>mcpscope::gui::WorkspaceWindow</name>
    <message>
        <source>SSE</source>
        <translation>SSE</translation>
    </message>
    <message>
        <source>Streamable HTTP</source>
        <translation>Streamable HTTP</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Remove Server</source>
        <translation>Server entfernen</translation>
    </message>
    <message>
        <source>Remove &quot;%1&quot; from the workspace? Its session stays in the autosaved sessions.</source>
        <translation>„%1“ aus dem Arbeitsbereich entfernen? Seine Sitzung bleibt bei den automatisch gespeicherten Sitzungen.</translation>
    </message>
    <message>
        <source>&amp;Workspace</source>
        <translation>A&amp;rbeitsbereich</translation>
    </message>
    <message>
        <source>&amp;Add Server…</source>
        <translation>Server &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>Add &amp;Saved Server</source>
        <translation>&amp;Gespeicherten Server hinzufügen</translation>
    </message>
    <message>
        <source>No servers are saved yet</source>
        <translation>Es sind noch keine Server gespeichert</translation>
    </message>
    <message>
        <source>Add Servers from a &amp;Configuration File…</source>
        <translation>Server aus einer &amp;Konfigurationsdatei hinzufügen…</translation>
    </message>
    <message>
        <source>Connect &amp;All</source>
        <translation>&amp;Alle verbinden</translation>
    </message>
    <message>
        <source>Co&amp;mpare Two Servers…</source>
        <translation>Zwei Server &amp;vergleichen…</translation>
    </message>
    <message>
        <source>Save Session of &amp;Servers…</source>
        <translation>&amp;Sitzung der Server speichern…</translation>
    </message>
    <message>
        <source>Open Session of Ser&amp;vers…</source>
        <translation>Sitzung der Server ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>All Servers&apos; &amp;Messages</source>
        <translation>&amp;Nachrichten aller Server</translation>
    </message>
    <message>
        <source>&amp;Open Workspace…</source>
        <translation>Arbeitsbereich &amp;öffnen…</translation>
    </message>
    <message>
        <source>&amp;Save Workspace</source>
        <translation>Arbeitsbereich s&amp;peichern</translation>
    </message>
    <message>
        <source>Save Workspace &amp;As…</source>
        <translation>Arbeitsbereich speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Close Workspace</source>
        <translation>Arbeitsbereich sch&amp;ließen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no server mcpscope can start or reach.</source>
        <translation>„%1“ nennt keinen Server, den mcpscope starten oder erreichen kann.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is flooding: %2 messages a second</source>
        <translation>„%1“ sendet eine Flut: %2 Nachrichten pro Sekunde</translation>
    </message>
    <message>
        <source>No servers yet: Workspace &gt; Add Server…</source>
        <translation>Noch keine Server: Arbeitsbereich &gt; Server hinzufügen…</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s): %1 ready</source>
        <translation>
            <numerusform>%n Server: %1 bereit</numerusform>
            <numerusform>%n Server: %1 bereit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failed</source>
        <translation>
            <numerusform>, %n fehlgeschlagen</numerusform>
            <numerusform>, %n fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message>
        <source> (the other servers keep working)</source>
        <translation> (die anderen Server arbeiten weiter)</translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation>Arbeitsbereich</translation>
    </message>
    <message>
        <source>%1 — %2 — mcpscope</source>
        <translation>%1 — %2 — mcpscope</translation>
    </message>
    <message>
        <source>%1 — mcpscope</source>
        <translation>%1 — mcpscope</translation>
    </message>
    <message>
        <source>Add Saved Server</source>
        <translation>Gespeicherten Server hinzufügen</translation>
    </message>
    <message>
        <source>Add Servers from a Configuration File</source>
        <translation>Server aus einer Konfigurationsdatei hinzufügen</translation>
    </message>
    <message>
        <source>MCP configuration files (*.json);;All files (*)</source>
        <translation>MCP-Konfigurationsdateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Add Servers</source>
        <translation>Server hinzufügen</translation>
    </message>
    <message>
        <source>Open Workspace</source>
        <translation>Arbeitsbereich öffnen</translation>
    </message>
    <message>
        <source>mcpscope workspaces (*.mcpworkspace *.json);;All files (*)</source>
        <translation>mcpscope-Arbeitsbereiche (*.mcpworkspace *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save Workspace</source>
        <translation>Arbeitsbereich speichern</translation>
    </message>
    <message>
        <source>workspace.mcpworkspace</source>
        <translation>arbeitsbereich.mcpworkspace</translation>
    </message>
    <message>
        <source>mcpscope workspaces (*.mcpworkspace)</source>
        <translation>mcpscope-Arbeitsbereiche (*.mcpworkspace)</translation>
    </message>
    <message>
        <source>The workspace was saved to %1 (secret values are in the secret store, not in the file).</source>
        <translation>Der Arbeitsbereich wurde in %1 gespeichert (geheime Werte liegen im Geheimnisspeicher, nicht in der Datei).</translation>
    </message>
    <message>
        <source>Compare Two Servers</source>
        <translation>Zwei Server vergleichen</translation>
    </message>
    <message>
        <source>A workspace needs two servers to compare. Add another one first.</source>
        <translation>Zum Vergleichen braucht ein Arbeitsbereich zwei Server. Fügen Sie zuerst einen weiteren hinzu.</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>What the two servers offer (tools, resources, prompts, capabilities), side by side.</source>
        <translation>Was die beiden Server anbieten (Werkzeuge, Ressourcen, Prompts, Fähigkeiten), nebeneinander.</translation>
    </message>
    <message>
        <source>First:</source>
        <translation>Erster:</translation>
    </message>
    <message>
        <source>Second:</source>
        <translation>Zweiter:</translation>
    </message>
    <message>
        <source>Reading every list the two servers offer…</source>
        <translation>Jede Liste, die die beiden Server anbieten, wird gelesen…</translation>
    </message>
    <message>
        <source>A server left the workspace before its lists were read.</source>
        <translation>Ein Server hat den Arbeitsbereich verlassen, bevor seine Listen gelesen waren.</translation>
    </message>
    <message>
        <source>The lists of &quot;%1&quot; cannot be read: %2</source>
        <translation>Die Listen von „%1“ können nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>No server was chosen.</source>
        <translation>Es wurde kein Server ausgewählt.</translation>
    </message>
    <message>
        <source>server %1</source>
        <translation>Server %1</translation>
    </message>
    <message>
        <source>Open Session of Servers</source>
        <translation>Sitzung der Server öffnen</translation>
    </message>
    <message>
        <source>Session files (*.jsonl *.json);;All files (*)</source>
        <translation>Sitzungsdateien (*.jsonl *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save Session of Servers</source>
        <translation>Sitzung der Server speichern</translation>
    </message>
    <message>
        <source>The messages of the servers chosen, in one session file, in the order they arrived; each message tagged with its server. Secrets in headers are hidden.</source>
        <translation>Die Nachrichten der ausgewählten Server in einer Sitzungsdatei, in der Reihenfolge ihres Eintreffens; jede Nachricht ist mit ihrem Server gekennzeichnet. Geheimnisse in Headern werden verborgen.</translation>
    </message>
    <message>
        <source>workspace-session.jsonl</source>
        <translation>arbeitsbereich-sitzung.jsonl</translation>
    </message>
    <message>
        <source>Session files (*.jsonl)</source>
        <translation>Sitzungsdateien (*.jsonl)</translation>
    </message>
    <message numerus="yes">
        <source>The session of %n server(s) was saved to %1.</source>
        <translation>
            <numerusform>Die Sitzung von %n Server wurde in %1 gespeichert.</numerusform>
            <numerusform>Die Sitzung von %n Servern wurde in %1 gespeichert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mcpscope::schemacheck</name>
    <message>
        <source>the schema has more than %1 values</source>
        <translation>das Schema hat mehr als %1 Werte</translation>
    </message>
    <message>
        <source>unsupported dialect &quot;%1&quot; (mcpscope checks drafts 4 to 2020-12)</source>
        <translation>nicht unterstützter Dialekt &quot;%1&quot; (mcpscope prüft die Entwürfe 4 bis 2020-12)</translation>
    </message>
    <message>
        <source>&quot;$schema&quot; must be a string</source>
        <translation>&quot;$schema&quot; muss ein String sein</translation>
    </message>
    <message>
        <source>valijson could not parse it</source>
        <translation>valijson konnte es nicht lesen</translation>
    </message>
    <message>
        <source>the value is nested more than %1 levels deep</source>
        <translation>der Wert ist mehr als %1 Ebenen tief verschachtelt</translation>
    </message>
    <message>
        <source>the value has more than %1 parts</source>
        <translation>der Wert hat mehr als %1 Teile</translation>
    </message>
    <message>
        <source>valijson failed: %1</source>
        <translation>valijson ist gescheitert: %1</translation>
    </message>
    <message>
        <source>valijson failed</source>
        <translation>valijson ist gescheitert</translation>
    </message>
</context>
<context>
    <name>mcpscope::schemacheck::SchemaWalker</name>
    <message>
        <source>the schema is nested more than %1 levels deep</source>
        <translation>das Schema ist mehr als %1 Ebenen tief verschachtelt</translation>
    </message>
    <message>
        <source>a schema must be an object or a boolean, not %1</source>
        <translation>ein Schema muss ein Objekt oder ein Boolescher Wert sein, nicht %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an object of schemas, not %2</source>
        <translation>&quot;%1&quot; muss ein Objekt aus Schemas sein, nicht %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a non-empty array of schemas</source>
        <translation>&quot;%1&quot; muss ein nicht leeres Array aus Schemas sein</translation>
    </message>
    <message>
        <source>&quot;format&quot; must be a string, not %1</source>
        <translation>&quot;format&quot; muss ein String sein, nicht %1</translation>
    </message>
    <message>
        <source>&quot;pattern&quot; must be a string, not %1</source>
        <translation>&quot;pattern&quot; muss ein String sein, nicht %1</translation>
    </message>
    <message>
        <source>invalid regular expression: %1 (at character %2)</source>
        <translation>ungültiger regulärer Ausdruck: %1 (bei Zeichen %2)</translation>
    </message>
    <message>
        <source>a &quot;type&quot; must be a string, not %1</source>
        <translation>ein &quot;type&quot; muss ein String sein, nicht %1</translation>
    </message>
    <message>
        <source>unknown type &quot;%1&quot; (JSON Schema knows null, boolean, object, array, number, string and integer)</source>
        <translation>unbekannter Typ &quot;%1&quot; (JSON Schema kennt null, boolean, object, array, number, string und integer)</translation>
    </message>
    <message>
        <source>&quot;type&quot; is an empty array</source>
        <translation>&quot;type&quot; ist ein leeres Array</translation>
    </message>
    <message>
        <source>&quot;$ref&quot; must be a string, not %1</source>
        <translation>&quot;$ref&quot; muss ein String sein, nicht %1</translation>
    </message>
    <message>
        <source>a &quot;$ref&quot; longer than 2048 characters</source>
        <translation>ein &quot;$ref&quot; mit mehr als 2048 Zeichen</translation>
    </message>
    <message>
        <source>&quot;$ref&quot; points outside the schema (%1); mcpscope does not fetch schemas</source>
        <translation>&quot;$ref&quot; zeigt aus dem Schema hinaus (%1); mcpscope lädt keine Schemas</translation>
    </message>
    <message>
        <source>&quot;$ref&quot; uses an anchor (%1), which mcpscope cannot resolve</source>
        <translation>&quot;$ref&quot; verwendet einen Anker (%1), den mcpscope nicht auflösen kann</translation>
    </message>
    <message>
        <source>&quot;$ref&quot; %1 points to nothing in the schema</source>
        <translation>&quot;$ref&quot; %1 zeigt auf nichts im Schema</translation>
    </message>
    <message>
        <source>&quot;$ref&quot; %1 is part of a cycle of references that never reaches a schema</source>
        <translation>&quot;$ref&quot; %1 gehört zu einem Kreis von Verweisen, der nie bei einem Schema ankommt</translation>
    </message>
    <message>
        <source>&quot;$ref&quot; %1 leads back to the schema that holds it without going into the value (an endless loop)</source>
        <translation>&quot;$ref&quot; %1 führt zurück zu dem Schema, das ihn enthält, ohne in den Wert hineinzugehen (eine Endlosschleife)</translation>
    </message>
</context>
<context>
    <name>mcpscope::shapesyntax</name>
    <message>
        <source>at offset %1</source>
        <translation>bei Position %1</translation>
    </message>
    <message>
        <source>&apos;%&apos; %1 is not followed by two hex digits</source>
        <translation>auf &apos;%&apos; %1 folgen keine zwei Hexziffern</translation>
    </message>
    <message>
        <source>the user info contains %1 %2</source>
        <translation>die Benutzerangabe enthält %1 %2</translation>
    </message>
    <message>
        <source>the IP literal host has no closing &apos;]&apos;</source>
        <translation>dem IP-Literal als Host fehlt die schließende &apos;]&apos;</translation>
    </message>
    <message>
        <source>the IP literal host contains %1</source>
        <translation>das IP-Literal als Host enthält %1</translation>
    </message>
    <message>
        <source>unexpected %1 after the IP literal host</source>
        <translation>unerwartetes %1 nach dem IP-Literal als Host</translation>
    </message>
    <message>
        <source>the host contains %1 %2</source>
        <translation>der Host enthält %1 %2</translation>
    </message>
    <message>
        <source>the port is not a number (%1 %2)</source>
        <translation>der Port ist keine Zahl (%1 %2)</translation>
    </message>
    <message>
        <source>the prefix has an empty label</source>
        <translation>das Präfix hat ein leeres Label</translation>
    </message>
    <message>
        <source>prefix label &quot;%1&quot; must start with a letter</source>
        <translation>das Präfix-Label &quot;%1&quot; muss mit einem Buchstaben beginnen</translation>
    </message>
    <message>
        <source>prefix label &quot;%1&quot; must end with a letter or digit</source>
        <translation>das Präfix-Label &quot;%1&quot; muss mit einem Buchstaben oder einer Ziffer enden</translation>
    </message>
    <message>
        <source>prefix label contains %1 (only letters, digits and &apos;-&apos; are allowed)</source>
        <translation>das Präfix-Label enthält %1 (nur Buchstaben, Ziffern und &apos;-&apos; sind erlaubt)</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>er ist leer</translation>
    </message>
    <message>
        <source>it is %1 characters long (at most 128)</source>
        <translation>er ist %1 Zeichen lang (höchstens 128)</translation>
    </message>
    <message>
        <source>it contains %1 %2 (only A-Z, a-z, 0-9, &apos;_&apos;, &apos;-&apos; and &apos;.&apos; are allowed)</source>
        <translation>er enthält %1 %2 (nur A-Z, a-z, 0-9, &apos;_&apos;, &apos;-&apos; und &apos;.&apos; sind erlaubt)</translation>
    </message>
    <message>
        <source>&apos;=&apos; padding %1 is not at the end</source>
        <translation>das &apos;=&apos;-Auffüllzeichen %1 steht nicht am Ende</translation>
    </message>
    <message>
        <source>%1 %2 follows the &apos;=&apos; padding</source>
        <translation>%1 %2 folgt auf das &apos;=&apos;-Auffüllzeichen</translation>
    </message>
    <message>
        <source>%1 %2 belongs to the base64url alphabet, not to base64</source>
        <translation>%1 %2 gehört zum base64url-Alphabet, nicht zu Base64</translation>
    </message>
    <message>
        <source>whitespace %1 %2 (line-wrapped base64 is not allowed)</source>
        <translation>Leerraum %1 %2 (umbrochenes Base64 ist nicht erlaubt)</translation>
    </message>
    <message>
        <source>%1 %2 is not a base64 character</source>
        <translation>%1 %2 ist kein Base64-Zeichen</translation>
    </message>
    <message>
        <source>it ends with %1 &apos;=&apos; (at most 2)</source>
        <translation>es endet mit %1 &apos;=&apos; (höchstens 2)</translation>
    </message>
    <message>
        <source>its length %1 is not a multiple of 4 (missing &apos;=&apos; padding?)</source>
        <translation>seine Länge %1 ist kein Vielfaches von 4 (fehlt das &apos;=&apos;-Auffüllen?)</translation>
    </message>
    <message>
        <source>its length %1 is not a multiple of 4</source>
        <translation>seine Länge %1 ist kein Vielfaches von 4</translation>
    </message>
    <message>
        <source>it has no scheme (like &quot;file:&quot; or &quot;https:&quot;)</source>
        <translation>sie hat kein Schema (wie &quot;file:&quot; oder &quot;https:&quot;)</translation>
    </message>
    <message>
        <source>the scheme must start with a letter</source>
        <translation>das Schema muss mit einem Buchstaben beginnen</translation>
    </message>
    <message>
        <source>it has no valid scheme (the part before &apos;:&apos; contains %1)</source>
        <translation>sie hat kein gültiges Schema (der Teil vor &apos;:&apos; enthält %1)</translation>
    </message>
    <message>
        <source>a second &apos;#&apos; %1</source>
        <translation>ein zweites &apos;#&apos; %1</translation>
    </message>
    <message>
        <source>it contains a space %1 (write %20)</source>
        <translation>sie enthält ein Leerzeichen %1 (schreiben Sie %20)</translation>
    </message>
    <message>
        <source>it contains a backslash %1 (URIs use &apos;/&apos;)</source>
        <translation>sie enthält einen Backslash %1 (URIs verwenden &apos;/&apos;)</translation>
    </message>
    <message>
        <source>it contains %1 %2, which a URI must percent-encode</source>
        <translation>sie enthält %1 %2, was eine URI prozentkodieren muss</translation>
    </message>
    <message>
        <source>the expression %1 has no closing &apos;}&apos;</source>
        <translation>dem Ausdruck %1 fehlt die schließende &apos;}&apos;</translation>
    </message>
    <message>
        <source>empty expression &quot;{}&quot; %1</source>
        <translation>leerer Ausdruck &quot;{}&quot; %1</translation>
    </message>
    <message>
        <source>operator &apos;%1&apos; %2 is reserved for future extensions of RFC 6570</source>
        <translation>der Operator &apos;%1&apos; %2 ist für künftige Erweiterungen von RFC 6570 reserviert</translation>
    </message>
    <message>
        <source>&apos;%&apos; %1 in a variable name is not followed by two hex digits</source>
        <translation>auf &apos;%&apos; %1 in einem Variablennamen folgen keine zwei Hexziffern</translation>
    </message>
    <message>
        <source>misplaced &apos;.&apos; in a variable name %1</source>
        <translation>falsch platzierter &apos;.&apos; in einem Variablennamen %1</translation>
    </message>
    <message>
        <source>%1 %2 cannot start a variable name</source>
        <translation>%1 %2 kann keinen Variablennamen beginnen</translation>
    </message>
    <message>
        <source>an expression %1 has an empty variable name</source>
        <translation>ein Ausdruck %1 hat einen leeren Variablennamen</translation>
    </message>
    <message>
        <source>a variable name ends with &apos;.&apos; %1</source>
        <translation>ein Variablenname endet mit &apos;.&apos; %1</translation>
    </message>
    <message>
        <source>the prefix modifier %1 needs a length from 1 to 9999</source>
        <translation>der Präfix-Modifikator %1 braucht eine Länge von 1 bis 9999</translation>
    </message>
    <message>
        <source>%1 %2 is not allowed inside an expression</source>
        <translation>%1 %2 ist innerhalb eines Ausdrucks nicht erlaubt</translation>
    </message>
    <message>
        <source>&apos;}&apos; %1 without an opening &apos;{&apos;</source>
        <translation>&apos;}&apos; %1 ohne öffnende &apos;{&apos;</translation>
    </message>
    <message>
        <source>the literal character %1 %2 is not allowed in a URI template</source>
        <translation>das Literalzeichen %1 %2 ist in einer URI-Vorlage nicht erlaubt</translation>
    </message>
    <message>
        <source>the prefix before &apos;/&apos; is empty</source>
        <translation>das Präfix vor &apos;/&apos; ist leer</translation>
    </message>
    <message>
        <source>the name must begin and end with a letter or digit</source>
        <translation>der Name muss mit einem Buchstaben oder einer Ziffer beginnen und enden</translation>
    </message>
    <message>
        <source>the name contains %1 (only letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos; are allowed)</source>
        <translation>der Name enthält %1 (nur Buchstaben, Ziffern, &apos;-&apos;, &apos;_&apos; und &apos;.&apos; sind erlaubt)</translation>
    </message>
    <message>
        <source>it is not of the form type/subtype</source>
        <translation>er hat nicht die Form Typ/Untertyp</translation>
    </message>
    <message>
        <source>it contains %1</source>
        <translation>er enthält %1</translation>
    </message>
    <message>
        <source>it is not an ISO 8601 date-time like 2025-01-12T15:00:58Z</source>
        <translation>es ist kein Datum mit Uhrzeit nach ISO 8601 wie 2025-01-12T15:00:58Z</translation>
    </message>
</context>
</TS>
