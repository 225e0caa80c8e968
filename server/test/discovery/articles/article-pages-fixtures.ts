/**
 * Article pages in the shapes newspapers publish them, written for these tests (no publisher's text): the byline
 * in JSON-LD, in meta tags only, in the markup only, several authors, and an organisation as author.
 */
const BODY = (lead: string) =>
  Array.from({ length: 6 }, (_, i) => `<p>${lead} Paragraph ${i + 1} adds detail on costs, timing and who is affected, with quotes from officials and residents.</p>`).join('\n');

export const JSON_LD_PAGE = `<!doctype html><html><head>
<title>Harbour authority approves shore power for six berths | Harbour Daily</title>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[
  {"@type":"Organization","@id":"https://harbourdaily.example/#org","name":"Harbour Daily"},
  {"@type":"Person","@id":"https://harbourdaily.example/#priya","name":"Priya Raman","jobTitle":"Transport Correspondent","url":"/authors/priya-raman","email":"mailto:priya.raman@harbourdaily.example"},
  {"@type":"NewsArticle","headline":"Harbour authority approves shore power for six berths","datePublished":"2026-11-01T09:30:00-05:00",
   "author":[{"@id":"https://harbourdaily.example/#priya"}],"publisher":{"@id":"https://harbourdaily.example/#org"}}
]}</script></head><body><article><h1>Harbour authority approves shore power for six berths</h1>
${BODY('The $240 million plan lets docked ships switch off their engines.')}</article></body></html>`;

export const META_ONLY_PAGE = `<!doctype html><html><head><title>Library extends winter hours</title>
<meta name="author" content="Tom Ellery">
<meta property="article:published_time" content="2026-10-30T14:00:00Z">
</head><body><main>${BODY('The central library will open until 9 pm on weekdays from December.')}</main></body></html>`;

export const MARKUP_BYLINE_PAGE = `<!doctype html><html><head><title>Mill reopens after flood</title></head><body>
<article><h1>Mill reopens after flood, 40 jobs return</h1>
<div class="byline">By <a rel="author" href="https://quarry.example/staff/ana-ruiz">Ana Ruiz</a></div>
<time datetime="2026-10-31T10:00:00Z">31 October</time>
${BODY('Owners of the riverside mill say production restarts on Monday.')}
<p class="contact">Contact <a href="mailto:ana.ruiz@quarry.example">Ana Ruiz</a> with tips.</p>
</article><footer><a href="mailto:tips@quarry.example">Send us tips</a></footer></body></html>`;

export const SEVERAL_AUTHORS_PAGE = `<!doctype html><html><head><title>Budget vote</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Council passes budget",
 "author":[{"@type":"Person","name":"Mara Voss","jobTitle":"City Hall Reporter"},{"@type":"Person","name":"Ken Adeyemi"},
   {"@type":"Organization","name":"Northgate Post Staff"}],"datePublished":"2026-11-02T08:00:00Z"}</script>
</head><body><article>${BODY('The council passed the budget by 7 votes to 2 after a four-hour debate.')}</article></body></html>`;

export const ORGANISATION_AUTHOR_PAGE = `<!doctype html><html><head><title>Rates held</title>
<meta name="author" content="Ledger Wire">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Central bank holds rates",
 "author":{"@type":"Organization","name":"Ledger Wire"},"datePublished":"2026-11-02T07:00:00Z"}</script>
</head><body><article><div class="byline">By Ledger Wire Staff</div>${BODY('The central bank kept its main rate at 4.25% for a third meeting.')}</article></body></html>`;
