import type { SectorIssues } from './sector-issues';

/** Issues and bodies of the sectors in sectors-services.ts (sector-issues.ts says what each holds). */
// prettier-ignore
export const SERVICES_SECTOR_ISSUES: Readonly<Record<string, SectorIssues>> = {
  'law-firms': {
    issues: ['legal aid cuts', 'ai in legal services', 'law firm consolidation', 'private equity in law', 'access to justice', 'court backlogs', 'anti-money laundering rules', 'professional misconduct'],
    bodies: { GB: ['Solicitors Regulation Authority', 'Law Society', 'Legal Services Board', 'Bar Standards Board'], US: ['American Bar Association'], IE: ['Law Society of Ireland', 'Legal Services Regulatory Authority'], CA: ['Canadian Bar Association', 'Federation of Law Societies of Canada'], AU: ['Law Council of Australia'], NZ: ['New Zealand Law Society'] },
  },
  'corporate-law': {
    issues: ['deal activity', 'merger control', 'antitrust enforcement', 'foreign investment screening', 'shareholder activism', 'sanctions compliance', 'private equity deals', 'class actions'],
    bodies: { GB: ['Competition and Markets Authority', 'Solicitors Regulation Authority', 'Law Society'], US: ['Securities and Exchange Commission', 'Federal Trade Commission', 'American Bar Association'], IE: ['Competition and Consumer Protection Commission', 'Law Society of Ireland'], CA: ['Competition Bureau', 'Canadian Bar Association'], AU: ['Australian Competition and Consumer Commission', 'Australian Securities and Investments Commission', 'Law Council of Australia'], NZ: ['Commerce Commission', 'New Zealand Law Society'] },
  },
  'employment-law': {
    issues: ['employment rights reform', 'fire and rehire', 'gig economy workers', 'non-compete clauses', 'zero-hours contracts', 'equal pay claims', 'workplace harassment', 'minimum wage'],
    bodies: { GB: ['Acas', 'Equality and Human Rights Commission'], US: ['Equal Employment Opportunity Commission', 'National Labor Relations Board', 'Department of Labor'], IE: ['Workplace Relations Commission', 'Labour Court'], CA: ['Employment and Social Development Canada'], AU: ['Fair Work Commission', 'Fair Work Ombudsman'], NZ: ['Employment Relations Authority', 'Ministry of Business, Innovation and Employment'] },
  },
  'immigration-law': {
    issues: ['net migration', 'immigration detention', 'deportations', 'asylum backlog', 'visa fees', 'skilled migration', 'family reunification', 'international student numbers'],
    bodies: { GB: ['Home Office', 'UK Visas and Immigration', 'Immigration Law Practitioners\' Association'], US: ['U.S. Citizenship and Immigration Services', 'Immigration and Customs Enforcement', 'American Immigration Lawyers Association'], IE: ['International Protection Office', 'Immigrant Council of Ireland'], CA: ['Immigration, Refugees and Citizenship Canada', 'Immigration and Refugee Board of Canada', 'Canada Border Services Agency'], AU: ['Department of Home Affairs', 'Migration Institute of Australia'], NZ: ['Immigration New Zealand'] },
  },
  'family-law': {
    issues: ['no-fault divorce', 'family court delays', 'parental alienation', 'coercive control', 'child maintenance', 'shared parenting', 'cohabitation rights', 'legal aid cuts'],
    bodies: { GB: ['Resolution', 'Cafcass', 'Child Maintenance Service', 'Family Mediation Council'], US: ['American Academy of Matrimonial Lawyers'], IE: ['Legal Aid Board', 'Law Society of Ireland'], AU: ['Federal Circuit and Family Court of Australia', 'Law Council of Australia'] },
  },
  'ip-law': {
    issues: ['ai and copyright', 'patent trolls', 'standard essential patents', 'counterfeit goods', 'trademark disputes', 'generic drug patents', 'music copyright lawsuits', 'patent litigation'],
    bodies: { GB: ['Intellectual Property Office', 'Chartered Institute of Patent Attorneys', 'Chartered Institute of Trade Mark Attorneys'], US: ['U.S. Patent and Trademark Office', 'U.S. Copyright Office', 'American Intellectual Property Law Association'], IE: ['Intellectual Property Office of Ireland'], CA: ['Canadian Intellectual Property Office'], AU: ['IP Australia'], NZ: ['Intellectual Property Office of New Zealand'] },
  },
  'personal-injury-law': {
    issues: ['compensation culture', 'claims farming', 'fraudulent claims', 'litigation funding', 'fixed recoverable costs', 'asbestos claims', 'motor insurance premiums', 'class actions'],
    bodies: { GB: ['Association of Personal Injury Lawyers', 'Association of British Insurers', 'Solicitors Regulation Authority', 'NHS Resolution'], US: ['American Association for Justice'], IE: ['Injuries Resolution Board'], AU: ['Australian Lawyers Alliance'], NZ: ['Accident Compensation Corporation'] },
  },
  'property-law': {
    issues: ['leasehold reform', 'ground rents', 'property fraud', 'mortgage rates', 'housing transactions', 'home buying delays', 'anti-money laundering checks'],
    bodies: { GB: ['HM Land Registry', 'Council for Licensed Conveyancers', 'Law Society', 'Conveyancing Association'], US: ['American Land Title Association'], IE: ['Tailte Éireann', 'Law Society of Ireland'], AU: ['Australian Institute of Conveyancers'], NZ: ['Land Information New Zealand'] },
  },
  'private-client-law': {
    issues: ['probate delays', 'inheritance tax changes', 'wealth transfer', 'elder financial abuse', 'unregulated will writers', 'intestacy rules', 'inheritance disputes'],
    bodies: { GB: ['Society of Trust and Estate Practitioners', 'Office of the Public Guardian', 'HM Courts & Tribunals Service', 'HM Revenue & Customs'], US: ['American College of Trust and Estate Counsel'], IE: ['Law Society of Ireland', 'Decision Support Service'] },
  },
  'criminal-law': {
    issues: ['court backlogs', 'legal aid fees', 'prison overcrowding', 'jury trials', 'wrongful convictions', 'sentencing reform', 'disclosure failures', 'barrister strikes'],
    bodies: { GB: ['Crown Prosecution Service', 'Criminal Bar Association', 'Legal Aid Agency', 'Criminal Cases Review Commission'], US: ['National Association of Criminal Defense Lawyers', 'Department of Justice'], IE: ['Director of Public Prosecutions', 'Bar of Ireland'], CA: ['Public Prosecution Service of Canada'] },
  },
  'legal-tech': {
    issues: ['generative ai in law', 'ai hallucinations', 'fake case citations', 'client data security', 'alternative fee arrangements', 'online courts', 'ai regulation', 'legal tech funding'],
    bodies: { GB: ['Solicitors Regulation Authority', 'Law Society', 'Legal Services Board'], US: ['American Bar Association'] },
  },
  'transit-agencies': {
    issues: ['transit funding', 'fare increases', 'fare evasion', 'congestion pricing', 'passenger safety', 'driver shortages', 'zero-emission buses', 'service cuts'],
    bodies: { GB: ['Department for Transport', 'Transport for London', 'Urban Transport Group', 'Transport Focus'], US: ['Federal Transit Administration', 'American Public Transportation Association'], IE: ['National Transport Authority'], CA: ['Canadian Urban Transit Association'], NZ: ['NZ Transport Agency', 'Auckland Transport'] },
  },
  'rail-operators': {
    issues: ['rail nationalisation', 'train cancellations', 'rail strikes', 'rail fares', 'derailments', 'level crossing safety', 'cost overruns', 'rail subsidies'],
    bodies: { GB: ['Office of Rail and Road', 'Network Rail', 'Rail Delivery Group', 'Rail Accident Investigation Branch'], US: ['Federal Railroad Administration', 'Surface Transportation Board', 'Association of American Railroads', 'National Transportation Safety Board'], IE: ['Commission for Railway Regulation', 'National Transport Authority'], CA: ['Transportation Safety Board of Canada', 'Canadian Transportation Agency', 'Railway Association of Canada'], AU: ['Office of the National Rail Safety Regulator', 'Australasian Railway Association'] },
  },
  'bus-coach': {
    issues: ['bus service cuts', 'rural connectivity', 'bus subsidies', 'fare caps', 'driver shortages', 'zero-emission fleets', 'bus priority lanes', 'passenger safety'],
    bodies: { GB: ['Confederation of Passenger Transport', 'Department for Transport', 'Driver and Vehicle Standards Agency'], US: ['Federal Motor Carrier Safety Administration', 'American Bus Association', 'United Motorcoach Association'], IE: ['National Transport Authority'], AU: ['Bus Industry Confederation'], NZ: ['Bus and Coach Association'] },
  },
  'transport-safety-regulators': {
    issues: ['boat accidents', 'ferry safety', 'overloading', 'aviation safety', 'road deaths', 'safety inspections', 'accident reports'],
    bodies: { GB: ['Maritime and Coastguard Agency', 'Civil Aviation Authority', 'Marine Accident Investigation Branch'], US: ['U.S. Coast Guard', 'Federal Aviation Administration', 'National Transportation Safety Board'], IE: ['Marine Survey Office', 'Irish Aviation Authority', 'Road Safety Authority'], CA: ['Transport Canada', 'Transportation Safety Board of Canada'], AU: ['Australian Maritime Safety Authority', 'Civil Aviation Safety Authority'], NZ: ['Maritime New Zealand', 'Civil Aviation Authority of New Zealand'] },
  },
  ferries: {
    issues: ['ferry cancellations', 'ageing ferry fleet', 'seafarer pay', 'maritime emissions', 'ferry subsidies', 'shipbuilding delays', 'port congestion', 'ferry safety'],
    bodies: { GB: ['Maritime and Coastguard Agency', 'Marine Accident Investigation Branch', 'Transport Scotland', 'UK Chamber of Shipping'], US: ['U.S. Coast Guard', 'Passenger Vessel Association'], CA: ['Transport Canada', 'Transportation Safety Board of Canada'], AU: ['Australian Maritime Safety Authority'], NZ: ['Maritime New Zealand'] },
  },
  'transit-tech': {
    issues: ['open payments', 'fare capping', 'open data standards', 'transport cyberattacks', 'passenger data privacy', 'digital exclusion', 'transit funding'],
    bodies: { GB: ['Department for Transport', 'Transport for London'], US: ['Federal Transit Administration', 'American Public Transportation Association'], IE: ['National Transport Authority'], CA: ['Canadian Urban Transit Association'] },
  },
  'car-makers': {
    issues: ['auto tariffs', 'emissions targets', 'ev subsidies', 'chinese competition', 'plant closures', 'chip shortages', 'software-defined vehicles', 'auto worker strikes'],
    bodies: { GB: ['Society of Motor Manufacturers and Traders', 'Department for Transport', 'Driver and Vehicle Standards Agency'], US: ['National Highway Traffic Safety Administration', 'Environmental Protection Agency', 'Alliance for Automotive Innovation'], IE: ['Society of the Irish Motor Industry'], CA: ['Canadian Vehicle Manufacturers\' Association', 'Transport Canada'], AU: ['Federal Chamber of Automotive Industries'], NZ: ['Motor Industry Association'] },
  },
  'electric-vehicles': {
    issues: ['ev tax credits', 'ev sales slowdown', 'battery fires', 'battery supply chain', 'chinese ev imports', 'ev tariffs', 'battery recycling', 'ev price war'],
    bodies: { GB: ['Society of Motor Manufacturers and Traders', 'Office for Zero Emission Vehicles'], US: ['National Highway Traffic Safety Administration', 'Environmental Protection Agency'], IE: ['Zero Emission Vehicles Ireland', 'Sustainable Energy Authority of Ireland'], CA: ['Electric Mobility Canada', 'Transport Canada'], AU: ['Electric Vehicle Council'], NZ: ['Energy Efficiency and Conservation Authority'] },
  },
  'ev-charging': {
    issues: ['charger reliability', 'public charging prices', 'grid connection delays', 'charger rollout', 'charging deserts', 'payment interoperability'],
    bodies: { GB: ['Office for Zero Emission Vehicles', 'ChargeUK', 'Ofgem'], US: ['Department of Energy', 'Federal Highway Administration'], IE: ['Zero Emission Vehicles Ireland'], CA: ['Natural Resources Canada', 'Electric Mobility Canada'], AU: ['Electric Vehicle Council'], NZ: ['Energy Efficiency and Conservation Authority'] },
  },
  'car-dealers': {
    issues: ['used car prices', 'car finance commissions', 'motor finance mis-selling', 'agency sales model', 'dealer consolidation', 'ev sales targets', 'vehicle affordability'],
    bodies: { GB: ['Financial Conduct Authority', 'National Franchised Dealers Association', 'Society of Motor Manufacturers and Traders'], US: ['National Automobile Dealers Association', 'Federal Trade Commission', 'Consumer Financial Protection Bureau'], IE: ['Society of the Irish Motor Industry'], CA: ['Canadian Automobile Dealers Association'], AU: ['Australian Automotive Dealer Association'], NZ: ['Motor Trade Association'] },
  },
  'auto-repair': {
    issues: ['right to repair', 'vehicle data access', 'technician shortages', 'parts shortages', 'rising repair costs', 'ev repair skills', 'rogue traders', 'insurance write-offs'],
    bodies: { GB: ['Driver and Vehicle Standards Agency', 'Independent Garage Association', 'Institute of the Motor Industry'], US: ['Automotive Service Association', 'Auto Care Association'], IE: ['Society of the Irish Motor Industry'], CA: ['Automotive Industries Association of Canada'], AU: ['Australian Automotive Aftermarket Association'], NZ: ['Motor Trade Association'] },
  },
  'auto-parts': {
    issues: ['auto tariffs', 'supply chain disruption', 'chip shortages', 'rules of origin', 'supplier insolvencies', 'rare earth shortages', 'nearshoring', 'ev transition job losses'],
    bodies: { GB: ['Society of Motor Manufacturers and Traders'], US: ['Motor & Equipment Manufacturers Association', 'Auto Care Association'], CA: ['Automotive Parts Manufacturers\' Association'], AU: ['Australian Automotive Aftermarket Association'] },
  },
  'bicycles-ebikes': {
    issues: ['e-bike battery fires', 'bike theft', 'cycle lanes', 'active travel funding', 'bike industry overstock', 'e-bike subsidies', 'road safety', 'illegal e-bikes'],
    bodies: { GB: ['Bicycle Association', 'Cycling UK', 'Association of Cycle Traders', 'Office for Product Safety and Standards'], US: ['PeopleForBikes', 'Consumer Product Safety Commission', 'League of American Bicyclists'] },
  },
  micromobility: {
    issues: ['e-scooter legalisation', 'pavement riding', 'scooter injuries', 'street clutter', 'operator tenders', 'helmet rules', 'battery fires'],
    bodies: { GB: ['Department for Transport', 'Transport for London'], US: ['North American Bikeshare & Scootershare Association'], IE: ['National Transport Authority'], NZ: ['NZ Transport Agency'] },
  },
  'taxis-ride-hailing': {
    issues: ['gig worker rights', 'driver pay', 'passenger safety', 'driver background checks', 'cross-border hiring', 'robotaxis', 'wheelchair accessibility', 'congestion charges'],
    bodies: { GB: ['Transport for London', 'Licensed Private Hire Car Association', 'Licensed Taxi Drivers\' Association'], US: ['Taxi and Limousine Commission'], IE: ['National Transport Authority'] },
  },
  'car-rental-sharing': {
    issues: ['damage charges', 'hidden fees', 'drip pricing', 'rental car prices', 'ev rental fleets', 'airport surcharges', 'insurance mis-selling', 'young driver fees'],
    bodies: { GB: ['British Vehicle Rental and Leasing Association', 'CoMoUK', 'Competition and Markets Authority'], US: ['Federal Trade Commission', 'American Car Rental Association'], IE: ['Car Rental Council of Ireland'], NZ: ['Rental Vehicle Association'] },
  },
  'autonomous-vehicles': {
    issues: ['driverless car crashes', 'av liability', 'robotaxi permits', 'remote operation', 'av legislation', 'driver job losses', 'safety investigations', 'robotaxi expansion'],
    bodies: { GB: ['Department for Transport', 'Centre for Connected and Autonomous Vehicles', 'Law Commission'], US: ['National Highway Traffic Safety Administration', 'National Transportation Safety Board', 'California Public Utilities Commission', 'California Department of Motor Vehicles'], CA: ['Transport Canada'], AU: ['National Transport Commission'] },
  },
  'aerospace-manufacturing': {
    issues: ['aircraft delivery delays', 'quality control lapses', 'engine durability problems', 'sustainable aviation fuel', 'supplier shortages', 'aviation tariffs', 'workforce shortages', 'defence spending'],
    bodies: { GB: ['Civil Aviation Authority', 'ADS Group'], US: ['Federal Aviation Administration', 'Aerospace Industries Association', 'National Transportation Safety Board'], CA: ['Aerospace Industries Association of Canada', 'Transport Canada'], AU: ['Civil Aviation Safety Authority'] },
  },
  'aircraft-maintenance': {
    issues: ['engine inspections', 'spare parts shortages', 'counterfeit aircraft parts', 'engineer shortages', 'aircraft groundings', 'maintenance errors', 'ageing fleets', 'supply chain delays'],
    bodies: { GB: ['Civil Aviation Authority', 'Air Accidents Investigation Branch'], US: ['Federal Aviation Administration', 'Aeronautical Repair Station Association', 'National Transportation Safety Board'], IE: ['Irish Aviation Authority'], CA: ['Transport Canada', 'Transportation Safety Board of Canada'], AU: ['Civil Aviation Safety Authority'], NZ: ['Civil Aviation Authority of New Zealand'] },
  },
  drones: {
    issues: ['drone sightings', 'airport disruption', 'drone privacy', 'remote id rules', 'drone warfare', 'prison drone smuggling', 'drone registration', 'airspace integration'],
    bodies: { GB: ['Civil Aviation Authority'], US: ['Federal Aviation Administration', 'Commercial Drone Alliance'], IE: ['Irish Aviation Authority'], CA: ['Transport Canada'], AU: ['Civil Aviation Safety Authority'], NZ: ['Civil Aviation Authority of New Zealand'] },
  },
  'space-satellites': {
    issues: ['launch failures', 'spectrum allocation', 'orbital congestion', 'astronomy interference', 'space militarisation', 'satellite broadband competition', 'space budget cuts', 'launch licensing'],
    bodies: { GB: ['UK Space Agency', 'Civil Aviation Authority', 'Ofcom', 'UKspace'], US: ['NASA', 'Federal Communications Commission', 'Federal Aviation Administration'], CA: ['Canadian Space Agency'], AU: ['Australian Space Agency'], NZ: ['New Zealand Space Agency'] },
  },
  defence: {
    issues: ['defence spending targets', 'arms export controls', 'procurement delays', 'munitions shortages', 'drone warfare', 'cost overruns', 'esg exclusions', 'military ai'],
    bodies: { GB: ['Ministry of Defence', 'ADS Group', 'Defence Equipment and Support'], US: ['Department of Defense', 'Aerospace Industries Association', 'National Defense Industrial Association'], IE: ['Department of Defence'], CA: ['Department of National Defence', 'Canadian Association of Defence and Security Industries'], AU: ['Department of Defence'], NZ: ['Ministry of Defence', 'New Zealand Defence Force'] },
  },
  'air-taxis': {
    issues: ['certification delays', 'cash burn', 'battery energy density', 'aircraft noise', 'airspace integration', 'pilot training rules', 'hydrogen infrastructure'],
    bodies: { GB: ['Civil Aviation Authority'], US: ['Federal Aviation Administration'], CA: ['Transport Canada'], AU: ['Civil Aviation Safety Authority'], NZ: ['Civil Aviation Authority of New Zealand'] },
  },
  'local-government': {
    issues: ['council bankruptcies', 'local government funding', 'property tax rises', 'local government reorganisation', 'service cuts', 'pothole repairs', 'temporary accommodation costs', 'local elections'],
    bodies: { GB: ['Local Government Association', 'Ministry of Housing, Communities and Local Government', 'Local Government and Social Care Ombudsman', 'County Councils Network'], US: ['National League of Cities', 'National Association of Counties', 'U.S. Conference of Mayors'], IE: ['Local Government Management Agency', 'Association of Irish Local Government'], CA: ['Federation of Canadian Municipalities'], AU: ['Australian Local Government Association'], NZ: ['Local Government New Zealand', 'Department of Internal Affairs'] },
  },
  'central-government': {
    issues: ['civil service job cuts', 'government contracts', 'government outsourcing', 'spending reviews', 'government ai adoption', 'legacy it systems', 'government data breaches', 'consultancy spending'],
    bodies: { GB: ['Cabinet Office', 'National Audit Office', 'HM Treasury', 'Public Accounts Committee'], US: ['Government Accountability Office', 'Office of Management and Budget', 'Office of Personnel Management', 'General Services Administration'], IE: ['Comptroller and Auditor General', 'Office of Government Procurement'], CA: ['Treasury Board of Canada Secretariat', 'Auditor General of Canada', 'Public Services and Procurement Canada'], AU: ['Australian National Audit Office', 'Australian Public Service Commission', 'Department of Finance'], NZ: ['Public Service Commission', 'Office of the Auditor-General', 'Treasury'] },
  },
  'environmental-agencies': {
    issues: ['sewage discharges', 'river pollution', 'regulator budget cuts', 'invasive species', 'flood defence funding', 'tree diseases', 'illegal waste dumping', 'environmental fines'],
    bodies: { GB: ['Environment Agency', 'Natural England', 'Forestry Commission', 'Department for Environment, Food and Rural Affairs'], US: ['Environmental Protection Agency', 'U.S. Forest Service', 'U.S. Fish and Wildlife Service', 'Animal and Plant Health Inspection Service'], IE: ['Environmental Protection Agency', 'National Parks and Wildlife Service', 'Department of Agriculture, Food and the Marine'], CA: ['Environment and Climate Change Canada', 'Canadian Food Inspection Agency', 'Parks Canada'], AU: ['Department of Climate Change, Energy, the Environment and Water', 'Department of Agriculture, Fisheries and Forestry'], NZ: ['Department of Conservation', 'Ministry for the Environment', 'Biosecurity New Zealand', 'Ministry for Primary Industries'] },
  },
  police: {
    issues: ['police misconduct', 'use of force', 'facial recognition', 'stop and search', 'officer recruitment', 'knife crime', 'police funding', 'violence against women'],
    bodies: { GB: ['Home Office', 'Independent Office for Police Conduct', 'National Police Chiefs\' Council', 'Police Federation'], US: ['Department of Justice', 'Fraternal Order of Police', 'International Association of Chiefs of Police', 'Police Executive Research Forum'], IE: ['An Garda Síochána', 'Garda Representative Association'], CA: ['Royal Canadian Mounted Police', 'Canadian Association of Chiefs of Police'], AU: ['Australian Federal Police', 'Police Federation of Australia'], NZ: ['New Zealand Police', 'Independent Police Conduct Authority', 'New Zealand Police Association'] },
  },
  'trading-standards': {
    issues: ['illegal vapes', 'fake goods', 'subscription traps', 'cost of living scams', 'unsafe toys', 'energy drinks', 'cowboy builders', 'online marketplaces'],
    bodies: { GB: ['Chartered Trading Standards Institute', 'Office for Product Safety and Standards', 'Competition and Markets Authority', 'Citizens Advice'], US: ['Federal Trade Commission', 'Consumer Product Safety Commission', 'National Association of Attorneys General'], IE: ['Competition and Consumer Protection Commission'], CA: ['Competition Bureau', 'Office of Consumer Affairs'], AU: ['Australian Competition and Consumer Commission'], NZ: ['Commerce Commission'] },
  },
  'prisons-probation': {
    issues: ['prison violence', 'drugs in prisons', 'deaths in custody', 'sentencing reform', 'staff shortages', 'prison building', 'private prisons', 'prisoner mental health'],
    bodies: { GB: ['HM Prison and Probation Service', 'Ministry of Justice', 'HM Inspectorate of Prisons', 'Prison Reform Trust'], US: ['Federal Bureau of Prisons', 'American Correctional Association'], IE: ['Irish Prison Service', 'Probation Service', 'Irish Penal Reform Trust'], CA: ['Correctional Service Canada', 'Office of the Correctional Investigator', 'Parole Board of Canada'], NZ: ['Department of Corrections'] },
  },
  'fire-service': {
    issues: ['fire service funding', 'response times', 'station closures', 'firefighter cancer', 'lithium battery fires', 'unsafe cladding', 'firefighter recruitment', 'toxic culture'],
    bodies: { GB: ['National Fire Chiefs Council', 'Fire Brigades Union', 'HM Inspectorate of Constabulary and Fire & Rescue Services'], US: ['U.S. Fire Administration', 'National Fire Protection Association', 'International Association of Fire Fighters', 'International Association of Fire Chiefs'], IE: ['National Directorate for Fire and Emergency Management'], CA: ['Canadian Association of Fire Chiefs'], AU: ['Australasian Fire and Emergency Service Authorities Council', 'United Firefighters Union'], NZ: ['Fire and Emergency New Zealand', 'New Zealand Professional Firefighters Union'] },
  },
  libraries: {
    issues: ['library closures', 'book bans', 'library funding cuts', 'e-book licensing costs', 'volunteer-run libraries', 'censorship', 'reduced opening hours'],
    bodies: { GB: ['Chartered Institute of Library and Information Professionals', 'Libraries Connected', 'Arts Council England'], US: ['American Library Association', 'Institute of Museum and Library Services'], IE: ['Library Association of Ireland'], CA: ['Canadian Federation of Library Associations'], AU: ['Australian Library and Information Association'], NZ: ['Library and Information Association of New Zealand Aotearoa', 'National Library of New Zealand'] },
  },
  'public-health': {
    issues: ['vaccine hesitancy', 'measles outbreaks', 'youth vaping', 'obesity rates', 'pandemic preparedness', 'public health funding', 'alcohol harm', 'health misinformation'],
    bodies: { GB: ['UK Health Security Agency', 'Department of Health and Social Care', 'Faculty of Public Health', 'Association of Directors of Public Health'], US: ['Centers for Disease Control and Prevention', 'Department of Health and Human Services', 'American Public Health Association'], IE: ['Health Service Executive', 'Health Protection Surveillance Centre', 'Department of Health'], CA: ['Public Health Agency of Canada', 'Health Canada', 'Canadian Public Health Association'], AU: ['Public Health Association of Australia', 'Australian Technical Advisory Group on Immunisation'], NZ: ['Ministry of Health', 'Health New Zealand'] },
  },
  'museums-galleries': {
    issues: ['restitution', 'looted artefacts', 'museum funding cuts', 'art thefts', 'climate protests', 'sponsorship controversies', 'admission charges', 'culture wars'],
    bodies: { GB: ['Museums Association', 'Arts Council England', 'Department for Culture, Media and Sport', 'National Museum Directors\' Council'], US: ['American Alliance of Museums', 'Institute of Museum and Library Services', 'Smithsonian Institution'], IE: ['Irish Museums Association'], CA: ['Canadian Museums Association'], AU: ['Australian Museums and Galleries Association'], NZ: ['Museums Aotearoa'] },
  },
  'national-parks': {
    issues: ['visitor pressure', 'wildfire risk', 'overtourism', 'peatland loss', 'biodiversity loss', 'second homes', 'park funding cuts', 'rewilding'],
    bodies: { GB: ['NatureScot', 'Natural England', 'National Parks England', 'Campaign for National Parks'], US: ['National Park Service'], IE: ['National Parks and Wildlife Service'], CA: ['Parks Canada'], AU: ['Parks Australia'], NZ: ['Department of Conservation'] },
  },
  'parks-leisure': {
    issues: ['swimming pool closures', 'leisure energy costs', 'park funding cuts', 'access to nature', 'urban heat', 'antisocial behaviour', 'commercial park events', 'physical inactivity'],
    bodies: { GB: ['Sport England', 'Community Leisure UK', 'Fields in Trust', 'ukactive'], US: ['National Recreation and Park Association', 'National Park Service'], IE: ['Sport Ireland'], CA: ['Canadian Parks and Recreation Association', 'Parks Canada'], AU: ['Parks and Leisure Australia'], NZ: ['Recreation Aotearoa', 'Sport New Zealand'] },
  },
  'food-banks': {
    issues: ['food insecurity', 'welfare cuts', 'food price inflation', 'free school meals', 'donation shortfalls', 'volunteer shortages', 'food waste', 'child poverty'],
    bodies: { GB: ['Trussell', 'Independent Food Aid Network', 'FareShare'], US: ['Feeding America', 'U.S. Department of Agriculture'], IE: ['FoodCloud', 'Society of St Vincent de Paul'], CA: ['Food Banks Canada'], AU: ['Foodbank Australia', 'OzHarvest'] },
  },
  'homelessness-charities': {
    issues: ['housing affordability', 'no-fault evictions', 'homeless encampments', 'social housing shortage', 'rent arrears', 'welfare cuts', 'homeless deaths', 'addiction services'],
    bodies: { GB: ['Shelter', 'Homeless Link', 'Ministry of Housing, Communities and Local Government'], US: ['National Alliance to End Homelessness', 'Department of Housing and Urban Development', 'National Low Income Housing Coalition'], IE: ['Focus Ireland', 'Peter McVerry Trust', 'Simon Communities of Ireland', 'Dublin Region Homeless Executive'], CA: ['Canadian Alliance to End Homelessness'], AU: ['Homelessness Australia'], NZ: ['Auckland City Mission'] },
  },
  'animal-welfare': {
    issues: ['puppy farming', 'puppy smuggling', 'pet abandonment', 'shelter overcrowding', 'dangerous dogs', 'rising vet bills', 'factory farming', 'animal testing'],
    bodies: { GB: ['RSPCA', 'Dogs Trust', 'Department for Environment, Food and Rural Affairs'], US: ['ASPCA', 'Best Friends Animal Society', 'U.S. Department of Agriculture'], IE: ['ISPCA', 'Dogs Trust', 'Department of Agriculture, Food and the Marine'], CA: ['Humane Canada'], AU: ['RSPCA Australia', 'Animals Australia'], NZ: ['SPCA', 'Ministry for Primary Industries'] },
  },
  'conservation-charities': {
    issues: ['species decline', 'river pollution', 'deforestation', 'planning deregulation', 'invasive species', 'biodiversity offsets', 'protected area targets', 'pesticide use'],
    bodies: { GB: ['RSPB', 'National Trust', 'The Wildlife Trusts', 'Natural England'], US: ['U.S. Fish and Wildlife Service', 'Sierra Club', 'The Nature Conservancy', 'National Audubon Society'], IE: ['National Parks and Wildlife Service', 'BirdWatch Ireland', 'An Taisce'], CA: ['Nature Canada', 'Canadian Parks and Wilderness Society', 'Environment and Climate Change Canada'], AU: ['Australian Conservation Foundation', 'Bush Heritage Australia'], NZ: ['Department of Conservation', 'Forest & Bird'] },
  },
  'international-aid': {
    issues: ['aid budget cuts', 'humanitarian access', 'aid worker safety', 'safeguarding scandals', 'food insecurity', 'climate finance', 'debt relief', 'cholera outbreaks'],
    bodies: { GB: ['Foreign, Commonwealth and Development Office', 'Disasters Emergency Committee', 'Charity Commission'], US: ['USAID', 'State Department', 'InterAction'], IE: ['Irish Aid', 'Dóchas'], CA: ['Global Affairs Canada', 'Cooperation Canada'], AU: ['Department of Foreign Affairs and Trade', 'Australian Council for International Development'], NZ: ['Ministry of Foreign Affairs and Trade', 'Council for International Development'] },
  },
  'medical-research-charities': {
    issues: ['science budget cuts', 'clinical trial delays', 'access to new drugs', 'cancer waiting times', 'falling donations', 'early diagnosis', 'animal research'],
    bodies: { GB: ['Association of Medical Research Charities', 'National Institute for Health and Care Research', 'Medical Research Council', 'Fundraising Regulator'], US: ['National Institutes of Health', 'Food and Drug Administration'], IE: ['Health Research Board', 'Medical Research Charities Group'], CA: ['Canadian Institutes of Health Research', 'Health Charities Coalition of Canada'], AU: ['National Health and Medical Research Council', 'Research Australia'], NZ: ['Health Research Council of New Zealand'] },
  },
  hospices: {
    issues: ['assisted dying', 'hospice funding crisis', 'bed closures', 'staff pay parity', 'access to palliative care', 'ageing population', 'care workforce shortages'],
    bodies: { GB: ['Hospice UK', 'Marie Curie', 'Care Quality Commission'], US: ['Centers for Medicare & Medicaid Services', 'American Academy of Hospice and Palliative Medicine'], IE: ['Irish Hospice Foundation', 'All Ireland Institute of Hospice and Palliative Care'], CA: ['Canadian Hospice Palliative Care Association'], AU: ['Palliative Care Australia'], NZ: ['Hospice New Zealand'] },
  },
  'disability-charities': {
    issues: ['disability benefit cuts', 'disability employment gap', 'inaccessible transport', 'social care charging', 'disability hate crime', 'accessible housing', 'assisted dying', 'welfare reform'],
    bodies: { GB: ['Department for Work and Pensions', 'Equality and Human Rights Commission', 'Disability Rights UK', 'RNIB'], US: ['Equal Employment Opportunity Commission', 'Social Security Administration', 'American Association of People with Disabilities', 'National Federation of the Blind'], IE: ['National Disability Authority', 'Disability Federation of Ireland'], CA: ['Accessibility Standards Canada', 'Canadian Human Rights Commission'], AU: ['National Disability Insurance Agency', 'People with Disability Australia'], NZ: ['Ministry of Disabled People', 'Disabled Persons Assembly'] },
  },
  'older-people-charities': {
    issues: ['pensioner poverty', 'state pension age', 'fuel poverty', 'care home fees', 'care funding reform', 'digital exclusion', 'elder abuse', 'elder fraud'],
    bodies: { GB: ['Age UK', 'Independent Age', 'Department for Work and Pensions', 'Centre for Ageing Better'], US: ['AARP', 'Administration for Community Living', 'Social Security Administration'], AU: ['Council on the Ageing', 'National Seniors Australia'], NZ: ['Age Concern New Zealand', 'Grey Power'] },
  },
  'veterans-charities': {
    issues: ['veteran suicide', 'veteran homelessness', 'legacy prosecutions', 'veterans compensation', 'military recruitment', 'disability pensions', 'veterans healthcare', 'military housing conditions'],
    bodies: { GB: ['Royal British Legion', 'Office for Veterans\' Affairs', 'Ministry of Defence', 'Help for Heroes'], US: ['Department of Veterans Affairs', 'American Legion', 'Veterans of Foreign Wars', 'Disabled American Veterans'], CA: ['Veterans Affairs Canada', 'Royal Canadian Legion'], AU: ['Department of Veterans\' Affairs', 'RSL Australia'], NZ: ['Veterans\' Affairs New Zealand'] },
  },
  'mine-action': {
    issues: ['foreign aid cuts', 'cluster bomb treaty', 'ottawa treaty withdrawals', 'civilian casualties', 'post-war reconstruction', 'humanitarian funding'],
    bodies: { GB: ['Foreign, Commonwealth and Development Office', 'HALO Trust', 'Mines Advisory Group'], US: ['Department of State'] },
  },
  'arts-organisations': {
    issues: ['cultural funding cuts', 'arts in schools', 'artist pay', 'ai and creativity', 'freedom of expression', 'sponsorship controversies', 'venue closures', 'cultural boycotts'],
    bodies: { GB: ['Arts Council England', 'Department for Culture, Media and Sport', 'Creative Scotland', 'Arts Council of Wales'], US: ['National Endowment for the Arts', 'Americans for the Arts'], IE: ['Arts Council', 'Culture Ireland'], CA: ['Canada Council for the Arts', 'Canadian Heritage'], AU: ['Creative Australia'], NZ: ['Creative New Zealand'] },
  },
  'housing-associations': {
    issues: ['housing waiting lists', 'unsafe cladding', 'rent caps', 'housebuilding targets', 'repairs backlogs', 'tenant complaints', 'housing sector finances'],
    bodies: { GB: ['Regulator of Social Housing', 'National Housing Federation', 'Housing Ombudsman', 'Chartered Institute of Housing'], US: ['Department of Housing and Urban Development', 'National Low Income Housing Coalition'], IE: ['Approved Housing Bodies Regulatory Authority', 'Irish Council for Social Housing', 'Housing Agency'], CA: ['Canada Mortgage and Housing Corporation', 'Canadian Housing and Renewal Association'], AU: ['Community Housing Industry Association', 'Housing Australia'], NZ: ['Kāinga Ora', 'Community Housing Aotearoa', 'Ministry of Housing and Urban Development'] },
  },
  'youth-charities': {
    issues: ['youth mental health', 'youth service cuts', 'knife crime', 'school exclusions', 'online safety', 'youth unemployment', 'children in care', 'child exploitation'],
    bodies: { GB: ['NSPCC', 'Barnardo\'s', 'National Youth Agency', 'Children\'s Commissioner for England'], US: ['Administration for Children and Families', 'Boys & Girls Clubs of America'], IE: ['Tusla', 'Youth Work Ireland', 'National Youth Council of Ireland', 'Ombudsman for Children'], NZ: ['Oranga Tamariki'] },
  },
  'water-safety-charities': {
    issues: ['drowning deaths', 'heatwave drownings', 'river deaths', 'school swimming lessons', 'pool closures', 'lifeguard shortages', 'open water swimming', 'coastal rescues'],
    bodies: { GB: ['RNLI', 'Royal Life Saving Society UK', 'National Water Safety Forum', 'Swim England'], US: ['American Red Cross', 'United States Lifesaving Association'], IE: ['Water Safety Ireland', 'Irish Coast Guard'], AU: ['Royal Life Saving Society Australia', 'Surf Life Saving Australia'], NZ: ['Water Safety New Zealand', 'Surf Life Saving New Zealand'], CA: ['Lifesaving Society Canada'] },
  },
  'trade-associations': {
    issues: ['red tape', 'trade policy', 'skills shortages', 'late payments', 'lobbying transparency', 'employer costs', 'business confidence', 'membership decline'],
    bodies: { GB: ['Confederation of British Industry', 'British Chambers of Commerce', 'Federation of Small Businesses', 'Trade Association Forum'], US: ['U.S. Chamber of Commerce', 'National Association of Manufacturers', 'National Federation of Independent Business', 'American Society of Association Executives'], IE: ['Ibec', 'Chambers Ireland', 'Small Firms Association'], CA: ['Canadian Chamber of Commerce', 'Canadian Federation of Independent Business', 'Business Council of Canada'], AU: ['Business Council of Australia', 'Australian Chamber of Commerce and Industry', 'Australian Industry Group', 'Council of Small Business Organisations Australia'], NZ: ['BusinessNZ', 'Employers and Manufacturers Association'] },
  },
  'trade-unions': {
    issues: ['anti-strike laws', 'public sector pay', 'union membership decline', 'real wage falls', 'gig economy', 'four-day week', 'ai job losses', 'union busting'],
    bodies: { GB: ['Trades Union Congress', 'Unison', 'GMB', 'Acas'], US: ['AFL-CIO', 'National Labor Relations Board', 'Teamsters', 'Service Employees International Union'], IE: ['Irish Congress of Trade Unions', 'SIPTU', 'Fórsa', 'Workplace Relations Commission'], CA: ['Canadian Labour Congress', 'Unifor', 'Canadian Union of Public Employees'], AU: ['Australian Council of Trade Unions', 'Fair Work Commission'], NZ: ['New Zealand Council of Trade Unions', 'Employment Relations Authority'] },
  },
  accountancy: {
    issues: ['audit quality', 'audit reform', 'audit fines', 'private equity buyouts', 'ai in accounting', 'accountant shortages', 'tax digitisation', 'auditor independence'],
    bodies: { GB: ['Financial Reporting Council', 'Institute of Chartered Accountants in England and Wales', 'Association of Chartered Certified Accountants', 'HM Revenue & Customs'], US: ['Public Company Accounting Oversight Board', 'American Institute of Certified Public Accountants', 'Securities and Exchange Commission', 'Internal Revenue Service'], IE: ['Chartered Accountants Ireland', 'Irish Auditing and Accounting Supervisory Authority'], CA: ['CPA Canada', 'Canadian Public Accountability Board'], AU: ['CPA Australia', 'Chartered Accountants Australia and New Zealand', 'Australian Securities and Investments Commission'], NZ: ['Chartered Accountants Australia and New Zealand', 'Financial Markets Authority'] },
  },
  'insolvency-restructuring': {
    issues: ['business failures', 'zombie companies', 'corporate debt levels', 'retail collapses', 'pre-pack sales', 'director disqualification', 'interest rate pressure', 'construction firm collapses'],
    bodies: { GB: ['Insolvency Service', 'R3'], US: ['American Bankruptcy Institute', 'Turnaround Management Association'], IE: ['Insolvency Service of Ireland', 'Corporate Enforcement Authority'], CA: ['Office of the Superintendent of Bankruptcy', 'Canadian Association of Insolvency and Restructuring Professionals'], AU: ['Australian Securities and Investments Commission', 'Australian Financial Security Authority', 'Australian Restructuring Insolvency and Turnaround Association'], NZ: ['Insolvency and Trustee Service', 'Restructuring Insolvency and Turnaround Association of New Zealand'] },
  },
  'tax-advice': {
    issues: ['tax avoidance', 'tax evasion', 'global minimum tax', 'tax gap', 'digital services taxes', 'adviser regulation', 'wealth taxes', 'budget tax changes'],
    bodies: { GB: ['HM Revenue & Customs', 'Chartered Institute of Taxation', 'HM Treasury', 'Low Incomes Tax Reform Group'], US: ['Internal Revenue Service', 'American Institute of Certified Public Accountants'], IE: ['Revenue Commissioners', 'Irish Tax Institute'], CA: ['Canada Revenue Agency', 'Canadian Tax Foundation'], AU: ['Australian Taxation Office', 'Tax Practitioners Board', 'The Tax Institute'], NZ: ['Inland Revenue'] },
  },
  'management-consulting': {
    issues: ['public sector contracts', 'consulting job cuts', 'ai disruption', 'conflicts of interest', 'graduate hiring freeze', 'consultancy spending'],
    bodies: { GB: ['Management Consultancies Association', 'Institute of Consulting'], US: ['Association of Management Consulting Firms'] },
  },
  'pr-agencies': {
    issues: ['disinformation', 'ai-generated content', 'lobbying disclosure', 'newsroom cuts', 'influencer disclosure rules', 'greenwashing', 'agency consolidation', 'deepfakes'],
    bodies: { GB: ['Chartered Institute of Public Relations', 'Public Relations and Communications Association'], US: ['Public Relations Society of America'], IE: ['Public Relations Institute of Ireland'], CA: ['Canadian Public Relations Society'], AU: ['Public Relations Institute of Australia'], NZ: ['Public Relations Institute of New Zealand'] },
  },
  'marketing-agencies': {
    issues: ['ad spend forecasts', 'agency mergers', 'ai-generated ads', 'brand safety', 'junk food advertising', 'misleading ads', 'data privacy rules', 'media transparency'],
    bodies: { GB: ['Advertising Standards Authority', 'Institute of Practitioners in Advertising', 'Advertising Association', 'ISBA'], US: ['Federal Trade Commission', 'American Association of Advertising Agencies', 'Association of National Advertisers'], IE: ['Advertising Standards Authority', 'Institute of Advertising Practitioners in Ireland'], CA: ['Ad Standards'], AU: ['Ad Standards', 'Australian Association of National Advertisers'], NZ: ['Advertising Standards Authority'] },
  },
  'market-research': {
    issues: ['polling errors', 'survey fraud', 'falling response rates', 'synthetic respondents', 'ai survey bots', 'data privacy rules', 'official statistics quality'],
    bodies: { GB: ['Market Research Society', 'British Polling Council', 'Information Commissioner\'s Office'], US: ['Insights Association', 'American Association for Public Opinion Research'], CA: ['Canadian Research Insights Council'], AU: ['Australian Polling Council', 'Research Society'], NZ: ['Research Association New Zealand'] },
  },
  architecture: {
    issues: ['building safety reforms', 'embodied carbon', 'planning reform', 'housing targets', 'demolition versus reuse', 'ai in architecture', 'fee pressures'],
    bodies: { GB: ['Royal Institute of British Architects', 'Architects Registration Board', 'Building Safety Regulator'], US: ['American Institute of Architects', 'National Council of Architectural Registration Boards'], IE: ['Royal Institute of the Architects of Ireland'], CA: ['Royal Architectural Institute of Canada'], AU: ['Australian Institute of Architects'], NZ: ['New Zealand Institute of Architects', 'New Zealand Registered Architects Board'] },
  },
  'engineering-consultancy': {
    issues: ['infrastructure spending', 'engineering skills shortage', 'climate resilience', 'cost overruns', 'bridge collapses', 'crumbling concrete', 'professional indemnity costs', 'embodied carbon'],
    bodies: { GB: ['Institution of Civil Engineers', 'Institution of Structural Engineers', 'Association for Consultancy and Engineering', 'Engineering Council'], US: ['American Society of Civil Engineers', 'American Council of Engineering Companies'], IE: ['Engineers Ireland', 'Association of Consulting Engineers of Ireland'], CA: ['Engineers Canada'], AU: ['Engineers Australia', 'Consult Australia'], NZ: ['Engineering New Zealand', 'ACE New Zealand'] },
  },
  surveying: {
    issues: ['house prices', 'housing market activity', 'construction cost inflation', 'commercial property values', 'down valuations', 'surveyor shortages'],
    bodies: { GB: ['Royal Institution of Chartered Surveyors'], US: ['Appraisal Institute', 'National Society of Professional Surveyors'], IE: ['Society of Chartered Surveyors Ireland'], AU: ['Australian Property Institute', 'Australian Institute of Quantity Surveyors'], NZ: ['New Zealand Institute of Quantity Surveyors', 'Property Institute of New Zealand'] },
  },
  'translation-services': {
    issues: ['ai replacing translators', 'interpreter shortages', 'interpreter pay', 'ai dubbing', 'language access', 'translation errors', 'outsourced interpreting contracts'],
    bodies: { GB: ['Chartered Institute of Linguists', 'Institute of Translation and Interpreting', 'Association of Translation Companies'], US: ['American Translators Association'], IE: ['Irish Translators\' and Interpreters\' Association'], CA: ['Canadian Translators, Terminologists and Interpreters Council'], AU: ['National Accreditation Authority for Translators and Interpreters', 'Australian Institute of Interpreters and Translators'], NZ: ['New Zealand Society of Translators and Interpreters'] },
  },
  'facilities-management': {
    issues: ['outsourcing contracts', 'contract insourcing', 'minimum wage rises', 'return to office', 'building safety compliance', 'net zero buildings', 'labour shortages', 'smart buildings'],
    bodies: { GB: ['Institute of Workplace and Facilities Management'], US: ['International Facility Management Association'], AU: ['Facility Management Association of Australia'] },
  },
  'security-services': {
    issues: ['retail crime', 'security guard pay', 'facial recognition', 'event security failures', 'terror attack preparedness', 'licensing checks', 'violence against staff', 'false alarms'],
    bodies: { GB: ['Security Industry Authority', 'British Security Industry Association', 'National Security Inspectorate'], US: ['ASIS International', 'Security Industry Association'], IE: ['Private Security Authority'], AU: ['Australian Security Industry Association'], NZ: ['Private Security Personnel Licensing Authority', 'New Zealand Security Association'] },
  },
  'plumbing-heating': {
    issues: ['heat pumps', 'gas boiler phase-out', 'energy prices', 'installer shortages', 'rogue traders', 'carbon monoxide poisoning', 'hydrogen heating', 'water efficiency'],
    bodies: { GB: ['Gas Safe Register', 'Chartered Institute of Plumbing and Heating Engineering', 'Heating and Hotwater Industry Council', 'Association of Plumbing and Heating Contractors'], US: ['Plumbing-Heating-Cooling Contractors Association', 'United Association'], IE: ['Register of Gas Installers of Ireland', 'Sustainable Energy Authority of Ireland'], CA: ['Canadian Institute of Plumbing and Heating'], NZ: ['Plumbers, Gasfitters and Drainlayers Board'] },
  },
  'pool-services': {
    issues: ['drought restrictions', 'water restrictions', 'chlorine shortages', 'drowning prevention', 'energy prices', 'holiday rentals'],
    bodies: { GB: ['Swimming Pool and Allied Trades Association'], US: ['Pool & Hot Tub Alliance'], AU: ['Swimming Pool & Spa Association'] },
  },
  hvac: {
    issues: ['refrigerant phase-down', 'heat pump adoption', 'extreme heat', 'energy efficiency standards', 'technician shortages', 'building decarbonisation', 'refrigerant leaks', 'data centre cooling'],
    bodies: { GB: ['Building Engineering Services Association', 'Chartered Institution of Building Services Engineers', 'Federation of Environmental Trade Associations'], US: ['Air-Conditioning, Heating, and Refrigeration Institute', 'ASHRAE', 'Air Conditioning Contractors of America', 'Environmental Protection Agency'], CA: ['Heating, Refrigeration and Air Conditioning Institute of Canada'], AU: ['Australian Institute of Refrigeration, Air Conditioning and Heating', 'Air Conditioning and Mechanical Contractors\' Association'] },
  },
  electricians: {
    issues: ['electrician shortages', 'apprentice numbers', 'electrical fires', 'unregistered electricians', 'ev charger installs', 'solar installations', 'landlord safety checks', 'grid connection delays'],
    bodies: { GB: ['Electrical Contractors\' Association', 'Electrical Safety First', 'Institution of Engineering and Technology'], US: ['National Electrical Contractors Association', 'International Brotherhood of Electrical Workers', 'National Fire Protection Association'], IE: ['Safe Electric'], CA: ['Canadian Electrical Contractors Association', 'Electrical Safety Authority'], AU: ['National Electrical and Communications Association', 'Master Electricians Australia'], NZ: ['Electrical Workers Registration Board', 'Electrical Contractors Association of New Zealand'] },
  },
  roofing: {
    issues: ['storm damage claims', 'roofer shortages', 'rogue traders', 'solar roofs', 'falls from height', 'material costs', 'insurance claim fraud', 'lead theft'],
    bodies: { GB: ['National Federation of Roofing Contractors', 'Health and Safety Executive'], US: ['National Roofing Contractors Association', 'Occupational Safety and Health Administration'], CA: ['Canadian Roofing Contractors Association'], NZ: ['Roofing Association of New Zealand'] },
  },
  'chimney-sweeps': {
    issues: ['wood burner pollution', 'air quality', 'stove bans', 'chimney fires', 'smoke control areas', 'wood fuel prices', 'particulate emissions', 'ecodesign standards'],
    bodies: { GB: ['National Association of Chimney Sweeps', 'HETAS', 'Guild of Master Sweeps', 'Department for Environment, Food and Rural Affairs'], US: ['Chimney Safety Institute of America', 'National Chimney Sweep Guild', 'Hearth, Patio & Barbecue Association'], CA: ['Wood Energy Technology Transfer'], AU: ['Australian Home Heating Association'] },
  },
  'construction-contractors': {
    issues: ['contractor insolvencies', 'material costs', 'skills shortages', 'late payments', 'building safety reforms', 'construction fatalities', 'housing targets', 'planning delays'],
    bodies: { GB: ['Construction Industry Training Board', 'Build UK', 'Federation of Master Builders', 'Health and Safety Executive'], US: ['Associated General Contractors of America', 'Associated Builders and Contractors', 'National Association of Home Builders', 'Occupational Safety and Health Administration'], IE: ['Construction Industry Federation', 'Health and Safety Authority'], CA: ['Canadian Construction Association', 'Canadian Home Builders\' Association'], AU: ['Master Builders Australia', 'Housing Industry Association'], NZ: ['Registered Master Builders Association', 'WorkSafe New Zealand'] },
  },
  landscaping: {
    issues: ['water restrictions', 'leaf blower bans', 'peat-free compost', 'pesticide bans', 'seasonal labour shortages', 'paved gardens', 'invasive plants', 'urban heat'],
    bodies: { GB: ['British Association of Landscape Industries', 'Landscape Institute', 'Royal Horticultural Society'], US: ['National Association of Landscape Professionals', 'American Society of Landscape Architects'], IE: ['Association of Landscape Contractors of Ireland'] },
  },
  'tree-surgery': {
    issues: ['ash dieback', 'street tree felling', 'urban tree canopy', 'tree diseases', 'rogue traders', 'tree planting targets', 'subsidence claims', 'nesting season rules'],
    bodies: { GB: ['Arboricultural Association', 'Forestry Commission'], US: ['International Society of Arboriculture', 'Tree Care Industry Association'], AU: ['Arboriculture Australia'], NZ: ['New Zealand Arboricultural Association'] },
  },
  'pet-services': {
    issues: ['unregulated groomers', 'dog walker licensing', 'grooming injuries', 'dog attacks', 'vet bills', 'pet abandonment', 'pandemic puppies', 'animal welfare rules'],
    bodies: { GB: ['Pet Industry Federation', 'RSPCA', 'Department for Environment, Food and Rural Affairs'], US: ['American Pet Products Association', 'Pet Sitters International', 'National Dog Groomers Association of America'] },
  },
  'cleaning-services': {
    issues: ['cleaner pay', 'living wage', 'outsourced workers', 'modern slavery', 'chemical exposure', 'infection control', 'labour shortages', 'migrant workers'],
    bodies: { GB: ['British Cleaning Council', 'Cleaning and Support Services Association'], US: ['ISSA', 'Building Service Contractors Association International'] },
  },
  removals: {
    issues: ['housing market activity', 'rogue movers', 'hostage goods scams', 'moving costs', 'storage demand', 'fuel costs', 'driver shortages'],
    bodies: { GB: ['British Association of Removers', 'Self Storage Association'], US: ['Federal Motor Carrier Safety Administration', 'International Association of Movers', 'Self Storage Association'], CA: ['Canadian Association of Movers'], AU: ['Australian Furniture Removers Association', 'Self Storage Association of Australasia'] },
  },
  locksmiths: {
    issues: ['burglary rates', 'rogue locksmiths', 'lock snapping', 'keyless car theft', 'smart locks', 'locksmith licensing', 'callout price gouging'],
    bodies: { GB: ['Master Locksmiths Association'], US: ['Associated Locksmiths of America'], AU: ['Master Locksmiths Association of Australasia'] },
  },
  'faith-organisations': {
    issues: ['safeguarding failures', 'clergy abuse', 'declining attendance', 'church closures', 'religious freedom', 'antisemitism', 'islamophobia', 'assisted dying'],
    bodies: { GB: ['Church of England', 'Catholic Bishops\' Conference of England and Wales', 'Muslim Council of Britain', 'Charity Commission'], US: ['United States Conference of Catholic Bishops', 'Southern Baptist Convention', 'National Council of Churches'], IE: ['Irish Catholic Bishops\' Conference', 'Church of Ireland'], CA: ['Canadian Conference of Catholic Bishops'], AU: ['Australian Catholic Bishops Conference', 'National Council of Churches in Australia'], NZ: ['New Zealand Catholic Bishops Conference'] },
  },
  'auction-houses': {
    issues: ['art market slowdown', 'buyer\'s premium', 'art money laundering', 'looted antiquities', 'ivory trade ban', 'forgeries', 'provenance disputes'],
    bodies: { GB: ['British Antique Dealers\' Association', 'National Association of Valuers and Auctioneers', 'Society of Fine Art Auctioneers and Valuers'], US: ['National Auctioneers Association'], AU: ['Auctioneers and Valuers Association of Australia'] },
  },
  'laundry-dry-cleaning': {
    issues: ['perc phase-out', 'solvent pollution', 'energy costs', 'high street decline', 'remote working', 'microfibre pollution', 'water use'],
    bodies: { GB: ['Textile Services Association'], US: ['Drycleaning & Laundry Institute', 'Coin Laundry Association', 'Environmental Protection Agency'] },
  },
  'think-tanks': {
    issues: ['funding transparency', 'dark money', 'revolving door', 'lobbying rules', 'political influence', 'charitable status rules'],
    bodies: { GB: ['Charity Commission', 'Registrar of Consultant Lobbyists'], IE: ['Standards in Public Office Commission', 'Charities Regulator'], AU: ['Australian Charities and Not-for-profits Commission'] },
  },
  'pest-control': {
    issues: ['rodenticide rules', 'glue trap bans', 'rat populations', 'bin strikes', 'pesticide resistance', 'asian hornets', 'food hygiene inspections', 'warmer winters'],
    bodies: { GB: ['British Pest Control Association', 'National Pest Technicians Association', 'Health and Safety Executive'], US: ['National Pest Management Association', 'Environmental Protection Agency'], CA: ['Canadian Pest Management Association', 'Pest Management Regulatory Agency'], AU: ['Australian Environmental Pest Managers Association', 'Australian Pesticides and Veterinary Medicines Authority'], NZ: ['Environmental Protection Authority'] },
  },
  'cemeteries-crematoria': {
    issues: ['burial space shortage', 'cremation costs', 'water cremation', 'grave reuse', 'green burials', 'cemetery maintenance', 'funeral costs', 'crematorium emissions'],
    bodies: { GB: ['Institute of Cemetery and Crematorium Management', 'Federation of Burial and Cremation Authorities', 'Ministry of Justice'], AU: ['Cemeteries and Crematoria Association of Victoria'] },
  },
  'funeral-services': {
    issues: ['funeral costs', 'funeral poverty', 'funeral plan regulation', 'care of the deceased', 'burial space shortage', 'green burials', 'water cremation', 'price transparency'],
    bodies: { GB: ['National Association of Funeral Directors', 'National Society of Allied and Independent Funeral Directors', 'Financial Conduct Authority', 'Competition and Markets Authority'], US: ['Federal Trade Commission', 'National Funeral Directors Association'], IE: ['Irish Association of Funeral Directors'], CA: ['Funeral Service Association of Canada'], AU: ['Australian Funeral Directors Association'], NZ: ['Funeral Directors Association of New Zealand'] },
  },
  'driving-schools': {
    issues: ['test waiting times', 'booking bots', 'test slot resale', 'graduated licensing', 'young driver deaths', 'lesson prices', 'instructor shortages', 'examiner shortages'],
    bodies: { GB: ['Driver and Vehicle Standards Agency', 'Driving Instructors Association', 'Approved Driving Instructors National Joint Council', 'Department for Transport'], US: ['Driving School Association of the Americas'], IE: ['Road Safety Authority'], NZ: ['NZ Transport Agency'] },
  },
  childcare: {
    issues: ['workforce shortages', 'nursery closures', 'staff ratios', 'safeguarding failures', 'nursery funding rates', 'childcare deserts', 'nursery staff pay', 'cctv in nurseries'],
    bodies: { GB: ['Ofsted', 'Department for Education', 'Early Years Alliance', 'National Day Nurseries Association'], US: ['Administration for Children and Families', 'National Association for the Education of Young Children', 'Child Care Aware of America'], IE: ['Tusla', 'Early Childhood Ireland'], CA: ['Child Care Now'], AU: ['Australian Children\'s Education and Care Quality Authority', 'Early Childhood Australia', 'Early Learning and Care Council of Australia'], NZ: ['Education Review Office', 'Early Childhood Council', 'Ministry of Education'] },
  },
  'interior-design': {
    issues: ['sustainable materials', 'furniture tariffs', 'fire safety standards', 'ai design tools', 'home renovation spending', 'office vacancies', 'design copying', 'designer licensing'],
    bodies: { GB: ['British Institute of Interior Design', 'Society of British and International Interior Design'], US: ['American Society of Interior Designers', 'International Interior Design Association'], CA: ['Interior Designers of Canada'], AU: ['Design Institute of Australia'], NZ: ['Designers Institute of New Zealand'] },
  },
  weddings: {
    issues: ['wedding costs', 'marriage rates', 'marriage law reform', 'supplier collapses', 'cancellation refunds', 'same-sex marriage', 'micro weddings'],
    bodies: { GB: ['General Register Office'] },
  },
};
