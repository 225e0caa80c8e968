import type { SectorIssues } from './sector-issues';

/** Issues and bodies of the sectors in sectors-consumer.ts (sector-issues.ts says what each holds). */
// prettier-ignore
export const CONSUMER_SECTOR_ISSUES: Readonly<Record<string, SectorIssues>> = {
  'fashion-apparel': {
    issues: ['greenwashing', 'textile waste', 'garment worker wages', 'forced labour', 'supply chain transparency', 'ultra-fast fashion', 'clothing resale', 'import tariffs'],
    bodies: { GB: ['British Fashion Council', 'UK Fashion and Textile Association', 'Competition and Markets Authority'], US: ['American Apparel & Footwear Association', 'Council of Fashion Designers of America', 'Federal Trade Commission'], CA: ['Retail Council of Canada'], AU: ['Australian Fashion Council', 'Australian Competition and Consumer Commission'] },
  },
  footwear: {
    issues: ['import tariffs', 'leather sourcing', 'forced labour', 'factory wages', 'shoe recycling', 'athlete endorsements', 'sneaker resale', 'counterfeit goods'],
    bodies: { GB: ['British Footwear Association'], US: ['Footwear Distributors and Retailers of America', 'American Apparel & Footwear Association'] },
  },
  'luxury-goods': {
    issues: ['luxury spending slowdown', 'luxury price hikes', 'counterfeit goods', 'tax-free shopping', 'luxury resale', 'supply chain audits', 'creative director appointments', 'wealth taxes'],
    bodies: { GB: ['Walpole'] },
  },
  jewellery: {
    issues: ['gold price', 'diamond prices', 'conflict diamonds', 'kimberley process', 'responsible sourcing', 'jewellery theft', 'silver price', 'export tariffs'],
    bodies: { GB: ['British Hallmarking Council', 'National Association of Jewellers'], US: ['Jewelers of America', 'Jewelers Vigilance Committee', 'Federal Trade Commission'], CA: ['Canadian Jewellers Association'], AU: ['Jewellers Association of Australia'] },
  },
  furniture: {
    issues: ['furniture tip-overs', 'fire safety rules', 'flame retardants', 'timber sourcing', 'deforestation', 'import tariffs', 'housing market slowdown', 'furniture recycling'],
    bodies: { GB: ['British Furniture Confederation', 'Furniture Industry Research Association', 'National Bed Federation', 'Office for Product Safety and Standards'], US: ['Consumer Product Safety Commission', 'American Home Furnishings Alliance', 'Home Furnishings Association'], CA: ['Health Canada'], AU: ['Australian Competition and Consumer Commission'] },
  },
  'toys-games': {
    issues: ['toy recalls', 'button batteries', 'counterfeit toys', 'import tariffs', 'gender-neutral toys', 'kidults', 'connected toys privacy', 'plastic packaging'],
    bodies: { GB: ['British Toy and Hobby Association', 'Office for Product Safety and Standards'], US: ['Consumer Product Safety Commission', 'Toy Association'], IE: ['Competition and Consumer Protection Commission'], CA: ['Health Canada', 'Canadian Toy Association'], AU: ['Australian Competition and Consumer Commission', 'Australian Toy Association'] },
  },
  'pet-products': {
    issues: ['pet food recalls', 'pet food labelling', 'raw feeding', 'pet obesity', 'pet humanisation', 'vet costs', 'pet ownership trends', 'insect protein'],
    bodies: { GB: ['UK Pet Food', 'Pet Industry Federation'], US: ['Food and Drug Administration', 'American Pet Products Association', 'Pet Food Institute', 'Association of American Feed Control Officials'], CA: ['Pet Food Association of Canada'], AU: ['Pet Food Industry Association of Australia'] },
  },
  'sporting-goods': {
    issues: ['sports participation', 'physical inactivity', 'import tariffs', 'athlete endorsements', 'forever chemicals', 'counterfeit sportswear', 'excess inventory', 'women’s sport'],
    bodies: { GB: ['Sport England'], US: ['Sports & Fitness Industry Association'], AU: ['Australian Sports Commission'] },
  },
  'outdoor-gear': {
    issues: ['pfas bans', 'repair and resale', 'microplastics', 'right to roam', 'public lands', 'outdoor participation', 'extreme weather'],
    bodies: { GB: ['Outdoor Industries Association'], US: ['Outdoor Industry Association', 'Outdoor Recreation Roundtable'] },
  },
  'household-goods': {
    issues: ['microplastics', 'plastic packaging', 'refill schemes', 'extended producer responsibility', 'shrinkflation', 'harmful chemicals', 'private label competition', 'greenwashing'],
    bodies: { GB: ['UK Cleaning Products Industry Association', 'Advertising Standards Authority'], US: ['American Cleaning Institute', 'Household & Commercial Products Association', 'Environmental Protection Agency'], CA: ['Health Canada'], AU: ['Accord Australasia'] },
  },
  'grocery-retail': {
    issues: ['price gouging', 'supermarket competition', 'shrinkflation', 'retail crime', 'supplier negotiations', 'food waste', 'self-checkouts', 'unit pricing'],
    bodies: { GB: ['Competition and Markets Authority', 'Groceries Code Adjudicator', 'British Retail Consortium', 'Institute of Grocery Distribution'], US: ['National Grocers Association', 'Federal Trade Commission'], IE: ['Competition and Consumer Protection Commission', 'Retail Ireland'], CA: ['Competition Bureau', 'Retail Council of Canada', 'Canadian Federation of Independent Grocers'], AU: ['Australian Competition and Consumer Commission', 'Australian Retailers Association', 'Australian Food and Grocery Council'], NZ: ['Commerce Commission', 'Grocery Commissioner', 'New Zealand Food and Grocery Council'] },
  },
  'convenience-stores': {
    issues: ['retail crime', 'illicit tobacco', 'vaping rules', 'generational smoking ban', 'age verification', 'minimum wage rises', 'energy bills', 'cash acceptance'],
    bodies: { GB: ['Association of Convenience Stores', 'Federation of Independent Retailers'], US: ['National Association of Convenience Stores'], IE: ['Convenience Stores and Newsagents Association'], AU: ['Australian Association of Convenience Stores'] },
  },
  'home-improvement-retail': {
    issues: ['renovation spending', 'housing market slowdown', 'timber prices', 'energy efficiency upgrades', 'building materials costs', 'skilled trades shortage', 'retrofit grants'],
    bodies: { GB: ['Builders Merchants Federation', 'British Independent Retailers Association'], US: ['North American Hardware and Paint Association'] },
  },
  'baby-kids': {
    issues: ['baby product recalls', 'safe sleep', 'infant formula prices', 'formula shortages', 'falling birth rates', 'childcare costs', 'car seat safety', 'nappy waste'],
    bodies: { GB: ['Office for Product Safety and Standards'], US: ['Consumer Product Safety Commission', 'Juvenile Products Manufacturers Association', 'National Highway Traffic Safety Administration', 'Food and Drug Administration'], IE: ['Competition and Consumer Protection Commission'], CA: ['Health Canada'], AU: ['Australian Competition and Consumer Commission'] },
  },
  'florists-gifts': {
    issues: ['flower import costs', 'floral foam', 'locally grown flowers', 'flower carbon footprint', 'postal strikes', 'fake reviews', 'gift spending'],
    bodies: { GB: ['British Florist Association'], US: ['Society of American Florists'] },
  },
  'ecommerce-platforms': {
    issues: ['ai shopping agents', 'payment fraud', 'data privacy rules', 'web accessibility', 'digital services taxes', 'low-value imports', 'consumer protection rules'],
    bodies: { GB: ['Competition and Markets Authority', 'Information Commissioner’s Office'], US: ['Federal Trade Commission'] },
  },
  'online-marketplaces': {
    issues: ['counterfeit goods', 'fake reviews', 'seller verification', 'platform liability', 'low-value imports', 'platform tax reporting', 'unsafe products online', 'circular economy'],
    bodies: { GB: ['Competition and Markets Authority', 'Office for Product Safety and Standards', 'HM Revenue and Customs'], US: ['Federal Trade Commission', 'Consumer Product Safety Commission'], AU: ['Australian Competition and Consumer Commission'] },
  },
  'department-stores': {
    issues: ['consumer confidence', 'retail bankruptcies', 'town centre decline', 'retail crime', 'online competition', 'retail job cuts', 'commercial rents', 'black friday discounting'],
    bodies: { GB: ['British Retail Consortium', 'Competition and Markets Authority'], US: ['National Retail Federation'], IE: ['Retail Ireland', 'Retail Excellence'], CA: ['Retail Council of Canada'], AU: ['Australian Retailers Association'], NZ: ['Retail NZ'] },
  },
  'cosmetics-skincare': {
    issues: ['animal testing bans', 'pfas in cosmetics', 'ingredient safety', 'counterfeit cosmetics', 'tween skincare', 'beauty dupes', 'greenwashing', 'microplastics'],
    bodies: { GB: ['Cosmetic, Toiletry and Perfumery Association', 'Office for Product Safety and Standards', 'British Beauty Council', 'Advertising Standards Authority'], US: ['Food and Drug Administration', 'Personal Care Products Council'], IE: ['Health Products Regulatory Authority'], CA: ['Health Canada', 'Cosmetics Alliance Canada'], AU: ['Australian Industrial Chemicals Introduction Scheme', 'Accord Australasia'], NZ: ['Environmental Protection Authority'] },
  },
  'hair-salons': {
    issues: ['minimum wage rises', 'salon licensing', 'chemical straighteners', 'hair dye allergies', 'hair discrimination', 'staff shortages', 'chair rental', 'apprenticeship funding'],
    bodies: { GB: ['National Hair & Beauty Federation', 'British Beauty Council'], US: ['Professional Beauty Association'], IE: ['Irish Hairdressers Federation'] },
  },
  'beauty-salons-spas': {
    issues: ['treatment licensing', 'modern slavery', 'gel nail allergies', 'uv nail lamps', 'staff shortages', 'wellness tourism', 'minimum wage rises'],
    bodies: { GB: ['National Hair & Beauty Federation', 'British Beauty Council', 'UK Spa Association'], US: ['International Spa Association', 'Professional Beauty Association'] },
  },
  'aesthetics-clinics': {
    issues: ['cosmetic procedures licensing', 'botched procedures', 'unregulated practitioners', 'counterfeit botox', 'weight loss injections', 'medical tourism', 'botulism cases', 'cosmetic advertising rules'],
    bodies: { GB: ['Joint Council for Cosmetic Practitioners', 'British Association of Aesthetic Plastic Surgeons', 'Medicines and Healthcare products Regulatory Agency', 'Save Face'], US: ['Food and Drug Administration', 'American Society of Plastic Surgeons', 'American Academy of Dermatology'], IE: ['Health Products Regulatory Authority'], CA: ['Health Canada'], AU: ['Australian Health Practitioner Regulation Agency', 'Medical Board of Australia', 'Therapeutic Goods Administration'], NZ: ['Medsafe'] },
  },
  fragrance: {
    issues: ['fragrance allergens', 'ingredient disclosure', 'counterfeit perfume', 'perfume dupes', 'raw material costs', 'travel retail', 'synthetic musks'],
    bodies: { GB: ['Cosmetic, Toiletry and Perfumery Association', 'British Society of Perfumers'], US: ['Food and Drug Administration', 'Personal Care Products Council'] },
  },
  'personal-care': {
    issues: ['period poverty', 'tampon tax', 'pink tax', 'talc lawsuits', 'benzene recalls', 'microplastics', 'plastic packaging', 'ingredient safety'],
    bodies: { GB: ['Cosmetic, Toiletry and Perfumery Association', 'Office for Product Safety and Standards'], US: ['Food and Drug Administration', 'Personal Care Products Council'], CA: ['Health Canada'], AU: ['Therapeutic Goods Administration', 'Accord Australasia'] },
  },
  restaurants: {
    issues: ['restaurant closures', 'hospitality staff shortages', 'minimum wage rises', 'food cost inflation', 'tipping rules', 'allergen information', 'booking no-shows', 'food hygiene ratings'],
    bodies: { GB: ['UKHospitality', 'Food Standards Agency'], US: ['National Restaurant Association', 'Independent Restaurant Coalition'], IE: ['Restaurants Association of Ireland', 'Food Safety Authority of Ireland'], CA: ['Restaurants Canada'], NZ: ['Restaurant Association of New Zealand', 'Hospitality New Zealand'] },
  },
  'quick-service-restaurants': {
    issues: ['fast food wages', 'value meals', 'junk food advertising', 'calorie labelling', 'delivery app commissions', 'franchise disputes', 'beef prices', 'weight loss drugs'],
    bodies: { GB: ['UKHospitality', 'Advertising Standards Authority'], US: ['National Restaurant Association', 'International Franchise Association'], CA: ['Restaurants Canada'], AU: ['Franchise Council of Australia'] },
  },
  'coffee-roasters': {
    issues: ['coffee prices', 'arabica futures', 'coffee crop failures', 'deforestation', 'fair trade pricing', 'eu deforestation rules', 'coffee tariffs'],
    bodies: { GB: ['British Coffee Association'], US: ['National Coffee Association', 'Specialty Coffee Association'], CA: ['Coffee Association of Canada'] },
  },
  cafes: {
    issues: ['coffee prices', 'disposable cup levies', 'café closures', 'business rates', 'minimum wage rises', 'tipping', 'high street footfall'],
    bodies: { GB: ['British Coffee Association', 'UKHospitality'], US: ['National Coffee Association', 'Specialty Coffee Association'], CA: ['Coffee Association of Canada'] },
  },
  bakeries: {
    issues: ['wheat prices', 'butter prices', 'energy bills', 'ultra-processed food', 'salt reduction', 'sugar reduction', 'allergen labelling', 'flour fortification'],
    bodies: { GB: ['Craft Bakers Association', 'Federation of Bakers', 'Food Standards Agency'], US: ['American Bakers Association'], IE: ['Food Safety Authority of Ireland'], CA: ['Baking Association of Canada'] },
  },
  breweries: {
    issues: ['alcohol duty', 'brewery closures', 'falling beer sales', 'alcohol health warnings', 'low and no alcohol', 'aluminium prices', 'deposit return schemes', 'barley harvest'],
    bodies: { GB: ['British Beer and Pub Association', 'Society of Independent Brewers', 'Campaign for Real Ale'], US: ['Brewers Association', 'Beer Institute', 'Alcohol and Tobacco Tax and Trade Bureau'], IE: ['Drinks Ireland'], CA: ['Beer Canada'], AU: ['Brewers Association of Australia', 'Independent Brewers Association'], NZ: ['Brewers Association of New Zealand'] },
  },
  wineries: {
    issues: ['wine oversupply', 'falling wine consumption', 'vine removal', 'extreme weather', 'smoke taint', 'export tariffs', 'alcohol duty', 'alcohol health warnings'],
    bodies: { GB: ['Wine and Spirit Trade Association', 'WineGB'], US: ['Wine Institute', 'WineAmerica', 'Alcohol and Tobacco Tax and Trade Bureau'], CA: ['Wine Growers Canada'], AU: ['Wine Australia', 'Australian Grape & Wine'], NZ: ['New Zealand Winegrowers'] },
  },
  distilleries: {
    issues: ['alcohol duty', 'spirits tariffs', 'spirits sales slowdown', 'alcohol advertising restrictions', 'alcohol health warnings', 'counterfeit alcohol', 'minimum unit pricing', 'excess inventory'],
    bodies: { GB: ['Scotch Whisky Association', 'Wine and Spirit Trade Association'], US: ['Distilled Spirits Council of the United States', 'American Craft Spirits Association', 'Alcohol and Tobacco Tax and Trade Bureau'], IE: ['Irish Whiskey Association', 'Drinks Ireland'], CA: ['Spirits Canada'], AU: ['Australian Distillers Association', 'Spirits & Cocktails Australia'], NZ: ['Distilled Spirits Aotearoa'] },
  },
  'soft-drinks': {
    issues: ['artificial sweeteners', 'energy drink age limits', 'deposit return schemes', 'plastic bottle waste', 'caffeine content', 'aluminium prices', 'ultra-processed food', 'water scarcity'],
    bodies: { GB: ['British Soft Drinks Association', 'Food Standards Agency'], US: ['American Beverage Association', 'Food and Drug Administration'], IE: ['Irish Beverage Council'], CA: ['Canadian Beverage Association'], AU: ['Australian Beverages Council'], NZ: ['New Zealand Beverage Council'] },
  },
  'pubs-bars': {
    issues: ['pub closures', 'alcohol duty', 'drink spiking', 'night-time economy', 'licensing laws', 'minimum wage rises', 'energy bills', 'staff shortages'],
    bodies: { GB: ['British Beer and Pub Association', 'UKHospitality', 'Campaign for Real Ale', 'Night Time Industries Association'], US: ['American Beverage Licensees'], IE: ['Vintners’ Federation of Ireland', 'Licensed Vintners Association'], CA: ['Restaurants Canada'], AU: ['Australian Hotels Association'], NZ: ['Hospitality New Zealand'] },
  },
  'specialty-food-producers': {
    issues: ['honey fraud', 'maple syrup prices', 'food labelling rules', 'farmgate prices', 'bee colony losses', 'export tariffs', 'poor harvests', 'food miles'],
    bodies: { GB: ['Food Standards Agency', 'Guild of Fine Food'], US: ['Food and Drug Administration', 'Specialty Food Association'], IE: ['Food Safety Authority of Ireland'], CA: ['Canadian Food Inspection Agency', 'Quebec Maple Syrup Producers'], AU: ['Food Standards Australia New Zealand'], NZ: ['New Zealand Food Safety'] },
  },
  'food-manufacturing': {
    issues: ['ultra-processed food', 'food recalls', 'listeria outbreaks', 'ingredient costs', 'front-of-pack labelling', 'labour shortages', 'packaging levies', 'food fraud'],
    bodies: { GB: ['Food and Drink Federation', 'Food Standards Agency'], US: ['Food and Drug Administration', 'Food Safety and Inspection Service', 'Consumer Brands Association'], IE: ['Food Safety Authority of Ireland', 'Food Drink Ireland'], CA: ['Canadian Food Inspection Agency', 'Food, Health & Consumer Products of Canada'], AU: ['Food Standards Australia New Zealand', 'Australian Food and Grocery Council'], NZ: ['New Zealand Food Safety', 'New Zealand Food and Grocery Council'] },
  },
  'snacks-confectionery': {
    issues: ['cocoa prices', 'shrinkflation', 'junk food advertising', 'childhood obesity', 'sugar reduction', 'weight loss drugs', 'ultra-processed food', 'promotion restrictions'],
    bodies: { GB: ['Food and Drink Federation', 'Advertising Standards Authority'], US: ['National Confectioners Association', 'SNAC International', 'Food and Drug Administration'], CA: ['Health Canada'], AU: ['Food Standards Australia New Zealand'] },
  },
  'plant-based-food': {
    issues: ['veggie burger naming', 'ultra-processed food', 'plant-based sales slowdown', 'novel food approvals', 'cultivated meat bans', 'price parity', 'livestock emissions', 'investment downturn'],
    bodies: { GB: ['Food Standards Agency', 'Vegan Society'], US: ['Plant Based Foods Association', 'Good Food Institute', 'Food and Drug Administration', 'U.S. Department of Agriculture'], AU: ['Food Standards Australia New Zealand'], NZ: ['Food Standards Australia New Zealand'] },
  },
  'meal-kits-food-delivery': {
    issues: ['gig worker rights', 'courier pay', 'delivery app commissions', 'dark stores', 'subscription cancellation rules', 'packaging waste', 'rider safety', 'e-bike fires'],
    bodies: { GB: ['Competition and Markets Authority', 'Food Standards Agency'], US: ['Federal Trade Commission', 'Department of Labor'], AU: ['Fair Work Commission'] },
  },
  catering: {
    issues: ['free school meals', 'school food standards', 'hospital food', 'public sector contracts', 'food cost inflation', 'staff shortages', 'allergen management', 'plant-based menus'],
    bodies: { GB: ['UKHospitality', 'LACA', 'Hospital Caterers Association', 'Food Standards Agency'], US: ['U.S. Department of Agriculture', 'School Nutrition Association'], IE: ['Food Safety Authority of Ireland'] },
  },
  'nutrition-supplements': {
    issues: ['health claims', 'supplement contamination', 'misleading marketing', 'weight loss supplements', 'ingredient bans', 'third-party testing', 'age restrictions'],
    bodies: { GB: ['Food Standards Agency', 'Medicines and Healthcare products Regulatory Agency', 'Health Food Manufacturers’ Association', 'Advertising Standards Authority'], US: ['Food and Drug Administration', 'Federal Trade Commission', 'Council for Responsible Nutrition', 'Natural Products Association'], IE: ['Food Safety Authority of Ireland', 'Health Products Regulatory Authority'], CA: ['Health Canada', 'Canadian Health Food Association'], AU: ['Therapeutic Goods Administration', 'Complementary Medicines Australia'], NZ: ['New Zealand Food Safety'] },
  },
  'restaurant-tech': {
    issues: ['card processing fees', 'tipping prompts', 'cashless restaurants', 'ai voice ordering', 'data breaches', 'junk fees', 'kitchen automation', 'delivery app commissions'],
    bodies: { GB: ['UKHospitality'], US: ['National Restaurant Association', 'Federal Trade Commission'] },
  },
  'food-wholesale': {
    issues: ['food cost inflation', 'driver shortages', 'supply chain disruption', 'fuel costs', 'public procurement', 'food waste', 'wholesaler consolidation', 'food fraud'],
    bodies: { GB: ['Federation of Wholesale Distributors'], US: ['International Foodservice Distributors Association', 'Food and Drug Administration'] },
  },
  hotels: {
    issues: ['tourist taxes', 'overtourism', 'short-term rental competition', 'hospitality staff shortages', 'resort fees', 'booking platform commissions', 'hotel worker strikes', 'inbound tourism'],
    bodies: { GB: ['UKHospitality', 'VisitBritain'], US: ['American Hotel & Lodging Association', 'U.S. Travel Association'], IE: ['Irish Hotels Federation', 'Fáilte Ireland'], CA: ['Hotel Association of Canada', 'Destination Canada'], AU: ['Tourism Accommodation Australia', 'Australian Hotels Association', 'Tourism Australia'], NZ: ['Hospitality New Zealand', 'Tourism Industry Aotearoa'] },
  },
  'holiday-rentals': {
    issues: ['housing affordability', 'short-let registration', 'host licensing', 'rental caps', 'tourist taxes', 'overtourism', 'cleaning fees', 'second home taxes'],
    bodies: { GB: ['Professional Association of Self Caterers UK', 'Short Term Accommodation Association'], US: ['Vacation Rental Management Association'], IE: ['Fáilte Ireland'] },
  },
  'travel-agencies': {
    issues: ['holiday refunds', 'tour operator collapses', 'flight cancellations', 'overtourism', 'entry requirements', 'travel insurance', 'holiday price rises', 'extreme weather'],
    bodies: { GB: ['ABTA', 'Civil Aviation Authority', 'Association of Independent Tour Operators'], US: ['American Society of Travel Advisors', 'U.S. Travel Association', 'Department of Transportation'], IE: ['Irish Travel Agents Association', 'Commission for Aviation Regulation'], CA: ['Association of Canadian Travel Agencies', 'Travel Industry Council of Ontario'], AU: ['Australian Travel Industry Association'], NZ: ['Travel Agents Association of New Zealand'] },
  },
  'travel-tech': {
    issues: ['drip pricing', 'rate parity clauses', 'fake reviews', 'ai trip planning', 'data breaches', 'search engine dominance', 'digital markets rules', 'airline direct booking'],
    bodies: { GB: ['Competition and Markets Authority'], US: ['Department of Transportation', 'Federal Trade Commission', 'Travel Technology Association'], AU: ['Australian Competition and Consumer Commission'] },
  },
  'business-travel': {
    issues: ['corporate travel budgets', 'travel carbon emissions', 'airfare rises', 'visa delays', 'travel disruption', 'geopolitical risk', 'hybrid working', 'airline distribution changes'],
    bodies: { GB: ['Institute of Travel Management', 'Business Travel Association'], US: ['Global Business Travel Association'] },
  },
  airlines: {
    issues: ['passenger compensation', 'air traffic control delays', 'jet fuel prices', 'sustainable aviation fuel', 'aircraft delivery delays', 'pilot shortages', 'baggage fees', 'aviation emissions'],
    bodies: { GB: ['Civil Aviation Authority', 'Airlines UK', 'Air Accidents Investigation Branch'], US: ['Federal Aviation Administration', 'Department of Transportation', 'Airlines for America', 'National Transportation Safety Board'], IE: ['Irish Aviation Authority', 'Commission for Aviation Regulation'], CA: ['Transport Canada', 'Canadian Transportation Agency', 'National Airlines Council of Canada'], AU: ['Civil Aviation Safety Authority', 'Australian Transport Safety Bureau', 'Australian Competition and Consumer Commission', 'Airlines for Australia and New Zealand'], NZ: ['Civil Aviation Authority of New Zealand', 'Transport Accident Investigation Commission', 'Board of Airline Representatives of New Zealand'] },
  },
  airports: {
    issues: ['airport expansion', 'aircraft noise', 'liquids rules', 'security queues', 'airport charges', 'drone sightings', 'air traffic control outages', 'ground staff strikes'],
    bodies: { GB: ['Civil Aviation Authority', 'Airport Operators Association', 'Department for Transport'], US: ['Federal Aviation Administration', 'Transportation Security Administration', 'Airports Council International-North America', 'American Association of Airport Executives'], IE: ['Irish Aviation Authority', 'Commission for Aviation Regulation'], CA: ['Transport Canada', 'Canadian Air Transport Security Authority', 'Canadian Airports Council'], AU: ['Civil Aviation Safety Authority', 'Australian Airports Association', 'Australian Competition and Consumer Commission'], NZ: ['NZ Airports Association', 'Aviation Security Service', 'Commerce Commission'] },
  },
  cruise: {
    issues: ['cruise ship emissions', 'overtourism', 'norovirus outbreaks', 'port taxes', 'shore power', 'crew welfare', 'passenger overboard', 'itinerary changes'],
    bodies: { GB: ['Cruise Lines International Association', 'Maritime and Coastguard Agency'], US: ['Cruise Lines International Association', 'Centers for Disease Control and Prevention', 'U.S. Coast Guard', 'Federal Maritime Commission'], CA: ['Transport Canada'], AU: ['Cruise Lines International Association', 'Australian Maritime Safety Authority'], NZ: ['Maritime New Zealand'] },
  },
  'boating-marine-leisure': {
    issues: ['boating accidents', 'electric propulsion', 'antifouling paint', 'water quality', 'invasive species', 'luxury tax', 'boat sales slowdown', 'abandoned boats'],
    bodies: { GB: ['British Marine', 'Royal Yachting Association', 'Maritime and Coastguard Agency'], US: ['National Marine Manufacturers Association', 'Marine Retailers Association of the Americas', 'U.S. Coast Guard'], CA: ['National Marine Manufacturers Association Canada', 'Transport Canada'], AU: ['Boating Industry Association'], NZ: ['NZ Marine Industry Association', 'Maritime New Zealand'] },
  },
  'attractions-theme-parks': {
    issues: ['ride accidents', 'ticket price rises', 'dynamic pricing', 'animal welfare', 'extreme heat', 'visitor numbers', 'disabled access', 'queue passes'],
    bodies: { GB: ['Association of Leading Visitor Attractions', 'British Association of Leisure Parks, Piers and Attractions', 'British and Irish Association of Zoos and Aquariums', 'Health and Safety Executive'], US: ['International Association of Amusement Parks and Attractions', 'Association of Zoos and Aquariums'], AU: ['Zoo and Aquarium Association'] },
  },
  'camping-holiday-parks': {
    issues: ['pitch fees', 'coastal erosion', 'flood risk', 'planning permission', 'holiday home mis-selling', 'domestic tourism', 'camping bans', 'wildfire risk'],
    bodies: { GB: ['British Holiday & Home Parks Association', 'National Caravan Council'], US: ['RV Industry Association'], AU: ['Caravan Industry Association of Australia'], NZ: ['Holiday Parks New Zealand'] },
  },
  'news-publishing': {
    issues: ['ai content licensing', 'ai scraping', 'platform payments for news', 'journalist layoffs', 'news deserts', 'misinformation', 'search traffic declines', 'media ownership rules'],
    bodies: { GB: ['News Media Association', 'Independent Press Standards Organisation', 'Ofcom', 'National Union of Journalists'], US: ['News/Media Alliance', 'Reporters Committee for Freedom of the Press'], IE: ['NewsBrands Ireland', 'Coimisiún na Meán', 'Press Council of Ireland'], CA: ['News Media Canada'], AU: ['Australian Press Council', 'Australian Communications and Media Authority'], NZ: ['New Zealand Media Council'] },
  },
  'book-publishing': {
    issues: ['book bans', 'ai copyright', 'author earnings', 'ai-generated books', 'library funding', 'reading for pleasure', 'paper costs', 'ebook lending'],
    bodies: { GB: ['Publishers Association', 'Booksellers Association', 'Society of Authors'], US: ['Association of American Publishers', 'American Booksellers Association', 'Authors Guild', 'American Library Association'], IE: ['Publishing Ireland'], CA: ['Association of Canadian Publishers'], AU: ['Australian Publishers Association', 'Australian Booksellers Association', 'Australian Society of Authors'], NZ: ['Publishers Association of New Zealand'] },
  },
  'tv-broadcasting': {
    issues: ['tv advertising decline', 'media mergers', 'impartiality rules', 'prominence rules', 'sports rights costs', 'commissioning cuts', 'local news cuts', 'presenter pay'],
    bodies: { GB: ['Ofcom', 'Department for Culture, Media and Sport'], US: ['Federal Communications Commission', 'National Association of Broadcasters'], IE: ['Coimisiún na Meán'], CA: ['Canadian Radio-television and Telecommunications Commission', 'Canadian Association of Broadcasters'], AU: ['Australian Communications and Media Authority', 'Free TV Australia'], NZ: ['Broadcasting Standards Authority', 'NZ On Air'] },
  },
  streaming: {
    issues: ['password sharing', 'subscription price rises', 'subscription fatigue', 'local content quotas', 'streaming levies', 'sports rights', 'media consolidation', 'ad-supported tiers'],
    bodies: { GB: ['Ofcom'], US: ['Federal Trade Commission', 'Motion Picture Association'], IE: ['Coimisiún na Meán'], CA: ['Canadian Radio-television and Telecommunications Commission'], AU: ['Australian Communications and Media Authority'] },
  },
  'film-tv-production': {
    issues: ['production slowdown', 'industry strikes', 'ai in filmmaking', 'crew job losses', 'production incentives', 'studio mergers', 'film piracy', 'cinema attendance'],
    bodies: { GB: ['British Film Institute', 'British Film Commission', 'Pact', 'Bectu'], US: ['Motion Picture Association', 'SAG-AFTRA', 'Writers Guild of America', 'Directors Guild of America'], IE: ['Screen Ireland', 'Screen Producers Ireland'], CA: ['Telefilm Canada', 'Canadian Media Producers Association'], AU: ['Screen Australia', 'Screen Producers Australia'], NZ: ['New Zealand Film Commission'] },
  },
  music: {
    issues: ['artist pay', 'ai-generated music', 'ai copyright lawsuits', 'streaming fraud', 'vinyl sales', 'catalogue acquisitions', 'music piracy', 'label consolidation'],
    bodies: { GB: ['BPI', 'PRS for Music', 'UK Music', 'Musicians’ Union'], US: ['Recording Industry Association of America', 'National Music Publishers’ Association', 'Recording Academy', 'Copyright Royalty Board'], IE: ['Irish Recorded Music Association', 'Irish Music Rights Organisation'], CA: ['Music Canada', 'SOCAN'], AU: ['Australian Recording Industry Association', 'APRA AMCOS'], NZ: ['Recorded Music NZ', 'APRA AMCOS'] },
  },
  'live-events-venues': {
    issues: ['dynamic pricing', 'ticket touting', 'ticket bots', 'hidden booking fees', 'crowd safety', 'festival cancellations', 'drug checking', 'extreme weather'],
    bodies: { GB: ['Music Venue Trust', 'Association of Independent Festivals', 'Competition and Markets Authority'], US: ['National Independent Venue Association', 'Federal Trade Commission', 'Department of Justice'], CA: ['Canadian Live Music Association'], AU: ['Live Performance Australia'] },
  },
  'theatre-performing-arts': {
    issues: ['public funding cuts', 'venue closures', 'ticket affordability', 'freelancer pay', 'touring costs', 'arts education', 'audience behaviour', 'philanthropy decline'],
    bodies: { GB: ['Arts Council England', 'Society of London Theatre', 'UK Theatre', 'Equity'], US: ['National Endowment for the Arts', 'Broadway League', 'Actors’ Equity Association'], IE: ['Arts Council', 'Theatre Forum'], CA: ['Canada Council for the Arts'], AU: ['Creative Australia', 'Live Performance Australia'], NZ: ['Creative New Zealand'] },
  },
  'video-games': {
    issues: ['loot boxes', 'industry layoffs', 'studio closures', 'ai voice acting', 'age ratings', 'online safety', 'console prices', 'game preservation'],
    bodies: { GB: ['Ukie', 'TIGA', 'Video Standards Council'], US: ['Entertainment Software Association', 'Entertainment Software Rating Board', 'Federal Trade Commission'], CA: ['Entertainment Software Association of Canada'], AU: ['Interactive Games & Entertainment Association', 'Australian Classification Board'], NZ: ['New Zealand Game Developers Association'] },
  },
  'radio-podcasts': {
    issues: ['local radio cuts', 'station consolidation', 'video podcasts', 'ai-generated voices', 'podcast advertising', 'am radio in cars', 'fm switch-off'],
    bodies: { GB: ['Ofcom', 'Radiocentre'], US: ['Federal Communications Commission', 'National Association of Broadcasters'], IE: ['Coimisiún na Meán'], CA: ['Canadian Radio-television and Telecommunications Commission', 'Canadian Association of Broadcasters'], AU: ['Australian Communications and Media Authority'], NZ: ['Broadcasting Standards Authority', 'NZ On Air'] },
  },
  'photography-video': {
    issues: ['ai-generated images', 'image copyright', 'drone rules', 'deepfakes', 'freelance rates', 'image theft', 'content authenticity'],
    bodies: { GB: ['British Institute of Professional Photography', 'Association of Photographers', 'Civil Aviation Authority'], US: ['Professional Photographers of America', 'American Society of Media Photographers', 'Federal Aviation Administration'], AU: ['Australian Institute of Professional Photography'], NZ: ['New Zealand Institute of Professional Photography'] },
  },
  'creator-economy': {
    issues: ['ad disclosure rules', 'social media bans', 'child influencers', 'creator burnout', 'algorithm changes', 'ai influencers', 'creator fund payouts', 'fake followers'],
    bodies: { GB: ['Advertising Standards Authority', 'Competition and Markets Authority'], US: ['Federal Trade Commission'], IE: ['Competition and Consumer Protection Commission', 'Coimisiún na Meán'], CA: ['Ad Standards', 'Competition Bureau'], AU: ['Ad Standards', 'eSafety Commissioner', 'Australian Association of National Advertisers'], NZ: ['Advertising Standards Authority'] },
  },
  adtech: {
    issues: ['ad tech antitrust', 'data privacy rules', 'brand safety', 'consent requirements', 'cookie deprecation', 'ad blocking', 'ai search traffic', 'walled gardens'],
    bodies: { GB: ['Information Commissioner’s Office', 'Competition and Markets Authority', 'Advertising Association', 'IAB UK'], US: ['Federal Trade Commission', 'Department of Justice', 'Interactive Advertising Bureau', 'Network Advertising Initiative'], IE: ['Data Protection Commission'], CA: ['Office of the Privacy Commissioner of Canada'], AU: ['Office of the Australian Information Commissioner', 'Australian Competition and Consumer Commission'], NZ: ['Office of the Privacy Commissioner'] },
  },
  'events-conferences': {
    issues: ['event cancellations', 'visa delays', 'travel budgets', 'venue costs', 'event carbon footprint', 'crowd safety', 'sponsorship spending'],
    bodies: { GB: ['Association of Event Organisers', 'Association of Event Venues', 'Business Visits and Events Partnership'], US: ['Events Industry Council', 'Professional Convention Management Association', 'International Association of Exhibitions and Events'], AU: ['Exhibition and Event Association of Australasia'] },
  },
  'sports-clubs': {
    issues: ['club ownership', 'multi-club ownership', 'financial sustainability rules', 'gambling sponsorship', 'concussion', 'ticket price rises', 'private equity investment', 'women’s sport'],
    bodies: { GB: ['Department for Culture, Media and Sport', 'Independent Football Regulator', 'Football Association', 'Sport England'], IE: ['Sport Ireland'], CA: ['Sport Canada'], AU: ['Australian Sports Commission', 'Sport Integrity Australia'], NZ: ['Sport New Zealand'] },
  },
  gambling: {
    issues: ['gambling harm', 'gambling advertising bans', 'gambling taxes', 'black market gambling', 'online stake limits', 'match fixing', 'prediction markets', 'sports betting legalisation'],
    bodies: { GB: ['Gambling Commission', 'Betting and Gaming Council'], US: ['American Gaming Association', 'Nevada Gaming Control Board', 'New Jersey Division of Gaming Enforcement'], IE: ['Gambling Regulatory Authority of Ireland'], CA: ['Alcohol and Gaming Commission of Ontario', 'iGaming Ontario', 'Canadian Gaming Association'], AU: ['Australian Communications and Media Authority', 'Responsible Wagering Australia'], NZ: ['Department of Internal Affairs'] },
  },
  'trucking-freight': {
    issues: ['driver shortages', 'diesel prices', 'freight recession', 'cargo theft', 'electric trucks', 'truck parking', 'double brokering', 'heavy vehicle crashes'],
    bodies: { GB: ['Road Haulage Association', 'Logistics UK', 'Driver and Vehicle Standards Agency'], US: ['Federal Motor Carrier Safety Administration', 'American Trucking Associations', 'Owner-Operator Independent Drivers Association', 'Transportation Intermediaries Association'], IE: ['Irish Road Haulage Association', 'Road Safety Authority'], CA: ['Canadian Trucking Alliance', 'Transport Canada'], AU: ['National Heavy Vehicle Regulator', 'Australian Trucking Association', 'NatRoad'], NZ: ['NZ Transport Agency', 'Transporting New Zealand'] },
  },
  'freight-forwarding': {
    issues: ['trade wars', 'shipping disruption', 'sanctions compliance', 'customs delays', 'border checks', 'freight rate volatility', 'low-value imports', 'export controls'],
    bodies: { GB: ['British International Freight Association', 'HM Revenue and Customs'], US: ['U.S. Customs and Border Protection', 'Federal Maritime Commission', 'National Customs Brokers and Forwarders Association of America'], IE: ['Irish International Freight Association', 'Revenue Commissioners'], CA: ['Canada Border Services Agency', 'Canadian International Freight Forwarders Association'], AU: ['Australian Border Force', 'Freight & Trade Alliance'], NZ: ['New Zealand Customs Service', 'Customs Brokers and Freight Forwarders Federation of New Zealand'] },
  },
  'warehousing-fulfilment': {
    issues: ['warehouse automation', 'warehouse injuries', 'unionisation', 'labour shortages', 'peak season hiring', 'industrial property rents', 'returns fraud', 'inventory levels'],
    bodies: { GB: ['UK Warehousing Association', 'Health and Safety Executive'], US: ['Occupational Safety and Health Administration', 'International Warehouse Logistics Association'], AU: ['Safe Work Australia'] },
  },
  'last-mile-delivery': {
    issues: ['courier employment status', 'porch piracy', 'drone delivery', 'delivery robots', 'postal strikes', 'electric vans', 'clean air zones', 'delivery complaints'],
    bodies: { GB: ['Ofcom', 'Logistics UK'], US: ['Postal Regulatory Commission', 'Federal Aviation Administration'], IE: ['Commission for Communications Regulation'] },
  },
  'shipping-lines': {
    issues: ['shipping emissions', 'carbon pricing', 'shadow fleet', 'fleet overcapacity', 'route diversions', 'alternative fuels', 'crew abandonment', 'maritime security'],
    bodies: { GB: ['UK Chamber of Shipping', 'Maritime and Coastguard Agency'], US: ['Federal Maritime Commission', 'Maritime Administration', 'U.S. Coast Guard'], IE: ['Irish Chamber of Shipping'], CA: ['Transport Canada', 'Chamber of Marine Commerce'], AU: ['Australian Maritime Safety Authority', 'Shipping Australia'], NZ: ['Maritime New Zealand'] },
  },
  'ports-terminals': {
    issues: ['dockworker strikes', 'port automation', 'shore power', 'port expansion', 'port fees', 'drug smuggling', 'cyber attacks', 'climate resilience'],
    bodies: { GB: ['British Ports Association', 'UK Major Ports Group', 'Department for Transport'], US: ['American Association of Port Authorities', 'Federal Maritime Commission', 'International Longshoremen’s Association', 'International Longshore and Warehouse Union'], CA: ['Association of Canadian Port Authorities', 'Transport Canada'], AU: ['Ports Australia', 'Maritime Union of Australia'], NZ: ['Maritime Union of New Zealand'] },
  },
  'air-cargo': {
    issues: ['lithium battery fires', 'cargo screening', 'low-value imports', 'capacity shortages', 'trade wars', 'sustainable aviation fuel', 'airspace closures', 'cargo theft'],
    bodies: { GB: ['Civil Aviation Authority', 'British International Freight Association'], US: ['Federal Aviation Administration', 'Transportation Security Administration', 'Airforwarders Association', 'Cargo Airline Association'], CA: ['Transport Canada'], AU: ['Civil Aviation Safety Authority'] },
  },
  'cold-chain': {
    issues: ['refrigerant phase-down', 'energy costs', 'food recalls', 'food waste', 'vaccine distribution', 'ammonia leaks', 'driver shortages', 'transport refrigeration emissions'],
    bodies: { GB: ['Cold Chain Federation', 'Food Standards Agency', 'Medicines and Healthcare products Regulatory Agency'], US: ['Global Cold Chain Alliance', 'Food and Drug Administration'], IE: ['Food Safety Authority of Ireland', 'Health Products Regulatory Authority'], CA: ['Canadian Food Inspection Agency'], AU: ['Refrigerated Warehouse and Transport Association of Australia', 'Food Standards Australia New Zealand'], NZ: ['New Zealand Food Safety'] },
  },
  'logistics-software': {
    issues: ['freight fraud', 'cyber attacks', 'ai agents', 'autonomous trucks', 'digital freight documents', 'emissions reporting', 'freight market downturn', 'driver monitoring'],
    bodies: { GB: ['Logistics UK'], US: ['Federal Motor Carrier Safety Administration', 'Transportation Intermediaries Association'] },
  },
  'supply-chain-software': {
    issues: ['tariff uncertainty', 'supply chain disruption', 'forced labour rules', 'due diligence laws', 'scope 3 emissions', 'reshoring', 'ai agents', 'third-party cyber risk'],
    bodies: { GB: ['Chartered Institute of Procurement & Supply', 'Chartered Institute of Logistics and Transport'], US: ['Association for Supply Chain Management', 'Institute for Supply Management'], CA: ['Supply Chain Canada'] },
  },
  'fleet-telematics': {
    issues: ['driver surveillance', 'speed limiters', 'ev charging infrastructure', 'zero emission mandates', 'fleet insurance premiums', 'nuclear verdicts', 'vehicle theft', 'fuel prices'],
    bodies: { GB: ['Driver and Vehicle Standards Agency', 'Association of Fleet Professionals', 'British Vehicle Rental and Leasing Association'], US: ['Federal Motor Carrier Safety Administration', 'National Highway Traffic Safety Administration', 'NAFA Fleet Management Association'], CA: ['Transport Canada'], AU: ['National Heavy Vehicle Regulator'] },
  },
};
