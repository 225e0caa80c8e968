/**
 * A small hand-written news world for keyword search by meaning (not the demo corpus generator): each story is
 * told by two outlets in newsroom wording, and the labelled queries say which stories a keyword must find and
 * which it must not (same word in another sense, or a near-miss subject). Several related stories deliberately
 * never contain the keyword ('heart failure' → a story about cardiac patients at home), so a lexical matcher
 * misses them; several traps deliberately do ('Session' → a sleep retreat's sessions).
 */
export type FixtureStory = { id: string; items: Array<{ title: string; summary: string }> };

export const SEARCH_STORIES: FixtureStory[] = [
  {
    id: 'cardiac-remote-monitoring',
    items: [
      {
        title: 'Hospital sends cardiac patients home with wearable monitors',
        summary:
          'Patients with weakened hearts are watched from home by a nursing team that reads their weight, pulse and blood pressure every morning, cutting emergency readmissions by a third.',
      },
      {
        title: 'Remote monitoring keeps heart patients out of hospital, trial finds',
        summary: 'Cardiologists said daily readings of fluid build-up let them change medication before a crisis.',
      },
    ],
  },
  {
    id: 'sleep-retreat',
    items: [
      {
        title: 'Luxury sleep retreat sells out its weekend sessions',
        summary: 'Guests pay £900 for breathing sessions, sound baths and a digital detox in a Cotswolds manor.',
      },
      {
        title: 'Insomniacs queue for £900 sleep retreat',
        summary: 'The retreat runs three relaxation sessions a day and bans phones after dinner.',
      },
    ],
  },
  {
    id: 'session-hijacking',
    items: [
      {
        title: 'Hackers steal browser cookies to hijack logged-in sessions at software firms',
        summary:
          'Stolen session tokens let attackers skip passwords and multi-factor prompts and walk straight into company accounts.',
      },
      {
        title: 'Session token theft behind breach of cloud accounts, investigators say',
        summary:
          'Infostealer malware lifted cookies from an engineer\u2019s laptop, giving criminals access to admin consoles.',
      },
    ],
  },
  {
    id: 'leaked-credentials',
    items: [
      {
        title: 'Millions of stolen passwords from infostealer logs posted on hacking forum',
        summary:
          'Security researchers warn the leaked credentials will fuel account takeover and credential stuffing against banks and retailers.',
      },
      {
        title: 'Leaked logins for corporate email accounts sold for a few dollars each',
        summary: 'Criminals are buying usernames and passwords in bulk to break into staff mailboxes.',
      },
    ],
  },
  {
    id: 'help-desk-impersonation',
    items: [
      {
        title: 'Hackers impersonated staff to trick IT help desk into resetting logins',
        summary:
          'The gang phoned support pretending to be employees and had multi-factor authentication reset, then took over their accounts.',
      },
      {
        title: 'Casino operator breach began with a phone call to the help desk',
        summary:
          'Attackers posed as an employee to obtain new credentials and gained access to the company\u2019s identity systems.',
      },
    ],
  },
  {
    id: 'payments-outage',
    items: [
      {
        title: 'Card payments outage leaves shoppers charged twice',
        summary:
          'A failure in the processor\u2019s settlement system duplicated thousands of transactions on Saturday.',
      },
      {
        title: 'Processor blames software failure for double card charges',
        summary: 'Banks said refunds would reach customers within five working days.',
      },
    ],
  },
  {
    id: 'spend-cards',
    items: [
      {
        title: 'Fintech launches single-use card numbers for business purchases',
        summary:
          'Finance teams can create a card number for each supplier and cap how much it can spend, cutting fraud on online purchases.',
      },
      {
        title: 'New card issuing platform lets firms hand staff instant company cards',
        summary: 'Employees get a card in their phone wallet minutes after approval, before any plastic card arrives.',
      },
    ],
  },
  {
    id: 'corporate-card-issuer',
    items: [
      {
        title: 'Bank teams up with card issuer to offer digital corporate cards to small firms',
        summary:
          'Businesses will be able to issue cards on demand for travel and supplier payments and set limits per employee.',
      },
      {
        title: 'Corporate card issuer raises $80m to expand in Europe',
        summary: 'The company issues digital cards that firms use to pay suppliers and control employee spending.',
      },
    ],
  },
  {
    id: 'vr-headset',
    items: [
      {
        title: 'New virtual reality headset promises lighter design and sharper screens',
        summary: 'The goggles weigh under 400 grams and ship with a library of games and fitness apps.',
      },
      {
        title: 'Virtual reality makers bet on gaming to revive headset sales',
        summary: 'Shipments of headsets fell last year as buyers waited for cheaper models.',
      },
    ],
  },
  {
    id: 'greeting-cards',
    items: [
      {
        title: 'Greeting card shops struggle as Christmas cards sales slip',
        summary: 'Stationers blame rising postage prices as shoppers send fewer cards by post.',
      },
      {
        title: 'High-street card retailer to close 30 shops',
        summary: 'The chain that sells birthday and Christmas cards said footfall had not recovered.',
      },
    ],
  },
  {
    id: 'fresh-pet-food',
    items: [
      {
        title: 'Fresh pet food brands win shelf space as owners trade up from kibble',
        summary:
          'Supermarkets are giving more chilled space to gently cooked meals for dogs and cats, as owners treat pets like family.',
      },
      {
        title: 'Premium pet food sales climb despite cost-of-living squeeze',
        summary:
          'Owners cut their own spending before they cut what goes in their dog\u2019s bowl, a survey of pet owners found.',
      },
    ],
  },
  {
    id: 'kibble-recall',
    items: [
      {
        title: 'Recall issued for dry kibble after salmonella found at pet food plant',
        summary: 'Owners of dogs and cats are told to check batch numbers and return affected bags to the shop.',
      },
      {
        title: 'Pet food maker recalls kibble over salmonella fears',
        summary: 'Vets urged owners to watch their pets for signs of illness.',
      },
    ],
  },
  {
    id: 'hot-dog-stands',
    items: [
      {
        title: 'Hot dog stand owners protest new street food licence fees',
        summary: 'Traders say the council\u2019s fee rise will push small food stalls out of the city centre.',
      },
      {
        title: 'Street food traders march on town hall over licence costs',
        summary: 'Burger and hot dog vendors said the charges would close half the stalls.',
      },
    ],
  },
  {
    id: 'food-bank-demand',
    items: [
      {
        title: 'Food banks report record demand as winter bills bite',
        summary:
          'Charities handed out more emergency food parcels than ever last month as families fell behind on energy bills.',
      },
      {
        title: 'Food bank charity warns of empty shelves before Christmas',
        summary: 'Volunteers said donations of tinned food have dropped while demand keeps rising.',
      },
    ],
  },
  {
    id: 'ai-chips',
    items: [
      {
        title: 'Chipmaker shares jump on demand for artificial intelligence servers',
        summary: 'Data centre operators are ordering accelerators to train large language models.',
      },
      {
        title: 'AI boom lifts chipmaker to record quarterly revenue',
        summary: 'Sales of processors used to train and run AI models doubled.',
      },
    ],
  },
  {
    id: 'ai-xrays',
    items: [
      {
        title: 'Hospitals use AI to read chest X-rays in seconds',
        summary: 'The software flags suspected lung cancer so radiologists can see urgent patients first.',
      },
      {
        title: 'Machine learning tool speeds up X-ray reporting in NHS pilot',
        summary: 'Radiologists said the algorithm cut reporting backlogs by half.',
      },
    ],
  },
  {
    id: 'nurses-strike',
    items: [
      {
        title: 'Nurses vote to strike over pay as wards stay short-staffed',
        summary: 'The union said thousands of nursing posts are empty and staff are leaving for agency work.',
      },
      {
        title: 'Nursing union announces walkout dates after pay talks fail',
        summary: 'Hospitals will keep emergency care running during the strike.',
      },
    ],
  },
  {
    id: 'doctor-burnout',
    items: [
      {
        title: 'One in three doctors plan to leave within five years as burnout rises',
        summary:
          'A survey of clinicians found long shifts and staff shortages pushing GPs and hospital consultants to quit.',
      },
      {
        title: 'Burnout drives medics out of the health service, survey finds',
        summary: 'Doctors and nurses said they could not give patients the care they need.',
      },
    ],
  },
  {
    id: 'heat-pump-installs',
    items: [
      {
        title: 'Heat pump installations hit record as boiler grant is raised',
        summary: 'Homeowners can now claim £7,500 towards replacing a gas boiler with an air source heat pump.',
      },
      {
        title: 'Households switch from gas boilers to heat pumps in record numbers',
        summary: 'Installers say demand doubled after the government grant rose.',
      },
    ],
  },
  {
    id: 'restructuring-charge',
    items: [
      {
        title: 'Retailer books restructuring charge as it closes 40 stores',
        summary: 'The one-off charge of £120m covers redundancies and lease exits.',
      },
      {
        title: 'Store closures cost retailer £120m charge',
        summary: 'Shares fell as the chain cut its profit forecast.',
      },
    ],
  },
  {
    id: 'stablecoin-peg',
    items: [
      {
        title: 'Stablecoin briefly loses its dollar peg amid reserve worries',
        summary: 'The token fell to 97 cents as holders rushed to redeem, before the issuer published its reserves.',
      },
      {
        title: 'Dollar-backed crypto token slips below $1 as redemptions surge',
        summary: 'Traders questioned whether the issuer held enough cash to meet withdrawals.',
      },
    ],
  },
  {
    id: 'derby-football',
    items: [
      {
        title: 'Late winner settles fiery derby at packed stadium',
        summary: 'The home side scored in stoppage time to go top of the league.',
      },
      {
        title: 'Manager hails character after dramatic derby win',
        summary: 'Fans stormed the pitch after the final whistle.',
      },
    ],
  },
  {
    id: 'measles-outbreak',
    items: [
      {
        title: 'Measles outbreak stops school trips across the county',
        summary: 'Health officials urged parents to check their children\u2019s vaccinations.',
      },
      {
        title: 'Measles cases rise as vaccination rates fall',
        summary: 'Doctors called for catch-up jabs before the summer holidays.',
      },
    ],
  },
];

/** What each company says about itself: the sense in which its keywords are meant. */
export const SEARCH_COMPANIES = {
  vaultline: {
    companyName: 'Vaultline',
    industry: 'Cybersecurity',
    companyProfile:
      'Vaultline is identity security software for mid-sized companies. It detects account takeover, stolen session tokens and risky logins, and stops attackers who use leaked credentials to get into staff accounts.',
    keyProducts: ['Vaultline Detect'],
    targetMarkets: ['IT security teams'],
  },
  pulsewatch: {
    companyName: 'Pulsewatch',
    industry: 'Healthtech & Digital Health',
    companyProfile:
      'Pulsewatch provides remote patient monitoring for hospitals. Patients with heart failure and other long-term conditions send daily readings from home, and nurses are alerted when a reading changes.',
    keyProducts: ['Pulsewatch Home'],
    targetMarkets: ['NHS trusts'],
  },
  settlewise: {
    companyName: 'Settlewise',
    industry: 'Fintech & Payments',
    companyProfile:
      'Settlewise is a B2B payments platform. Finance teams pay suppliers by bank transfer or with virtual cards issued per supplier, and reconcile every payment automatically.',
    keyProducts: ['Settlewise Cards'],
    targetMarkets: ['finance teams'],
  },
  barkfresh: {
    companyName: 'Barkfresh',
    industry: 'Unspecified',
    companyProfile:
      'Barkfresh makes fresh dog food, gently cooked in Bristol from British meat and vegetables and delivered to owners in recyclable packs.',
    keyProducts: ['Barkfresh Daily'],
    targetMarkets: ['dog owners'],
  },
  brightwell: {
    companyName: 'Brightwell Heating',
    industry: 'Climate & Cleantech',
    companyProfile:
      'Brightwell Heating is a family-run installer of air source heat pumps in Yorkshire. It replaces gas boilers and helps homeowners claim the boiler upgrade grant.',
    keyProducts: [],
    targetMarkets: ['homeowners'],
  },
} as const;

export type SearchCompany = keyof typeof SEARCH_COMPANIES;

/** A keyword query as a user of that company types it, with the stories it must and must not return. */
export type LabelledQuery = { company: SearchCompany | null; keyword: string; hits: string[]; nonHits: string[] };

export const LABELLED_QUERIES: LabelledQuery[] = [
  {
    company: 'vaultline',
    keyword: 'Session',
    hits: ['session-hijacking'],
    nonHits: ['sleep-retreat', 'derby-football'],
  },
  {
    company: 'vaultline',
    keyword: 'identity attacks',
    hits: ['leaked-credentials', 'help-desk-impersonation'],
    nonHits: ['sleep-retreat', 'measles-outbreak', 'derby-football'],
  },
  {
    company: 'vaultline',
    keyword: 'account takeover',
    hits: ['leaked-credentials', 'help-desk-impersonation'],
    nonHits: ['derby-football', 'restructuring-charge'],
  },
  {
    company: 'pulsewatch',
    keyword: 'heart failure',
    hits: ['cardiac-remote-monitoring'],
    nonHits: ['payments-outage', 'derby-football', 'sleep-retreat'],
  },
  {
    company: 'pulsewatch',
    keyword: 'nurses',
    hits: ['nurses-strike'],
    nonHits: ['derby-football', 'restructuring-charge', 'kibble-recall'],
  },
  {
    company: 'settlewise',
    keyword: 'virtual cards',
    hits: ['spend-cards', 'corporate-card-issuer'],
    nonHits: ['vr-headset', 'greeting-cards'],
  },
  {
    company: 'settlewise',
    keyword: 'stablecoins',
    hits: ['stablecoin-peg'],
    nonHits: ['derby-football', 'greeting-cards', 'vr-headset', 'ai-chips'],
  },
  {
    company: 'barkfresh',
    keyword: 'dog food',
    hits: ['fresh-pet-food', 'kibble-recall'],
    nonHits: ['hot-dog-stands', 'derby-football'],
  },
  {
    company: 'brightwell',
    keyword: 'heat pumps',
    hits: ['heat-pump-installs'],
    nonHits: ['payments-outage', 'restructuring-charge', 'food-bank-demand', 'cardiac-remote-monitoring'],
  },
  { company: null, keyword: 'AI', hits: ['ai-chips', 'ai-xrays'], nonHits: ['derby-football', 'greeting-cards'] },
  {
    company: null,
    keyword: 'artificial intelligence',
    hits: ['ai-chips', 'ai-xrays'],
    nonHits: ['derby-football', 'hot-dog-stands'],
  },
  { company: null, keyword: 'clinicians', hits: ['doctor-burnout'], nonHits: ['derby-football', 'greeting-cards'] },
];
