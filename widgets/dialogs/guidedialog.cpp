// SPDX-License-Identifier: MIT
#include "guidedialog.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace mcpscope {

namespace {

QString section(const QString &title, const QStringList &paragraphs)
{
    QString html = QStringLiteral("<h3>%1</h3>").arg(title.toHtmlEscaped());
    for (const QString &paragraph : paragraphs)
        html += QStringLiteral("<p>%1</p>").arg(paragraph.toHtmlEscaped());
    return html;
}

} // namespace

GuideDialog::GuideDialog(QWidget *parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser(this))
{
    setWindowTitle(tr("mcpscope Guide"));
    setObjectName(QStringLiteral("guideDialog"));
    m_browser->setObjectName(QStringLiteral("guideText"));
    m_browser->setAccessibleName(tr("Guide"));
    // Nothing in the guide leaves the app.
    m_browser->setOpenLinks(false);
    m_browser->setOpenExternalLinks(false);
    m_browser->setHtml(html());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    resize(640, 560);
}

QString GuideDialog::html()
{
    QString html = QStringLiteral("<h2>%1</h2>").arg(tr("Using mcpscope").toHtmlEscaped());
    html += section(tr("What mcpscope does"),
                    {tr("An MCP server gives an AI application tools, resources and prompts. mcpscope takes the "
                        "application's place: it starts the server (or connects to it over the network), talks to it "
                        "and shows every message both ways, so you can try the server by hand and see what goes "
                        "wrong.")});
    html += section(tr("Connect to a server"),
                    {tr("On the start page, choose Try the demo server to look around first. Servers configured in "
                        "Claude Desktop, Claude Code, VS Code, Cursor, Windsurf, Zed and others are listed under "
                        "Servers found on this computer: choose one and press Review and Connect. You see exactly "
                        "what will run before anything starts."),
                     tr("Server > Connect to Server (Ctrl+O) connects to a program (for example npx and the package "
                        "name) or to a URL, and saves servers under a name for next time.")});
    html += section(tr("Call a tool"),
                    {tr("Open the Tools tab and pick a tool. Fill in the form: each field says what it wants and "
                        "gives an example. Press Run. The answer appears below the form, as text, pictures or "
                        "tables; History keeps every call."),
                     tr("Resources and Prompts work the same way in their tabs.")});
    html += section(tr("Read the conversation"),
                    {tr("The Messages tab lists every message in order. Arrows show the direction: to the server or "
                        "from it. Select a message to see it in full; Go > Jump to Request/Response finds its other "
                        "half."),
                     tr("The Diagnostics pane lists what does not follow the protocol, in plain words, with the "
                        "rule that was broken. Errors are the server's (or mcpscope's) mistakes; warnings are "
                        "things that work but may break other clients.")});
    html += section(tr("When something goes wrong"),
                    {tr("If the server does not start or does not answer, a panel above the messages names the "
                        "probable cause and the next step, for example a wrong command, a server that prints "
                        "something other than messages, or a URL that needs signing in."),
                     tr("The server's own error output is in the Error Output pane. Try Again restarts it.")});
    html += section(tr("Share what you found"),
                    {tr("Every session is saved by itself (File > Recent Sessions). File > Export writes an HTML "
                        "report, a Markdown summary or the session file for a bug report; secret values are hidden "
                        "unless you choose otherwise.")});
    html += section(tr("Do the same from a terminal"),
                    {tr("In the Tools tab, Copy as Command Line puts the current call on the clipboard, for "
                        "mcpscope --cli or for the official inspector. In the Messages tab, the same is in the "
                        "menu of a selected request."),
                     tr("mcpscope check FILE checks a saved session, and mcpscope run COLLECTION runs saved requests "
                        "with their expectations, for example in CI.")});
    return html;
}

} // namespace mcpscope
