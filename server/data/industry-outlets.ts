/**
 * Real trade and general publications that cover each industry (ids from server/src/ai/offline/industry-lexicon.ts).
 * The offline engine suggests these when the news corpus has no fitting outlet yet; outlets we hold bylines for
 * are listed before them. Order: most specific trade titles first, then general business and tech press.
 */
export const INDUSTRY_OUTLETS: Record<string, string[]> = {
  fintech: ['Financial Times', 'Bloomberg', 'Finextra', 'American Banker', 'Payments Dive', 'The Block', 'Sifted', 'TechCrunch', 'Reuters', 'AltFi', 'Fintech Futures'],
  healthtech: ['STAT News', 'Fierce Healthcare', 'MobiHealthNews', 'Healthcare IT News', 'Modern Healthcare', 'Digital Health News', 'Axios Vitals', 'TechCrunch', 'The BMJ', 'Reuters'],
  cybersecurity: ['Dark Reading', 'The Record by Recorded Future', 'BleepingComputer', 'SecurityWeek', 'CyberScoop', 'The Register', 'Wired', 'Krebs on Security', 'Infosecurity Magazine', 'Ars Technica'],
  devtools: ['The New Stack', 'InfoQ', 'The Register', 'DevOps.com', 'TechCrunch', 'The Verge', 'Ars Technica', 'SD Times', 'InfoWorld', 'VentureBeat', 'Stack Overflow Blog'],
  ecommerce: ['Retail Dive', 'Modern Retail', 'Retail Gazette', 'Internet Retailing', 'Business Insider', 'Drapers', 'Glossy', 'Digital Commerce 360', 'Reuters', 'The Grocer'],
  cleantech: ['Canary Media', 'Carbon Brief', 'GreenBiz', 'Heatmap News', 'Bloomberg Green', 'The Guardian', 'Electrek', 'Utility Dive', 'Inside Climate News', 'Recharge News', 'Reuters'],
  edtech: ['EdSurge', 'Times Higher Education', 'Tes', 'Inside Higher Ed', 'The Hechinger Report', 'EdWeek', 'Schools Week', 'The Chronicle of Higher Education', 'TechCrunch'],
  biotech: ['Endpoints News', 'STAT News', 'Fierce Biotech', 'BioPharma Dive', 'Nature Biotechnology', 'GEN (Genetic Engineering & Biotechnology News)', 'BioSpace', 'Labiotech.eu', 'Reuters'],
  media: ['Variety', 'The Hollywood Reporter', 'Press Gazette', 'Nieman Lab', 'Digiday', 'Deadline', 'Music Business Worldwide', 'Billboard', 'The Guardian'],
  logistics: ['FreightWaves', 'Supply Chain Dive', 'The Loadstar', 'Journal of Commerce', 'Lloyd’s List', 'Logistics Manager', 'DC Velocity', 'Supply Chain Digital', 'Reuters'],
  proptech: ['The Real Deal', 'Estates Gazette', 'Inman', 'Property Week', 'HousingWire', 'Bisnow', 'The Negotiator', 'Commercial Observer', 'Bloomberg'],
  food: ['Food Dive', 'The Grocer', 'Food Navigator', 'Just Food', 'Eater', 'Restaurant Business', 'Food Business News', 'AgFunderNews', 'Bon Appétit'],
  travel: ['Skift', 'Travel Weekly', 'PhocusWire', 'TTG', 'Condé Nast Traveler', 'Business Travel News', 'Travel + Leisure', 'The Points Guy', 'Lonely Planet'],
  hrtech: ['HR Dive', 'People Management', 'SHRM HR Magazine', 'Personnel Today', 'HR Executive', 'Josh Bersin Academy', 'Fast Company', 'Harvard Business Review', 'Forbes'],
  hardware: ['The Verge', 'Engadget', 'Wired', 'CNET', 'Tom’s Guide', 'TechRadar', 'Digital Trends', 'Gizmodo', 'Ars Technica', 'ZDNET'],
  ai: ['MIT Technology Review', 'VentureBeat', 'The Information', 'Wired', 'TechCrunch', 'The Verge', 'IEEE Spectrum', 'Ars Technica', 'Semafor Tech', 'Axios'],
  beauty: ['Glossy', 'Beauty Independent', 'WWD', 'Cosmetics Business', 'CosmeticsDesign', 'Vogue Business', 'Allure', 'Byrdie', 'Happi', 'Business of Fashion'],
  legal: ['Law360', 'Above the Law', 'Law.com', 'The Law Society Gazette', 'Legal Cheek', 'ABA Journal', 'The Lawyer', 'Bloomberg Law', 'Reuters', 'Personnel Today'],
  transit: ['Mass Transit', 'Streetsblog', 'Bloomberg CityLab', 'Smart Cities Dive', 'Railway Gazette International', 'Route Fifty', 'Governing', 'Intelligent Transport', 'Passenger Transport', 'Next City'],
  mobility: ['Electrek', 'Bike Europe', 'Cycling Industry News', 'BikeBiz', 'Bicycle Retailer and Industry News', 'Automotive News', 'InsideEVs', 'The Verge', 'TechCrunch', 'Wired'],
  aerospace: ['DroneLife', 'DroneDJ', 'Commercial UAV News', 'Aviation Week', 'FlightGlobal', 'SpaceNews', 'IEEE Spectrum', 'The Verge', 'Reuters', 'Defense News'],
  insurance: ['Insurance Journal', 'Insurance Times', 'Carrier Management', 'The Insurer', 'Insurance Business', 'Reinsurance News', 'Artemis', 'Coverager', 'Digital Insurance', 'Reuters'],
  manufacturing: ['IndustryWeek', 'Manufacturing Dive', 'The Manufacturer', 'Assembly Magazine', 'Modern Machine Shop', 'Plant Engineering', 'Automation World', 'Reuters', 'Bloomberg'],
  agriculture: ['AgFunderNews', 'Farmers Weekly', 'Successful Farming', 'Agri-Pulse', 'Farm Journal', 'Modern Farmer', 'Civil Eats', 'DTN Progressive Farmer', 'Reuters'],
  general: ['Reuters', 'Bloomberg', 'Financial Times', 'The Wall Street Journal', 'Forbes', 'Business Insider', 'Fast Company', 'Inc.', 'Fortune', 'CNBC'],
};
