// Known cross-site scripting payloads (OWASP XSS filter evasion cheat sheet and friends). Each
// would set window.__xss or open a dialog if it ran.
export const XSS_PAYLOADS: [name: string, html: string][] = [
  ["script tag", `<script>window.__xss = "script"</script>`],
  ["script with src", `<script src="data:text/javascript,window.__xss='src'"></script>`],
  ["img onerror", `<img src="x" onerror="window.__xss='img'">`],
  ["svg onload", `<svg onload="window.__xss='svg'"><circle r="1"/></svg>`],
  ["body onload", `<body onload="window.__xss='body'">text</body>`],
  ["javascript: link", `<a href="javascript:window.__xss='link'" id="jslink">click me</a>`],
  ["javascript: with entities", `<a href="jav&#x09;ascript:window.__xss='entity'" id="entlink">click</a>`],
  ["data: link", `<a href="data:text/html,<script>parent.__xss='data'</script>" id="datalink">data</a>`],
  ["iframe srcdoc", `<iframe srcdoc="<script>parent.__xss='srcdoc'</script>"></iframe>`],
  ["iframe javascript src", `<iframe src="javascript:parent.__xss='iframe'"></iframe>`],
  ["object data", `<object data="data:text/html,<script>parent.__xss='object'</script>"></object>`],
  ["embed", `<embed src="data:text/html,<script>parent.__xss='embed'</script>">`],
  ["svg script", `<svg><script>window.__xss='svgscript'</script></svg>`],
  ["svg animate href", `<svg><a><animate attributeName="href" values="javascript:window.__xss='animate'"/><text y="20">x</text></a></svg>`],
  ["mathml href", `<math><mtext><table><mglyph><style><img src=x onerror="window.__xss='mathml'"></style></mglyph></table></mtext></math>`],
  ["mutation via noscript", `<noscript><p title="</noscript><img src=x onerror=window.__xss='noscript'>"></p></noscript>`],
  ["malformed nesting", `<<script>window.__xss='nest'//<</script>`],
  ["unclosed img", `<img src=x onerror=window.__xss='unclosed' `],
  ["form action", `<form action="javascript:window.__xss='form'"><button id="formbtn">go</button></form>`],
  ["input autofocus", `<input autofocus onfocus="window.__xss='focus'">`],
  ["details ontoggle", `<details open ontoggle="window.__xss='toggle'"><summary>s</summary></details>`],
  ["style expression", `<div style="background:url(javascript:window.__xss='style')">styled</div>`],
  ["meta refresh", `<meta http-equiv="refresh" content="0;url=javascript:window.__xss='meta'">`],
  ["base href", `<base href="javascript:window.__xss='base'//">`],
  ["template", `<template><img src=x onerror="window.__xss='template'"></template>`],
];

/** Ordinary formatting that must come through unchanged. */
export const SAFE_FORMATTING = `<h2>Heading two</h2><h3>Heading three</h3><p>Text with <strong>bold</strong>, <em>emphasis</em> and <code>code</code>.</p><ul><li>One</li><li>Two</li></ul><ol><li>First</li></ol><blockquote>Quoted</blockquote><table><thead><tr><th>Camera</th></tr></thead><tbody><tr><td>4K</td></tr></tbody></table><p><a href="https://www.cisa.gov/" id="safelink">CISA</a> <a href="/contact" id="sitelink">Contact</a></p><img src="/favicon.svg" alt="logo" id="safeimg"><pre>pre text</pre>`;
