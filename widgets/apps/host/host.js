// SPDX-License-Identifier: MIT
// The relay between an MCP App in its sandboxed iframe and mcpscope (QWebChannel object
// "bridge"): strings only; mcpscope reads them through its AppHost, nothing is parsed here but
// the host's own messages, which the app's postMessage API needs as objects.
"use strict";
(function () {
    let frame = null;
    let bridge = null;

    function load(html, allow) {
        if (frame)
            frame.remove();
        frame = document.createElement("iframe");
        frame.setAttribute("sandbox", "allow-scripts");
        frame.setAttribute("referrerpolicy", "no-referrer");
        if (allow)
            frame.setAttribute("allow", allow);
        frame.addEventListener("load", function () { bridge.appLoaded(); });
        frame.srcdoc = html;
        document.body.appendChild(frame);
    }

    window.addEventListener("message", function (event) {
        if (!frame || !bridge || event.source !== frame.contentWindow)
            return;
        let text;
        try {
            text = typeof event.data === "string" ? event.data : JSON.stringify(event.data);
        } catch (e) {
            text = String(event.data);
        }
        bridge.receive(text === undefined ? "undefined" : text);
    });

    new QWebChannel(qt.webChannelTransport, function (channel) {
        bridge = channel.objects.bridge;
        bridge.postToApp.connect(function (text) {
            if (!frame || !frame.contentWindow)
                return;
            let data;
            try {
                data = JSON.parse(text);
            } catch (e) {
                return;
            }
            frame.contentWindow.postMessage(data, "*");
        });
        bridge.showApp.connect(load);
        bridge.hostReady();
    });
})();
