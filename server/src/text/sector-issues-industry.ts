import type { SectorIssues } from './sector-issues';

/** Issues and bodies of the sectors in sectors-industry.ts (sector-issues.ts says what each holds). */
// prettier-ignore
export const INDUSTRY_SECTOR_ISSUES: Readonly<Record<string, SectorIssues>> = {
  'estate-agents': {
    issues: ['mortgage rates', 'housing affordability', 'agent commissions', 'property fraud', 'gazumping', 'stamp duty', 'housing supply', 'agent regulation'],
    bodies: { GB: ['Propertymark', 'The Property Ombudsman', 'Royal Institution of Chartered Surveyors'], US: ['National Association of Realtors'], IE: ['Property Services Regulatory Authority', 'Institute of Professional Auctioneers and Valuers'], CA: ['Canadian Real Estate Association'], AU: ['Real Estate Institute of Australia'], NZ: ['Real Estate Authority', 'Real Estate Institute of New Zealand'] },
  },
  'lettings-property-management': {
    issues: ['rent controls', 'no-fault evictions', 'rental affordability', 'damp and mould', 'landlord licensing', 'rental supply', 'tenant rights', 'letting fees'],
    bodies: { GB: ['Propertymark', 'National Residential Landlords Association', 'The Property Ombudsman'], US: ['National Apartment Association', 'National Multifamily Housing Council'], IE: ['Residential Tenancies Board'], CA: ['Canada Mortgage and Housing Corporation'], NZ: ['Tenancy Tribunal', 'Tenancy Services'] },
  },
  'property-developers': {
    issues: ['housing targets', 'planning reform', 'building safety', 'construction costs', 'housing affordability', 'land banking', 'developer contributions', 'cladding remediation'],
    bodies: { GB: ['Home Builders Federation', 'Homes England', 'Building Safety Regulator', 'New Homes Quality Board'], US: ['National Association of Home Builders', 'Department of Housing and Urban Development'], IE: ['Construction Industry Federation', 'Land Development Agency'], CA: ['Canadian Home Builders\' Association', 'Canada Mortgage and Housing Corporation'], AU: ['Housing Industry Association', 'Master Builders Australia', 'Property Council of Australia'], NZ: ['Kāinga Ora', 'Registered Master Builders Association'] },
  },
  'commercial-real-estate': {
    issues: ['return to office', 'office-to-residential conversions', 'commercial mortgage defaults', 'property valuations', 'interest rates', 'refinancing wall', 'data centre demand', 'energy performance standards'],
    bodies: { GB: ['British Property Federation', 'Royal Institution of Chartered Surveyors'], US: ['Nareit', 'Building Owners and Managers Association'], IE: ['Society of Chartered Surveyors Ireland'], CA: ['Real Property Association of Canada', 'BOMA Canada'], AU: ['Property Council of Australia'], NZ: ['Property Council New Zealand'] },
  },
  'property-portals': {
    issues: ['listing fees', 'rental scams', 'fake listings', 'housing market data', 'ai in real estate', 'commission rules', 'portal competition', 'data privacy'],
    bodies: { GB: ['Competition and Markets Authority', 'Advertising Standards Authority', 'Propertymark'], US: ['National Association of Realtors', 'Federal Trade Commission'], CA: ['Competition Bureau', 'Canadian Real Estate Association'], AU: ['Australian Competition and Consumer Commission'], NZ: ['Commerce Commission'] },
  },
  'property-management-software': {
    issues: ['algorithmic rent pricing', 'rent price fixing', 'junk fees', 'screening discrimination', 'tenant data privacy', 'ai leasing agents', 'data breaches', 'rental regulation'],
    bodies: { GB: ['Propertymark', 'Information Commissioner\'s Office'], US: ['Federal Trade Commission', 'Department of Justice', 'National Apartment Association', 'National Multifamily Housing Council'] },
  },
  'construction-software': {
    issues: ['construction productivity', 'skilled labour shortages', 'ai in construction', 'material costs', 'site safety', 'contractor insolvencies', 'construction delays', 'building safety'],
    bodies: { GB: ['Construction Industry Training Board', 'Health and Safety Executive', 'Chartered Institute of Building'], US: ['Associated General Contractors of America', 'Occupational Safety and Health Administration'], IE: ['Construction Industry Federation'], CA: ['Canadian Construction Association'], AU: ['Master Builders Australia'] },
  },
  coworking: {
    issues: ['return to office', 'office occupancy', 'remote work', 'office vacancies', 'lease restructuring', 'management agreements', 'four-day week', 'operator insolvencies'],
    bodies: { GB: ['Flexible Space Association'], US: ['Global Workspace Association'] },
  },
  'smart-buildings': {
    issues: ['building energy performance', 'building emissions rules', 'building cybersecurity', 'indoor air quality', 'office occupancy', 'energy prices', 'building decarbonisation', 'ai in buildings'],
    bodies: { GB: ['Chartered Institution of Building Services Engineers', 'British Council for Offices'], US: ['ASHRAE', 'U.S. Green Building Council', 'Department of Energy'], IE: ['Irish Green Building Council', 'Sustainable Energy Authority of Ireland'], CA: ['Canada Green Building Council'], AU: ['Green Building Council of Australia'], NZ: ['New Zealand Green Building Council'] },
  },
  'solar-installers': {
    issues: ['solar subsidies', 'electricity prices', 'mis-selling', 'solar tax credits', 'export limits', 'panel supply chain', 'forced labour', 'rooftop solar mandates'],
    bodies: { GB: ['Solar Energy UK', 'Microgeneration Certification Scheme', 'Ofgem'], US: ['Solar Energy Industries Association', 'Department of Energy'], IE: ['Irish Solar Energy Association', 'Sustainable Energy Authority of Ireland'], CA: ['Canadian Renewable Energy Association'], AU: ['Clean Energy Council', 'Clean Energy Regulator', 'Smart Energy Council'], NZ: ['Energy Efficiency and Conservation Authority'] },
  },
  'solar-farms': {
    issues: ['interconnection queues', 'farmland loss', 'planning objections', 'negative power prices', 'curtailment', 'renewable auctions', 'panel import tariffs', 'forced labour'],
    bodies: { GB: ['Solar Energy UK', 'RenewableUK', 'Ofgem', 'National Energy System Operator'], US: ['Solar Energy Industries Association', 'American Clean Power Association', 'Federal Energy Regulatory Commission'], IE: ['Irish Solar Energy Association', 'EirGrid', 'Commission for Regulation of Utilities'], CA: ['Canadian Renewable Energy Association'], AU: ['Clean Energy Council', 'Australian Energy Market Operator'], NZ: ['Electricity Authority'] },
  },
  'wind-power': {
    issues: ['offshore wind auctions', 'turbine supply chain', 'project cancellations', 'grid upgrades', 'wildlife impacts', 'planning objections', 'curtailment payments', 'port investment'],
    bodies: { GB: ['RenewableUK', 'The Crown Estate', 'Crown Estate Scotland', 'Ofgem'], US: ['American Clean Power Association', 'Bureau of Ocean Energy Management'], IE: ['Wind Energy Ireland', 'Maritime Area Regulatory Authority'], CA: ['Canadian Renewable Energy Association'], AU: ['Clean Energy Council', 'Australian Energy Market Operator'] },
  },
  'heat-pumps': {
    issues: ['gas boiler phase-out', 'heat pump grants', 'electricity prices', 'installer shortages', 'heat pump noise', 'running costs', 'f-gas rules', 'home decarbonisation'],
    bodies: { GB: ['Heat Pump Association', 'Microgeneration Certification Scheme', 'Department for Energy Security and Net Zero'], US: ['Air-Conditioning, Heating, and Refrigeration Institute', 'Department of Energy'], IE: ['Sustainable Energy Authority of Ireland'], CA: ['Natural Resources Canada', 'Heating, Refrigeration and Air Conditioning Institute of Canada'], NZ: ['Energy Efficiency and Conservation Authority'] },
  },
  'battery-storage': {
    issues: ['battery fires', 'lithium prices', 'critical minerals supply', 'grid connection delays', 'battery recycling', 'battery import tariffs', 'capacity market', 'forced labour'],
    bodies: { GB: ['RenewableUK', 'Ofgem', 'National Energy System Operator'], US: ['American Clean Power Association', 'Federal Energy Regulatory Commission'], IE: ['Commission for Regulation of Utilities', 'EirGrid'], CA: ['Energy Storage Canada'], AU: ['Australian Energy Market Operator', 'Clean Energy Council', 'Australian Renewable Energy Agency'], NZ: ['Electricity Authority'] },
  },
  hydrogen: {
    issues: ['hydrogen subsidies', 'blue hydrogen', 'project cancellations', 'hydrogen for heating', 'clean fuel mandates', 'used cooking oil fraud', 'electrolyser costs', 'hydrogen pipelines'],
    bodies: { GB: ['Hydrogen UK', 'Department for Energy Security and Net Zero'], US: ['Department of Energy', 'Fuel Cell and Hydrogen Energy Association'], CA: ['Natural Resources Canada'], AU: ['Australian Renewable Energy Agency', 'Clean Energy Finance Corporation'] },
  },
  'nuclear-power': {
    issues: ['nuclear waste', 'cost overruns', 'plant life extensions', 'nuclear licensing reform', 'uranium enrichment', 'data centre power demand', 'nuclear moratorium', 'radiation safety'],
    bodies: { GB: ['Office for Nuclear Regulation', 'Nuclear Industry Association', 'Nuclear Decommissioning Authority'], US: ['Nuclear Regulatory Commission', 'Nuclear Energy Institute', 'Department of Energy'], CA: ['Canadian Nuclear Safety Commission', 'Canadian Nuclear Association'], AU: ['Australian Radiation Protection and Nuclear Safety Agency', 'Australian Nuclear Science and Technology Organisation'] },
  },
  'energy-suppliers': {
    issues: ['energy debt', 'energy poverty', 'standing charges', 'prepayment meters', 'supplier failures', 'wholesale gas prices', 'power outages', 'grid investment'],
    bodies: { GB: ['Ofgem', 'Energy UK', 'Energy Ombudsman', 'Citizens Advice'], US: ['Federal Energy Regulatory Commission', 'Edison Electric Institute', 'American Public Power Association'], IE: ['Commission for Regulation of Utilities', 'EirGrid'], CA: ['Canada Energy Regulator', 'Ontario Energy Board', 'Electricity Canada'], AU: ['Australian Energy Regulator', 'Australian Energy Market Operator', 'Australian Energy Market Commission', 'Energy Consumers Australia'], NZ: ['Electricity Authority', 'Commerce Commission', 'Utilities Disputes'] },
  },
  'water-utilities': {
    issues: ['sewage spills', 'water bills', 'river pollution', 'hosepipe bans', 'executive bonuses', 'pfas contamination', 'lead pipes', 'water infrastructure investment'],
    bodies: { GB: ['Ofwat', 'Environment Agency', 'Drinking Water Inspectorate', 'Water UK'], US: ['Environmental Protection Agency', 'American Water Works Association'], IE: ['Commission for Regulation of Utilities', 'Environmental Protection Agency'], CA: ['Canadian Water and Wastewater Association'], AU: ['Water Services Association of Australia'], NZ: ['Taumata Arowai', 'Water New Zealand'] },
  },
  recycling: {
    issues: ['plastic pollution', 'waste exports', 'recycling rates', 'greenwashing', 'recyclability claims', 'chemical recycling', 'fast fashion waste', 'battery fires'],
    bodies: { GB: ['Environment Agency', 'WRAP', 'Recycling Association', 'Resource Association'], US: ['Environmental Protection Agency', 'Recycled Materials Association', 'The Recycling Partnership'], IE: ['Environmental Protection Agency', 'Repak'], CA: ['Environment and Climate Change Canada'], AU: ['Australian Council of Recycling', 'Australian Packaging Covenant Organisation'], NZ: ['Ministry for the Environment', 'WasteMINZ'] },
  },
  'waste-management': {
    issues: ['fly-tipping', 'waste crime', 'landfill methane', 'incinerator emissions', 'bin strikes', 'battery fires', 'landfill leachate', 'waste exports'],
    bodies: { GB: ['Environment Agency', 'Environmental Services Association', 'Chartered Institution of Wastes Management', 'Scottish Environment Protection Agency'], US: ['Environmental Protection Agency', 'National Waste & Recycling Association', 'Solid Waste Association of North America'], IE: ['Environmental Protection Agency'], CA: ['Environment and Climate Change Canada'], AU: ['Waste Management and Resource Recovery Association of Australia'], NZ: ['Ministry for the Environment', 'WasteMINZ'] },
  },
  'carbon-removal': {
    issues: ['co2 pipelines', 'enhanced oil recovery', 'carbon capture subsidies', 'storage leakage', 'removal standards', 'climate tech funding', 'carbon pricing', 'mitigation deterrence'],
    bodies: { GB: ['Carbon Capture and Storage Association', 'North Sea Transition Authority', 'Department for Energy Security and Net Zero'], US: ['Department of Energy', 'Environmental Protection Agency', 'Carbon Capture Coalition'], CA: ['Natural Resources Canada'], AU: ['Clean Energy Regulator'] },
  },
  'carbon-accounting': {
    issues: ['climate disclosure rules', 'greenwashing', 'anti-esg backlash', 'carbon border tax', 'sustainability assurance', 'transition plans', 'green claims', 'emissions data quality'],
    bodies: { GB: ['Financial Conduct Authority', 'Financial Reporting Council'], US: ['Securities and Exchange Commission', 'California Air Resources Board'], CA: ['Canadian Securities Administrators', 'Canadian Sustainability Standards Board'], AU: ['Australian Securities and Investments Commission', 'Australian Accounting Standards Board'], NZ: ['External Reporting Board', 'Financial Markets Authority'] },
  },
  'carbon-credits': {
    issues: ['greenwashing', 'phantom credits', 'carbon neutral claims', 'carbon prices', 'indigenous land rights', 'international carbon trading', 'forest carbon projects', 'emissions trading schemes'],
    bodies: { GB: ['Advertising Standards Authority', 'Competition and Markets Authority'], US: ['Commodity Futures Trading Commission', 'Federal Trade Commission'], CA: ['Environment and Climate Change Canada'], AU: ['Clean Energy Regulator', 'Australian Competition and Consumer Commission'], NZ: ['Environmental Protection Authority'] },
  },
  'environmental-consultancy': {
    issues: ['planning reform', 'biodiversity loss', 'nature restoration', 'habitat protections', 'permitting delays', 'climate adaptation', 'pfas contamination', 'water pollution'],
    bodies: { GB: ['Environment Agency', 'Natural England', 'Institute of Environmental Management and Assessment', 'Chartered Institute of Ecology and Environmental Management'], US: ['Environmental Protection Agency', 'Council on Environmental Quality'], IE: ['Environmental Protection Agency', 'National Parks and Wildlife Service'], CA: ['Impact Assessment Agency of Canada', 'Environment and Climate Change Canada'], AU: ['Department of Climate Change, Energy, the Environment and Water'], NZ: ['Ministry for the Environment', 'Environmental Protection Authority'] },
  },
  'energy-efficiency': {
    issues: ['energy bills', 'retrofit grants', 'rental energy standards', 'botched insulation', 'damp and mould', 'installer fraud', 'energy poverty', 'heat loss'],
    bodies: { GB: ['TrustMark', 'Ofgem', 'Department for Energy Security and Net Zero', 'Energy Saving Trust'], US: ['Department of Energy', 'Environmental Protection Agency'], IE: ['Sustainable Energy Authority of Ireland'], CA: ['Natural Resources Canada'], AU: ['Department of Climate Change, Energy, the Environment and Water'], NZ: ['Energy Efficiency and Conservation Authority'] },
  },
  schools: {
    issues: ['teacher shortages', 'school funding', 'pupil absence', 'mobile phone bans', 'special needs provision', 'teacher strikes', 'school inspections', 'falling rolls'],
    bodies: { GB: ['Department for Education', 'Ofsted', 'National Education Union', 'Association of School and College Leaders'], US: ['Department of Education', 'National Education Association', 'American Federation of Teachers'], IE: ['Department of Education', 'Irish National Teachers\' Organisation', 'Teachers\' Union of Ireland'], CA: ['Canadian Teachers\' Federation'], AU: ['Australian Education Union', 'Australian Curriculum, Assessment and Reporting Authority'], NZ: ['Ministry of Education', 'Education Review Office', 'NZEI Te Riu Roa', 'Post Primary Teachers\' Association'] },
  },
  'independent-schools': {
    issues: ['tax on school fees', 'charitable status', 'school closures', 'falling enrolments', 'teacher pensions', 'abuse inquiries', 'fee affordability', 'international pupils'],
    bodies: { GB: ['Independent Schools Council', 'Independent Schools Inspectorate', 'Headmasters\' and Headmistresses\' Conference', 'Girls\' Schools Association'], US: ['National Association of Independent Schools'], CA: ['Canadian Accredited Independent Schools'], AU: ['Independent Schools Australia'], NZ: ['Independent Schools of New Zealand'] },
  },
  universities: {
    issues: ['university finances', 'campus free speech', 'student visa rules', 'university job cuts', 'academic strikes', 'student debt', 'campus protests', 'ai cheating'],
    bodies: { GB: ['Office for Students', 'Universities UK', 'University and College Union', 'UK Research and Innovation'], US: ['Department of Education', 'American Council on Education', 'American Association of University Professors'], IE: ['Higher Education Authority', 'Irish Universities Association'], CA: ['Universities Canada'], AU: ['Tertiary Education Quality and Standards Agency', 'Universities Australia', 'National Tertiary Education Union'], NZ: ['Universities New Zealand', 'Tertiary Education Commission'] },
  },
  'further-education': {
    issues: ['college funding', 'skills gaps', 'lecturer pay', 'youth unemployment', 'adult skills funding', 'qualification reform', 'neet rates', 'college mergers'],
    bodies: { GB: ['Department for Education', 'Association of Colleges', 'Ofsted', 'University and College Union'], US: ['American Association of Community Colleges', 'Department of Education'], IE: ['SOLAS', 'Education and Training Boards Ireland'], CA: ['Colleges and Institutes Canada'], AU: ['Australian Skills Quality Authority', 'TAFE Directors Australia'], NZ: ['Tertiary Education Commission', 'New Zealand Qualifications Authority'] },
  },
  'training-providers': {
    issues: ['skills shortages', 'training funding cuts', 'ai skills', 'employer training spend', 'lifelong learning', 'fake certificates', 'provider inspections', 'mandatory training rules'],
    bodies: { GB: ['Association of Employment and Learning Providers', 'Ofsted', 'Ofqual', 'Skills England'], US: ['Department of Labor'], IE: ['SOLAS', 'Quality and Qualifications Ireland'], CA: ['Employment and Social Development Canada'], AU: ['Australian Skills Quality Authority'], NZ: ['New Zealand Qualifications Authority'] },
  },
  tutoring: {
    issues: ['attainment gap', 'learning loss', 'selective school entry', 'ai homework help', 'tutor background checks', 'exam cheating', 'tutoring funding', 'education inequality'],
    bodies: { GB: ['The Tutors\' Association', 'Department for Education'], AU: ['Australian Tutoring Association'] },
  },
  'language-learning': {
    issues: ['international student caps', 'student visa rules', 'ai translation', 'english test cheating', 'language skills decline', 'citizenship language tests', 'teacher shortages', 'migrant integration'],
    bodies: { GB: ['English UK', 'British Council', 'Home Office'], IE: ['Marketing English in Ireland', 'Quality and Qualifications Ireland'], CA: ['Languages Canada'], AU: ['English Australia'], NZ: ['English New Zealand'] },
  },
  'online-courses': {
    issues: ['generative ai', 'completion rates', 'credential value', 'edtech layoffs', 'subscription traps', 'skills-based hiring', 'microcredentials', 'student data privacy'],
    bodies: { US: ['Federal Trade Commission'] },
  },
  'edtech-platforms': {
    issues: ['student data privacy', 'screen time', 'ai in classrooms', 'school cyberattacks', 'phone bans', 'edtech evidence', 'school budgets', 'ai cheating'],
    bodies: { GB: ['Department for Education', 'Information Commissioner\'s Office', 'British Educational Suppliers Association'], US: ['Department of Education', 'Federal Trade Commission', 'Consortium for School Networking'], AU: ['Office of the Australian Information Commissioner', 'eSafety Commissioner'] },
  },
  'hr-software': {
    issues: ['ai in hr', 'employee monitoring', 'pay transparency', 'employment law changes', 'employee data privacy', 'right to disconnect', 'return to office', 'four-day week'],
    bodies: { GB: ['Chartered Institute of Personnel and Development', 'Information Commissioner\'s Office', 'Acas'], US: ['Society for Human Resource Management', 'Equal Employment Opportunity Commission', 'Department of Labor'], IE: ['Workplace Relations Commission', 'Data Protection Commission'], CA: ['Employment and Social Development Canada'], AU: ['Fair Work Ombudsman', 'Australian HR Institute'], NZ: ['Employment Relations Authority', 'Human Resources Institute of New Zealand'] },
  },
  'workforce-scheduling': {
    issues: ['predictable scheduling laws', 'zero-hours contracts', 'minimum wage rises', 'staff shortages', 'wage theft', 'holiday pay', 'employee burnout', 'rest break rules'],
    bodies: { GB: ['Acas', 'Low Pay Commission'], US: ['Department of Labor'], IE: ['Workplace Relations Commission'], AU: ['Fair Work Ombudsman', 'Fair Work Commission'], NZ: ['Employment Relations Authority', 'Labour Inspectorate'] },
  },
  payroll: {
    issues: ['payroll errors', 'wage underpayment', 'minimum wage rises', 'payroll taxes', 'employer tax rises', 'payroll fraud', 'holiday pay', 'pay transparency'],
    bodies: { GB: ['HMRC', 'Chartered Institute of Payroll Professionals', 'The Pensions Regulator'], US: ['Internal Revenue Service', 'Department of Labor'], IE: ['Revenue Commissioners'], CA: ['Canada Revenue Agency', 'National Payroll Institute'], AU: ['Australian Taxation Office', 'Fair Work Ombudsman'], NZ: ['Inland Revenue', 'Labour Inspectorate'] },
  },
  'recruitment-agencies': {
    issues: ['labour shortages', 'hiring freezes', 'jobs market slowdown', 'skilled worker visas', 'ai in recruitment', 'fake job ads', 'worker exploitation', 'graduate jobs'],
    bodies: { GB: ['Recruitment and Employment Confederation', 'Employment Agency Standards Inspectorate', 'Association of Professional Staffing Companies'], US: ['American Staffing Association', 'Bureau of Labor Statistics'], IE: ['National Recruitment Federation'], CA: ['Association of Canadian Search, Employment and Staffing Services'], AU: ['Recruitment, Consulting and Staffing Association'], NZ: ['Recruitment, Consulting and Staffing Association'] },
  },
  'recruiting-software': {
    issues: ['ai hiring bias', 'ai-generated applications', 'ghost jobs', 'deepfake candidates', 'pay transparency laws', 'hiring algorithm audits', 'job scams', 'candidate data privacy'],
    bodies: { GB: ['Information Commissioner\'s Office', 'Recruitment and Employment Confederation'], US: ['Equal Employment Opportunity Commission', 'Federal Trade Commission', 'Society for Human Resource Management'], IE: ['Data Protection Commission'] },
  },
  'employee-benefits': {
    issues: ['mental health at work', 'health insurance costs', 'long-term sickness', 'cost of living', 'pension reform', 'benefit in kind tax', 'fertility benefits', 'menopause support'],
    bodies: { GB: ['Chartered Institute of Personnel and Development', 'HMRC', 'The Pensions Regulator'], US: ['Society for Human Resource Management', 'Department of Labor', 'Employee Benefit Research Institute'], AU: ['Australian HR Institute'] },
  },
  'workplace-learning': {
    issues: ['ai skills', 'training budgets', 'skills shortages', 'internal mobility', 'apprenticeship funding', 'manager capability', 'lifelong learning', 'skills-based hiring'],
    bodies: { GB: ['Chartered Institute of Personnel and Development', 'Skills England', 'Learning and Performance Institute'], US: ['Association for Talent Development'], AU: ['Australian HR Institute'] },
  },
  'global-employment': {
    issues: ['remote work tax', 'permanent establishment risk', 'digital nomad visas', 'sanctions compliance', 'offshoring', 'global talent shortages', 'contractor rules', 'employment law changes'],
    bodies: { GB: ['HMRC'], US: ['Internal Revenue Service', 'Department of Labor'], IE: ['Revenue Commissioners'] },
  },
  'freelance-marketplaces': {
    issues: ['employment status', 'platform work rules', 'gig pay rates', 'late payments', 'ai replacing freelancers', 'portable benefits', 'union recognition', 'self-employment tax'],
    bodies: { GB: ['Association of Independent Professionals and the Self-Employed', 'Independent Workers\' Union of Great Britain', 'HMRC'], US: ['Department of Labor', 'Freelancers Union'], IE: ['Workplace Relations Commission'], AU: ['Fair Work Commission'] },
  },
  'consumer-electronics': {
    issues: ['right to repair', 'e-waste', 'planned obsolescence', 'import tariffs', 'common charger rules', 'battery fires', 'memory chip prices', 'smartphone bans for children'],
    bodies: { GB: ['Office for Product Safety and Standards', 'Competition and Markets Authority'], US: ['Consumer Technology Association', 'Federal Communications Commission', 'Consumer Product Safety Commission'], IE: ['Competition and Consumer Protection Commission'], CA: ['Innovation, Science and Economic Development Canada'], AU: ['Australian Competition and Consumer Commission'], NZ: ['Commerce Commission'] },
  },
  'home-appliances': {
    issues: ['appliance fires', 'right to repair', 'efficiency standards', 'planned obsolescence', 'import tariffs', 'gas stove bans', 'spare parts availability', 'e-waste'],
    bodies: { GB: ['Office for Product Safety and Standards', 'Electrical Safety First', 'Association of Manufacturers of Domestic Appliances'], US: ['Consumer Product Safety Commission', 'Association of Home Appliance Manufacturers', 'Department of Energy'], IE: ['Competition and Consumer Protection Commission'], CA: ['Health Canada'], AU: ['Australian Competition and Consumer Commission'], NZ: ['Commerce Commission'] },
  },
  'smart-home': {
    issues: ['smart home privacy', 'device security', 'camera hacks', 'bricked devices', 'subscription fees', 'interoperability', 'police footage requests', 'ai assistants'],
    bodies: { GB: ['Information Commissioner\'s Office', 'Office for Product Safety and Standards'], US: ['Federal Trade Commission', 'Federal Communications Commission', 'Connectivity Standards Alliance'], IE: ['Data Protection Commission'], CA: ['Office of the Privacy Commissioner of Canada'], AU: ['Office of the Australian Information Commissioner'], NZ: ['Office of the Privacy Commissioner'] },
  },
  wearables: {
    issues: ['health data privacy', 'medical device approval', 'sensor accuracy', 'patent disputes', 'blood oxygen monitoring', 'skin tone bias', 'ai health coaching', 'subscription fees'],
    bodies: { GB: ['Medicines and Healthcare products Regulatory Agency', 'Information Commissioner\'s Office'], US: ['Food and Drug Administration', 'Federal Trade Commission'], IE: ['Health Products Regulatory Authority', 'Data Protection Commission'], CA: ['Health Canada'], AU: ['Therapeutic Goods Administration'], NZ: ['Medsafe'] },
  },
  'audio-equipment': {
    issues: ['hearing loss', 'import tariffs', 'vinyl revival', 'hearing aid features', 'right to repair', 'headphone volume limits', 'counterfeit earbuds', 'e-waste'],
    bodies: { US: ['Consumer Technology Association'] },
  },
  'pc-gaming-hardware': {
    issues: ['gpu shortages', 'memory prices', 'import tariffs', 'ai chip demand', 'console price rises', 'gpu scalpers', 'right to repair', 'export controls'],
    bodies: { US: ['Consumer Technology Association'] },
  },
  'ar-vr': {
    issues: ['smart glasses privacy', 'ai glasses', 'child safety online', 'headset sales slump', 'motion sickness', 'eye tracking data', 'vr harassment', 'metaverse spending cuts'],
    bodies: { GB: ['Ofcom', 'Information Commissioner\'s Office'], US: ['Federal Trade Commission'], IE: ['Data Protection Commission', 'Coimisiún na Meán'], AU: ['eSafety Commissioner'] },
  },
  'iot-devices': {
    issues: ['iot security', 'default passwords', 'botnets', '3g switch-off', 'device security laws', 'satellite connectivity', 'spectrum allocation', 'cellular module security'],
    bodies: { GB: ['National Cyber Security Centre', 'Office for Product Safety and Standards', 'Ofcom'], US: ['Federal Communications Commission', 'National Institute of Standards and Technology', 'Cybersecurity and Infrastructure Security Agency'], IE: ['National Cyber Security Centre'], CA: ['Canadian Centre for Cyber Security'], AU: ['Australian Cyber Security Centre'], NZ: ['National Cyber Security Centre'] },
  },
  'mobile-networks': {
    issues: ['network outages', 'mid-contract price rises', 'operator mergers', 'sim swap fraud', 'scam calls', '3g switch-off', 'direct-to-device satellite', 'emergency call failures'],
    bodies: { GB: ['Ofcom', 'Mobile UK'], US: ['Federal Communications Commission', 'CTIA'], IE: ['ComReg'], CA: ['Canadian Radio-television and Telecommunications Commission', 'Canadian Telecommunications Association'], AU: ['Australian Communications and Media Authority', 'Australian Competition and Consumer Commission', 'Telecommunications Industry Ombudsman'], NZ: ['Commerce Commission', 'Telecommunications Forum'] },
  },
  broadband: {
    issues: ['digital divide', 'rural broadband subsidies', 'copper switch-off', 'mid-contract price rises', 'net neutrality', 'network consolidation', 'broadband outages', 'social tariffs'],
    bodies: { GB: ['Ofcom', 'Building Digital UK', 'Internet Service Providers\' Association'], US: ['Federal Communications Commission', 'National Telecommunications and Information Administration'], IE: ['ComReg'], CA: ['Canadian Radio-television and Telecommunications Commission'], AU: ['Australian Competition and Consumer Commission', 'Australian Communications and Media Authority', 'Telecommunications Industry Ombudsman'], NZ: ['Commerce Commission'] },
  },
  'steel-metals': {
    issues: ['steel tariffs', 'global steel overcapacity', 'plant closures', 'carbon border tax', 'industrial energy prices', 'anti-dumping duties', 'steel job losses', 'decarbonisation subsidies'],
    bodies: { GB: ['UK Steel', 'Trade Remedies Authority'], US: ['American Iron and Steel Institute', 'Steel Manufacturers Association', 'Department of Commerce'], CA: ['Canadian Steel Producers Association'], AU: ['Anti-Dumping Commission', 'Australian Steel Institute'] },
  },
  'metal-fabrication': {
    issues: ['skilled labour shortages', 'reshoring', 'steel tariffs', 'industrial energy prices', 'defence spending', 'manufacturing output', 'late payments', 'workshop safety'],
    bodies: { GB: ['Make UK', 'Health and Safety Executive'], US: ['Fabricators & Manufacturers Association', 'National Association of Manufacturers', 'Occupational Safety and Health Administration'], CA: ['Canadian Manufacturers & Exporters'], AU: ['Australian Industry Group'] },
  },
  foundries: {
    issues: ['plant closures', 'industrial energy prices', 'cheap imports', 'scrap metal prices', 'air pollution permits', 'skills shortages', 'reshoring', 'silica dust'],
    bodies: { GB: ['Cast Metals Federation'], US: ['American Foundry Society'] },
  },
  'industrial-supplies': {
    issues: ['import tariffs', 'supply chain disruption', 'counterfeit fasteners', 'steel price rises', 'distributor consolidation', 'anti-dumping duties', 'construction slowdown', 'manufacturing output'],
    bodies: { US: ['Industrial Fasteners Institute', 'National Fastener Distributors Association'] },
  },
  chemicals: {
    issues: ['forever chemicals', 'pfas bans', 'plant closures', 'industrial energy prices', 'chemical spills', 'chemical overcapacity', 'chemical safety rules', 'toxic emissions'],
    bodies: { GB: ['Chemical Industries Association', 'Health and Safety Executive', 'Environment Agency'], US: ['American Chemistry Council', 'Environmental Protection Agency', 'Chemical Safety Board'], IE: ['Health and Safety Authority', 'Environmental Protection Agency'], CA: ['Chemistry Industry Association of Canada'], AU: ['Chemistry Australia'], NZ: ['Environmental Protection Authority', 'WorkSafe'] },
  },
  plastics: {
    issues: ['plastic pollution', 'global plastics treaty', 'single-use plastic bans', 'microplastics', 'packaging waste rules', 'plant closures', 'chemical recycling', 'pellet spills'],
    bodies: { GB: ['British Plastics Federation', 'Environment Agency'], US: ['Plastics Industry Association', 'American Chemistry Council', 'Environmental Protection Agency'], CA: ['Chemistry Industry Association of Canada', 'Environment and Climate Change Canada'], NZ: ['Ministry for the Environment'] },
  },
  packaging: {
    issues: ['packaging waste', 'single-use plastic bans', 'deposit return schemes', 'pfas in packaging', 'greenwashing', 'recyclability claims', 'paper and board prices', 'over-packaging'],
    bodies: { GB: ['Environment Agency', 'Industry Council for Packaging and the Environment', 'Packaging Federation', 'Confederation of Paper Industries'], US: ['Environmental Protection Agency', 'Flexible Packaging Association', 'Sustainable Packaging Coalition'], IE: ['Repak', 'Environmental Protection Agency'], CA: ['Environment and Climate Change Canada'], AU: ['Australian Packaging Covenant Organisation'], NZ: ['Ministry for the Environment'] },
  },
  'industrial-machinery': {
    issues: ['manufacturing output', 'business investment', 'import tariffs', 'reshoring', 'skills shortages', 'machinery safety rules', 'order backlogs', 'capital allowances'],
    bodies: { GB: ['Make UK', 'Manufacturing Technologies Association'], US: ['Association for Manufacturing Technology', 'National Association of Manufacturers'], CA: ['Canadian Manufacturers & Exporters'], AU: ['Australian Industry Group'] },
  },
  'valves-flow-control': {
    issues: ['pipeline safety', 'water infrastructure spending', 'methane leaks', 'lng investment', 'import tariffs', 'supply chain delays', 'lead-free standards', 'hydrogen readiness'],
    bodies: { GB: ['British Valve and Actuator Association', 'British Pump Manufacturers Association'], US: ['Valve Manufacturers Association', 'Hydraulic Institute', 'Pipeline and Hazardous Materials Safety Administration'] },
  },
  'commercial-refrigeration': {
    issues: ['refrigerant rules', 'hfc phase-down', 'f-gas regulation', 'energy efficiency standards', 'food waste', 'cold storage capacity', 'technician shortages', 'import tariffs'],
    bodies: { US: ['Environmental Protection Agency', 'Air-Conditioning, Heating, and Refrigeration Institute', 'Global Cold Chain Alliance'], GB: ['Institute of Refrigeration', 'British Refrigeration Association'] },
  },
  'industrial-automation': {
    issues: ['ot cybersecurity', 'ransomware attacks', 'labour shortages', 'reshoring', 'industrial ai', 'automation job losses', 'manufacturing investment', 'skills gaps'],
    bodies: { GB: ['Make UK', 'National Cyber Security Centre'], US: ['Association for Advancing Automation', 'International Society of Automation', 'Cybersecurity and Infrastructure Security Agency'], CA: ['Canadian Manufacturers & Exporters'] },
  },
  robotics: {
    issues: ['automation job losses', 'robot safety standards', 'robot tax', 'embodied ai', 'warehouse automation', 'humanoid hype', 'care robots', 'robot density'],
    bodies: { US: ['Association for Advancing Automation', 'Occupational Safety and Health Administration'] },
  },
  semiconductors: {
    issues: ['chip subsidies', 'chip shortages', 'ai chip demand', 'chip smuggling', 'supply chain security', 'memory prices', 'fab water use', 'critical minerals curbs'],
    bodies: { GB: ['Department for Science, Innovation and Technology'], US: ['Semiconductor Industry Association', 'Department of Commerce', 'Bureau of Industry and Security'] },
  },
  'electronics-manufacturing': {
    issues: ['import tariffs', 'supply chain diversification', 'conflict minerals', 'forced labour', 'reshoring', 'chip shortages', 'hazardous substances rules', 'counterfeit components'],
    bodies: { US: ['IPC', 'Department of Commerce'] },
  },
  '3d-printing': {
    issues: ['3d-printed guns', 'industry consolidation', 'defence manufacturing', 'medical implants', 'on-demand spare parts', 'design piracy', 'reshoring', 'printer emissions'],
    bodies: { US: ['America Makes', 'Bureau of Alcohol, Tobacco, Firearms and Explosives'] },
  },
  mining: {
    issues: ['mine safety', 'dam failures', 'indigenous land rights', 'commodity prices', 'deep-sea mining', 'mining royalties', 'resource nationalism', 'mine rehabilitation'],
    bodies: { US: ['National Mining Association', 'Mine Safety and Health Administration', 'Bureau of Land Management'], CA: ['Mining Association of Canada', 'Prospectors & Developers Association of Canada', 'Natural Resources Canada'], AU: ['Minerals Council of Australia', 'Association of Mining and Exploration Companies'], NZ: ['New Zealand Petroleum and Minerals', 'Straterra'] },
  },
  'oil-gas': {
    issues: ['windfall taxes', 'oil prices', 'methane emissions', 'drilling licences', 'energy security', 'oil spills', 'fracking', 'climate litigation'],
    bodies: { GB: ['North Sea Transition Authority', 'Offshore Energies UK', 'Health and Safety Executive'], US: ['American Petroleum Institute', 'Bureau of Ocean Energy Management', 'Energy Information Administration', 'Environmental Protection Agency'], CA: ['Canada Energy Regulator', 'Canadian Association of Petroleum Producers', 'Alberta Energy Regulator'], AU: ['Australian Energy Producers', 'National Offshore Petroleum Safety and Environmental Management Authority'], NZ: ['Energy Resources Aotearoa'] },
  },
  'ceramic-tiles': {
    issues: ['gas prices', 'anti-dumping duties', 'cheap tile imports', 'energy costs', 'factory closures', 'kiln emissions', 'housing starts', 'carbon border tax'],
    bodies: { GB: ['Tile Association'], US: ['Tile Council of North America'] },
  },
  'construction-materials': {
    issues: ['embodied carbon', 'cement emissions', 'material shortages', 'crumbling concrete', 'construction output', 'quarry expansions', 'carbon border tax', 'combustible cladding'],
    bodies: { GB: ['Mineral Products Association', 'Construction Products Association', 'Builders Merchants Federation'], US: ['Portland Cement Association', 'National Ready Mixed Concrete Association', 'National Stone, Sand & Gravel Association'], IE: ['Irish Concrete Federation'], CA: ['Cement Association of Canada'], AU: ['Cement Concrete & Aggregates Australia'], NZ: ['Concrete New Zealand'] },
  },
  'plant-hire': {
    issues: ['construction slowdown', 'equipment theft', 'crane collapses', 'site fatalities', 'electric construction machinery', 'infrastructure spending', 'fuel costs', 'hire rates'],
    bodies: { GB: ['Construction Plant-hire Association', 'Health and Safety Executive', 'Hire Association Europe'], US: ['American Rental Association', 'Occupational Safety and Health Administration'], IE: ['Health and Safety Authority'] },
  },
  scaffolding: {
    issues: ['falls from height', 'scaffold collapses', 'construction site deaths', 'facade inspections', 'scaffolding licences', 'construction slowdown', 'site safety crackdowns'],
    bodies: { GB: ['National Access & Scaffolding Confederation', 'Construction Industry Scaffolders Record Scheme', 'Health and Safety Executive'], US: ['Scaffold & Access Industry Association', 'Occupational Safety and Health Administration'], IE: ['Health and Safety Authority'], AU: ['Safe Work Australia'], NZ: ['Scaffolding, Access and Rigging New Zealand', 'WorkSafe New Zealand'] },
  },
  'lifts-escalators': {
    issues: ['lift breakdowns', 'building safety', 'fire evacuation', 'accessibility rights', 'tower block repairs', 'engineer shortages', 'safety inspections'],
    bodies: { GB: ['Lift and Escalator Industry Association', 'Health and Safety Executive'], US: ['Occupational Safety and Health Administration'] },
  },
  'commercial-printing': {
    issues: ['paper prices', 'industry consolidation', 'printer insolvencies', 'postage costs', 'energy costs', 'decline of print', 'sustainable paper', 'skills shortages'],
    bodies: { GB: ['British Printing Industries Federation', 'Independent Print Industries Association'], US: ['Printing United Alliance'], AU: ['Printing Industries Association of Australia'] },
  },
  'manufacturing-software': {
    issues: ['ransomware attacks', 'industrial ai', 'reshoring', 'supply chain visibility', 'failed software rollouts', 'product recalls', 'manufacturing output', 'data sovereignty'],
    bodies: { GB: ['Make UK'], US: ['National Association of Manufacturers'], CA: ['Canadian Manufacturers & Exporters'] },
  },
  textiles: {
    issues: ['fast fashion', 'textile waste', 'microfibres', 'forced labour in cotton', 'dye pollution', 'pfas finishes', 'mill closures', 'garment worker pay'],
    bodies: { GB: ['UK Fashion and Textile Association'], US: ['National Council of Textile Organizations'] },
  },
  shipbuilding: {
    issues: ['naval procurement', 'defence spending', 'shipyard skills shortages', 'shipping decarbonisation', 'ferry procurement', 'submarine programmes', 'ship recycling', 'state subsidies'],
    bodies: { GB: ['Ministry of Defence', 'Society of Maritime Industries', 'Maritime UK'], US: ['Shipbuilders Council of America', 'Naval Sea Systems Command', 'Maritime Administration'], CA: ['Department of National Defence'], AU: ['Australian Submarine Agency', 'Department of Defence'] },
  },
  'arable-farming': {
    issues: ['fertiliser prices', 'grain prices', 'glyphosate', 'farm subsidies', 'pesticide bans', 'crop failures', 'farm inheritance tax', 'gene editing'],
    bodies: { GB: ['National Farmers\' Union', 'Department for Environment, Food and Rural Affairs', 'Agriculture and Horticulture Development Board', 'Rural Payments Agency'], US: ['Department of Agriculture', 'American Farm Bureau Federation', 'National Association of Wheat Growers'], IE: ['Irish Farmers\' Association', 'Department of Agriculture, Food and the Marine', 'Teagasc'], CA: ['Agriculture and Agri-Food Canada', 'Canadian Federation of Agriculture'], AU: ['National Farmers\' Federation', 'Grain Producers Australia', 'GrainGrowers'], NZ: ['Federated Farmers', 'Ministry for Primary Industries', 'Foundation for Arable Research'] },
  },
  'livestock-farming': {
    issues: ['bird flu', 'foot-and-mouth disease', 'livestock methane', 'farmgate prices', 'bluetongue', 'nitrate pollution', 'lab-grown meat', 'live exports'],
    bodies: { GB: ['National Farmers\' Union', 'Animal and Plant Health Agency', 'Department for Environment, Food and Rural Affairs', 'Agriculture and Horticulture Development Board'], US: ['Department of Agriculture', 'National Cattlemen\'s Beef Association', 'National Pork Producers Council'], IE: ['Irish Farmers\' Association', 'Department of Agriculture, Food and the Marine', 'Irish Creamery Milk Suppliers Association'], CA: ['Canadian Food Inspection Agency', 'Dairy Farmers of Canada', 'Canadian Cattle Association'], AU: ['Meat & Livestock Australia', 'Cattle Australia', 'National Farmers\' Federation'], NZ: ['Federated Farmers', 'Ministry for Primary Industries', 'Beef + Lamb New Zealand', 'DairyNZ'] },
  },
  agtech: {
    issues: ['farm data ownership', 'agtech funding', 'drone spraying rules', 'farm labour shortages', 'gene editing', 'climate-smart agriculture', 'carbon farming', 'ai in agriculture'],
    bodies: { GB: ['Department for Environment, Food and Rural Affairs', 'Agriculture and Horticulture Development Board'], US: ['Department of Agriculture'], IE: ['Teagasc'], CA: ['Agriculture and Agri-Food Canada'], AU: ['CSIRO', 'AgriFutures Australia'], NZ: ['Ministry for Primary Industries'] },
  },
  'farm-machinery': {
    issues: ['right to repair', 'farm incomes', 'dealer consolidation', 'machinery theft', 'farm fatalities', 'autonomous tractors', 'emissions standards', 'import tariffs'],
    bodies: { GB: ['Agricultural Engineers Association', 'Health and Safety Executive'], US: ['Association of Equipment Manufacturers', 'Equipment Dealers Association'], IE: ['Health and Safety Authority'], AU: ['Tractor and Machinery Association'] },
  },
  'fisheries-aquaculture': {
    issues: ['overfishing', 'fish farm pollution', 'salmon mortality', 'bottom trawling', 'marine protected areas', 'fishing rights', 'illegal fishing', 'bycatch'],
    bodies: { GB: ['Marine Management Organisation', 'Seafish', 'Salmon Scotland', 'Scottish Fishermen\'s Federation'], US: ['NOAA Fisheries', 'National Fisheries Institute'], IE: ['Sea-Fisheries Protection Authority', 'Bord Iascaigh Mhara', 'Marine Institute'], CA: ['Fisheries and Oceans Canada'], AU: ['Australian Fisheries Management Authority', 'Seafood Industry Australia'], NZ: ['Fisheries New Zealand', 'Ministry for Primary Industries', 'Seafood New Zealand'] },
  },
  'forestry-timber': {
    issues: ['deforestation', 'illegal logging', 'wildfires', 'tree disease', 'timber tariffs', 'mass timber', 'biomass subsidies', 'old-growth logging'],
    bodies: { GB: ['Forestry Commission', 'Scottish Forestry', 'Confor', 'Timber Trade Federation'], US: ['U.S. Forest Service', 'American Forest & Paper Association'], IE: ['Coillte', 'Department of Agriculture, Food and the Marine'], CA: ['Forest Products Association of Canada', 'Natural Resources Canada'], AU: ['Australian Forest Products Association'], NZ: ['Te Uru Rākau', 'New Zealand Forest Owners Association'] },
  },
  'garden-centres': {
    issues: ['peat ban', 'plant health', 'hosepipe bans', 'invasive species', 'pesticide bans', 'plant imports', 'seasonal weather', 'garden wildlife'],
    bodies: { GB: ['Horticultural Trades Association', 'Royal Horticultural Society', 'Garden Centre Association', 'Animal and Plant Health Agency'], US: ['AmericanHort'], CA: ['Canadian Nursery Landscape Association'], AU: ['Greenlife Industry Australia'] },
  },
  'vertical-farming': {
    issues: ['energy costs', 'vertical farm collapses', 'food security', 'water scarcity', 'food miles', 'agtech investment', 'climate resilience', 'salad shortages'],
    bodies: { GB: ['Department for Environment, Food and Rural Affairs'], US: ['Department of Agriculture'] },
  },
  'animal-feed': {
    issues: ['fertiliser prices', 'soy deforestation', 'methane-reducing feed additives', 'grain prices', 'pesticide approvals', 'insect protein', 'nitrogen limits', 'gene editing'],
    bodies: { GB: ['Agricultural Industries Confederation', 'Food Standards Agency', 'Health and Safety Executive'], US: ['American Feed Industry Association', 'The Fertilizer Institute', 'Food and Drug Administration', 'Environmental Protection Agency'], IE: ['Department of Agriculture, Food and the Marine'], CA: ['Canadian Food Inspection Agency', 'Fertilizer Canada'], AU: ['Australian Pesticides and Veterinary Medicines Authority'], NZ: ['Ministry for Primary Industries'] },
  },
  'cannabis-hemp': {
    issues: ['cannabis rescheduling', 'decriminalisation', 'cannabis banking', 'drug driving', 'cbd novel food rules', 'illicit market', 'cannabis psychosis', 'intoxicating hemp products'],
    bodies: { GB: ['Food Standards Agency', 'Home Office', 'Medicines and Healthcare products Regulatory Agency'], US: ['Drug Enforcement Administration', 'Food and Drug Administration', 'National Cannabis Industry Association'], IE: ['Health Products Regulatory Authority'], CA: ['Health Canada'], AU: ['Therapeutic Goods Administration', 'Office of Drug Control'], NZ: ['Medicinal Cannabis Agency'] },
  },
};
