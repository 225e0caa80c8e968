import type { SectorIssues } from './sector-issues';

/** Issues and bodies of the sectors in sectors-business.ts (sector-issues.ts says what each holds). */
// prettier-ignore
export const BUSINESS_SECTOR_ISSUES: Readonly<Record<string, SectorIssues>> = {
  'payment-processing': {
    issues: ['swipe fees', 'card scheme fees', 'payment fraud', 'card surcharges', 'instant payments', 'payment outages', 'data breaches', 'cash acceptance'],
    bodies: { GB: ['Payment Systems Regulator', 'Financial Conduct Authority', 'UK Finance'], US: ['Consumer Financial Protection Bureau', 'Federal Reserve', 'Electronic Transactions Association'], IE: ['Central Bank of Ireland'], CA: ['Payments Canada', 'Bank of Canada', 'Financial Consumer Agency of Canada'], AU: ['Reserve Bank of Australia', 'Australian Competition and Consumer Commission'], NZ: ['Commerce Commission'] },
  },
  'digital-banking': {
    issues: ['debanking', 'account freezes', 'deposit protection', 'app outages', 'scam reimbursement', 'bank-fintech partnerships', 'fintech funding', 'financial crime controls'],
    bodies: { GB: ['Financial Conduct Authority', 'Prudential Regulation Authority', 'Financial Ombudsman Service'], US: ['Office of the Comptroller of the Currency', 'Federal Deposit Insurance Corporation', 'Consumer Financial Protection Bureau'], IE: ['Central Bank of Ireland'], CA: ['Office of the Superintendent of Financial Institutions', 'Financial Consumer Agency of Canada'], AU: ['Australian Prudential Regulation Authority', 'Australian Securities and Investments Commission'], NZ: ['Reserve Bank of New Zealand'] },
  },
  'retail-banking': {
    issues: ['branch closures', 'savings rates', 'bank profits', 'windfall tax', 'stress tests', 'bank failures', 'scam reimbursement', 'debanking'],
    bodies: { GB: ['Prudential Regulation Authority', 'Financial Conduct Authority', 'UK Finance', 'Building Societies Association'], US: ['Federal Reserve', 'Federal Deposit Insurance Corporation', 'Office of the Comptroller of the Currency', 'American Bankers Association'], IE: ['Central Bank of Ireland', 'Banking & Payments Federation Ireland'], CA: ['Office of the Superintendent of Financial Institutions', 'Canadian Bankers Association'], AU: ['Australian Prudential Regulation Authority', 'Australian Banking Association'], NZ: ['Reserve Bank of New Zealand', 'New Zealand Banking Association'] },
  },
  'credit-unions': {
    issues: ['credit union mergers', 'payday lending', 'loan sharks', 'cost of living', 'overdraft fees', 'credit union tax exemption', 'deposit insurance', 'cyber attacks'],
    bodies: { GB: ['Prudential Regulation Authority', 'Financial Conduct Authority', 'Association of British Credit Unions'], US: ['National Credit Union Administration', 'America’s Credit Unions'], IE: ['Central Bank of Ireland', 'Irish League of Credit Unions'], CA: ['Canadian Credit Union Association'], AU: ['Australian Prudential Regulation Authority', 'Customer Owned Banking Association'] },
  },
  'consumer-lending': {
    issues: ['motor finance commissions', 'credit card debt', 'interest rate caps', 'payday loans', 'predatory lending', 'debt collection', 'problem debt', 'loan defaults'],
    bodies: { GB: ['Financial Conduct Authority', 'Financial Ombudsman Service', 'Finance & Leasing Association'], US: ['Consumer Financial Protection Bureau', 'Federal Trade Commission'], IE: ['Central Bank of Ireland', 'Competition and Consumer Protection Commission'], CA: ['Financial Consumer Agency of Canada'], AU: ['Australian Securities and Investments Commission', 'Australian Financial Complaints Authority'], NZ: ['Commerce Commission', 'Financial Markets Authority'] },
  },
  'business-lending': {
    issues: ['late payments', 'business insolvencies', 'loan guarantee schemes', 'personal guarantees', 'private credit', 'credit conditions', 'loan fraud', 'cash flow problems'],
    bodies: { GB: ['British Business Bank', 'Federation of Small Businesses', 'UK Finance'], US: ['Small Business Administration', 'National Federation of Independent Business'], IE: ['Strategic Banking Corporation of Ireland', 'Small Firms Association'], CA: ['Business Development Bank of Canada', 'Canadian Federation of Independent Business'], AU: ['Australian Small Business and Family Enterprise Ombudsman', 'Council of Small Business Organisations Australia'] },
  },
  'mortgage-lending': {
    issues: ['house prices', 'housing affordability', 'mortgage arrears', 'repossessions', 'interest rate cuts', 'mortgage prisoners', 'lending criteria', 'mortgage fraud'],
    bodies: { GB: ['Financial Conduct Authority', 'Bank of England', 'UK Finance', 'Building Societies Association'], US: ['Consumer Financial Protection Bureau', 'Federal Housing Finance Agency', 'Mortgage Bankers Association'], IE: ['Central Bank of Ireland', 'Banking & Payments Federation Ireland'], CA: ['Office of the Superintendent of Financial Institutions', 'Canada Mortgage and Housing Corporation', 'Mortgage Professionals Canada'], AU: ['Australian Prudential Regulation Authority', 'Mortgage & Finance Association of Australia'], NZ: ['Reserve Bank of New Zealand'] },
  },
  'bridging-finance': {
    issues: ['property auctions', 'planning delays', 'build cost inflation', 'property valuations', 'loan defaults', 'private credit', 'housing supply', 'lending fraud'],
    bodies: { GB: ['Financial Conduct Authority', 'Association of Short Term Lenders', 'Financial Intermediary and Broker Association'] },
  },
  'wealth-management': {
    issues: ['wealth taxes', 'capital gains tax', 'great wealth transfer', 'millionaire migration', 'fee transparency', 'industry consolidation', 'private markets', 'market volatility'],
    bodies: { GB: ['Financial Conduct Authority', 'Personal Investment Management & Financial Advice Association'], US: ['Securities and Exchange Commission', 'Financial Industry Regulatory Authority'], IE: ['Central Bank of Ireland'], CA: ['Canadian Investment Regulatory Organization'], AU: ['Australian Securities and Investments Commission'], NZ: ['Financial Markets Authority'] },
  },
  'financial-advice': {
    issues: ['advice gap', 'mis-selling', 'ongoing advice fees', 'adviser shortage', 'pension scams', 'retirement savings gap', 'robo-advice', 'advice costs'],
    bodies: { GB: ['Financial Conduct Authority', 'Financial Ombudsman Service', 'Financial Services Compensation Scheme', 'Personal Finance Society'], US: ['Securities and Exchange Commission', 'Financial Industry Regulatory Authority', 'Certified Financial Planner Board of Standards', 'Financial Planning Association'], IE: ['Central Bank of Ireland', 'Brokers Ireland'], CA: ['Canadian Investment Regulatory Organization', 'FP Canada'], AU: ['Australian Securities and Investments Commission', 'Financial Advice Association Australia'], NZ: ['Financial Markets Authority', 'Financial Advice New Zealand'] },
  },
  'asset-management': {
    issues: ['greenwashing', 'fund fees', 'private markets', 'proxy voting', 'anti-esg backlash', 'fund mergers', 'liquidity mismatch', 'stewardship'],
    bodies: { GB: ['Financial Conduct Authority', 'Investment Association'], US: ['Securities and Exchange Commission', 'Investment Company Institute'], IE: ['Central Bank of Ireland', 'Irish Funds'], CA: ['Canadian Securities Administrators', 'Ontario Securities Commission', 'Investment Funds Institute of Canada'], AU: ['Australian Securities and Investments Commission', 'Financial Services Council'], NZ: ['Financial Markets Authority'] },
  },
  'private-equity-vc': {
    issues: ['startup valuations', 'down rounds', 'ipo window', 'carried interest tax', 'continuation funds', 'secondaries market', 'venture debt', 'ai investment boom'],
    bodies: { GB: ['British Private Equity & Venture Capital Association', 'British Business Bank'], US: ['Securities and Exchange Commission', 'National Venture Capital Association', 'American Investment Council'], IE: ['Irish Venture Capital Association'], CA: ['Canadian Venture Capital and Private Equity Association'], AU: ['Australian Investment Council'], NZ: ['New Zealand Private Capital'] },
  },
  'retail-investing': {
    issues: ['meme stocks', 'gamification', 'payment for order flow', 'finfluencers', 'investment scams', 'platform fees', 'interest on cash', 'market volatility'],
    bodies: { GB: ['Financial Conduct Authority', 'Financial Services Compensation Scheme'], US: ['Securities and Exchange Commission', 'Financial Industry Regulatory Authority'], IE: ['Central Bank of Ireland'], CA: ['Canadian Investment Regulatory Organization', 'Canadian Securities Administrators'], AU: ['Australian Securities and Investments Commission'], NZ: ['Financial Markets Authority'] },
  },
  crypto: {
    issues: ['crypto regulation', 'crypto scams', 'exchange hacks', 'money laundering', 'spot bitcoin etfs', 'central bank digital currencies', 'crypto market crash', 'crypto lobbying'],
    bodies: { GB: ['Financial Conduct Authority', 'Bank of England'], US: ['Securities and Exchange Commission', 'Commodity Futures Trading Commission', 'Blockchain Association'], IE: ['Central Bank of Ireland'], CA: ['Canadian Securities Administrators', 'Ontario Securities Commission'], AU: ['Australian Securities and Investments Commission', 'AUSTRAC'], NZ: ['Financial Markets Authority'] },
  },
  'accounting-software': {
    issues: ['digital tax reporting', 'e-invoicing mandates', 'ai in accounting', 'accountant shortage', 'subscription price rises', 'small business tax', 'late payments', 'data breaches'],
    bodies: { GB: ['HM Revenue and Customs', 'Institute of Chartered Accountants in England and Wales', 'Association of Chartered Certified Accountants'], US: ['Internal Revenue Service', 'American Institute of Certified Public Accountants'], IE: ['Revenue Commissioners', 'Chartered Accountants Ireland'], CA: ['Canada Revenue Agency', 'Chartered Professional Accountants of Canada'], AU: ['Australian Taxation Office', 'CPA Australia', 'Chartered Accountants Australia and New Zealand'], NZ: ['Inland Revenue', 'Chartered Accountants Australia and New Zealand'] },
  },
  'ap-automation': {
    issues: ['e-invoicing mandates', 'late payments', 'invoice fraud', 'payment terms', 'supply chain finance', 'ai in finance', 'finance talent shortage'],
    bodies: { GB: ['Small Business Commissioner', 'Federation of Small Businesses', 'Chartered Institute of Procurement & Supply'], US: ['Association for Financial Professionals'], AU: ['Australian Taxation Office', 'Australian Small Business and Family Enterprise Ombudsman'] },
  },
  'spend-management': {
    issues: ['expense fraud', 'ai-generated receipts', 'business travel costs', 'cost cutting', 'card fraud', 'fintech funding', 'finance automation'],
    bodies: { GB: ['Financial Conduct Authority'], IE: ['Central Bank of Ireland'] },
  },
  'cross-border-payments': {
    issues: ['remittance tax', 'currency volatility', 'money laundering', 'de-risking', 'correspondent banking', 'transfer scams', 'stablecoin payments', 'hidden fees'],
    bodies: { GB: ['Financial Conduct Authority', 'HM Revenue and Customs'], US: ['Consumer Financial Protection Bureau', 'Financial Crimes Enforcement Network'], IE: ['Central Bank of Ireland'], CA: ['Financial Transactions and Reports Analysis Centre of Canada'], AU: ['AUSTRAC', 'Australian Securities and Investments Commission'], NZ: ['Department of Internal Affairs'] },
  },
  regtech: {
    issues: ['money laundering fines', 'sanctions evasion', 'deepfake fraud', 'synthetic identity fraud', 'ai regulation', 'compliance costs', 'scam prevention', 'digital identity'],
    bodies: { GB: ['Financial Conduct Authority', 'Prudential Regulation Authority', 'Office of Financial Sanctions Implementation'], US: ['Financial Crimes Enforcement Network', 'Office of Foreign Assets Control', 'Securities and Exchange Commission'], IE: ['Central Bank of Ireland'], CA: ['Financial Transactions and Reports Analysis Centre of Canada', 'Office of the Superintendent of Financial Institutions'], AU: ['AUSTRAC', 'Australian Securities and Investments Commission'], NZ: ['Financial Markets Authority', 'Reserve Bank of New Zealand'] },
  },
  'pet-insurance': {
    issues: ['vet prices', 'pet insurance premiums', 'claims refused', 'pet ownership', 'exclusions', 'breed-related conditions'],
    bodies: { GB: ['Financial Conduct Authority', 'Competition and Markets Authority', 'Association of British Insurers'], US: ['North American Pet Health Insurance Association', 'National Association of Insurance Commissioners'], AU: ['Australian Securities and Investments Commission', 'Australian Competition and Consumer Commission'] },
  },
  'property-casualty-insurance': {
    issues: ['extreme weather', 'flood risk', 'wildfire risk', 'uninsurable homes', 'car repair costs', 'insurance fraud', 'protection gap', 'claims delays'],
    bodies: { GB: ['Financial Conduct Authority', 'Association of British Insurers', 'Financial Ombudsman Service'], US: ['National Association of Insurance Commissioners', 'American Property Casualty Insurance Association', 'Insurance Information Institute'], IE: ['Central Bank of Ireland', 'Insurance Ireland'], CA: ['Insurance Bureau of Canada', 'Office of the Superintendent of Financial Institutions'], AU: ['Insurance Council of Australia', 'Australian Prudential Regulation Authority', 'Australian Securities and Investments Commission'], NZ: ['Insurance Council of New Zealand', 'Reserve Bank of New Zealand', 'Natural Hazards Commission'] },
  },
  'life-insurance-pensions': {
    issues: ['state pension age', 'pension tax relief', 'retirement adequacy', 'pensions gender gap', 'pension scams', 'underinsurance', 'longevity risk', 'pension fund consolidation'],
    bodies: { GB: ['The Pensions Regulator', 'Financial Conduct Authority', 'Association of British Insurers', 'Pensions and Lifetime Savings Association'], US: ['National Association of Insurance Commissioners', 'American Council of Life Insurers', 'Department of Labor'], IE: ['Central Bank of Ireland', 'Pensions Authority', 'Insurance Ireland'], CA: ['Office of the Superintendent of Financial Institutions', 'Canadian Life and Health Insurance Association'], AU: ['Australian Prudential Regulation Authority', 'Financial Services Council', 'Association of Superannuation Funds of Australia'], NZ: ['Financial Markets Authority', 'Financial Services Council'] },
  },
  'pensions-consulting': {
    issues: ['pension surpluses', 'funding levels', 'liability-driven investment', 'bond yields', 'private markets investment', 'scheme consolidation', 'pension reform', 'trustee governance'],
    bodies: { GB: ['The Pensions Regulator', 'Pension Protection Fund', 'Society of Pension Professionals', 'Institute and Faculty of Actuaries'], US: ['Pension Benefit Guaranty Corporation', 'Society of Actuaries', 'American Academy of Actuaries'], IE: ['Pensions Authority', 'Society of Actuaries in Ireland'], CA: ['Canadian Institute of Actuaries', 'Financial Services Regulatory Authority of Ontario'], AU: ['Australian Prudential Regulation Authority', 'Actuaries Institute'] },
  },
  'health-insurance': {
    issues: ['claim denials', 'medical inflation', 'surprise billing', 'glp-1 coverage', 'healthcare affordability', 'uninsured rate', 'ai in claims', 'insurer profits'],
    bodies: { GB: ['Financial Conduct Authority', 'Association of British Insurers'], US: ['Centers for Medicare & Medicaid Services', 'AHIP', 'National Association of Insurance Commissioners'], IE: ['Health Insurance Authority'], CA: ['Canadian Life and Health Insurance Association'], AU: ['Private Healthcare Australia', 'Australian Prudential Regulation Authority'] },
  },
  insurtech: {
    issues: ['ai underwriting', 'pricing fairness', 'telematics data', 'insurtech funding', 'claims fraud', 'data privacy', 'algorithmic bias', 'climate risk modelling'],
    bodies: { GB: ['Financial Conduct Authority', 'Association of British Insurers'], US: ['National Association of Insurance Commissioners'], IE: ['Central Bank of Ireland'], AU: ['Australian Securities and Investments Commission'] },
  },
  'insurance-brokerage': {
    issues: ['broker commissions', 'broker consolidation', 'hard market', 'underinsurance', 'cyber risk', 'fair value rules', 'climate risk', 'private equity ownership'],
    bodies: { GB: ['Financial Conduct Authority', 'British Insurance Brokers’ Association', 'Chartered Insurance Institute'], US: ['National Association of Insurance Commissioners', 'Council of Insurance Agents & Brokers', 'Independent Insurance Agents & Brokers of America'], IE: ['Central Bank of Ireland', 'Brokers Ireland'], CA: ['Insurance Brokers Association of Canada'], AU: ['National Insurance Brokers Association', 'Australian Securities and Investments Commission'], NZ: ['Financial Markets Authority'] },
  },
  reinsurance: {
    issues: ['natural catastrophes', 'hurricane season', 'climate change losses', 'social inflation', 'war exclusions', 'systemic cyber risk', 'alternative capital', 'rate hardening'],
    bodies: { GB: ['Prudential Regulation Authority', 'Lloyd’s Market Association', 'International Underwriting Association'], US: ['Reinsurance Association of America', 'National Association of Insurance Commissioners'], IE: ['Central Bank of Ireland'], CA: ['Office of the Superintendent of Financial Institutions'], AU: ['Australian Prudential Regulation Authority'], NZ: ['Reserve Bank of New Zealand'] },
  },
  hospitals: {
    issues: ['hospital overcrowding', 'corridor care', 'staff shortages', 'doctors strikes', 'maternity scandals', 'medical negligence', 'hospital finances', 'price transparency'],
    bodies: { GB: ['Care Quality Commission', 'NHS England', 'NHS Providers', 'NHS Confederation'], US: ['American Hospital Association', 'Centers for Medicare & Medicaid Services', 'The Joint Commission'], IE: ['Health Service Executive', 'Health Information and Quality Authority'], CA: ['Canadian Institute for Health Information', 'HealthCareCAN'], AU: ['Australian Commission on Safety and Quality in Health Care', 'Australian Healthcare and Hospitals Association', 'Australian Private Hospitals Association'], NZ: ['Health New Zealand', 'Health and Disability Commissioner'] },
  },
  'primary-care': {
    issues: ['doctor shortages', 'appointment waits', 'practice closures', 'physician burnout', 'physician associates', 'continuity of care', 'practice funding', 'ai scribes'],
    bodies: { GB: ['Royal College of General Practitioners', 'British Medical Association', 'Care Quality Commission', 'NHS England'], US: ['American Academy of Family Physicians', 'American Medical Association'], IE: ['Irish College of General Practitioners', 'Irish Medical Organisation', 'Health Service Executive'], CA: ['College of Family Physicians of Canada', 'Canadian Medical Association'], AU: ['Royal Australian College of General Practitioners', 'Australian Medical Association'], NZ: ['Royal New Zealand College of General Practitioners', 'Health New Zealand'] },
  },
  'medical-imaging': {
    issues: ['scan waiting times', 'radiologist shortages', 'ai in radiology', 'outsourced scans', 'cancer screening', 'scanner capacity', 'radiation safety'],
    bodies: { GB: ['Royal College of Radiologists', 'Society of Radiographers', 'Care Quality Commission'], US: ['American College of Radiology', 'Radiological Society of North America'], IE: ['Faculty of Radiologists and Radiation Oncology', 'Health Service Executive'], CA: ['Canadian Association of Radiologists'], AU: ['Royal Australian and New Zealand College of Radiologists'], NZ: ['Royal Australian and New Zealand College of Radiologists', 'Health New Zealand'] },
  },
  dental: {
    issues: ['dental deserts', 'dentist shortages', 'water fluoridation', 'child tooth decay', 'dental tourism', 'dental contract reform', 'diy orthodontics', 'dental costs'],
    bodies: { GB: ['British Dental Association', 'General Dental Council', 'Care Quality Commission'], US: ['American Dental Association'], IE: ['Irish Dental Association', 'Dental Council of Ireland'], CA: ['Canadian Dental Association'], AU: ['Australian Dental Association', 'Dental Board of Australia'], NZ: ['New Zealand Dental Association', 'Dental Council of New Zealand'] },
  },
  veterinary: {
    issues: ['vet fees', 'vet shortages', 'vet practice consolidation', 'pet insurance costs', 'antimicrobial resistance', 'bird flu', 'animal welfare', 'vet mental health'],
    bodies: { GB: ['Royal College of Veterinary Surgeons', 'British Veterinary Association', 'Competition and Markets Authority'], US: ['American Veterinary Medical Association'], IE: ['Veterinary Council of Ireland', 'Veterinary Ireland'], CA: ['Canadian Veterinary Medical Association'], AU: ['Australian Veterinary Association'], NZ: ['New Zealand Veterinary Association', 'Veterinary Council of New Zealand'] },
  },
  pharmacy: {
    issues: ['pharmacy closures', 'medicine shortages', 'pharmacy funding', 'pharmacist prescribing', 'weight loss jabs', 'pharmacy benefit managers', 'counterfeit medicines', 'opioid settlements'],
    bodies: { GB: ['General Pharmaceutical Council', 'Royal Pharmaceutical Society', 'Community Pharmacy England', 'National Pharmacy Association'], US: ['Food and Drug Administration', 'National Community Pharmacists Association', 'American Pharmacists Association', 'National Association of Chain Drug Stores'], IE: ['Pharmaceutical Society of Ireland', 'Irish Pharmacy Union'], CA: ['Canadian Pharmacists Association'], AU: ['Pharmacy Guild of Australia', 'Pharmaceutical Society of Australia', 'Therapeutic Goods Administration'], NZ: ['Pharmacy Council of New Zealand', 'Pharmac'] },
  },
  'mental-health': {
    issues: ['therapy waiting lists', 'youth mental health', 'suicide prevention', 'adhd assessments', 'social media harms', 'psychedelic therapy', 'mental health funding', 'workplace burnout'],
    bodies: { GB: ['Royal College of Psychiatrists', 'British Association for Counselling and Psychotherapy', 'Care Quality Commission'], US: ['Substance Abuse and Mental Health Services Administration', 'American Psychiatric Association', 'American Psychological Association', 'National Alliance on Mental Illness'], IE: ['Mental Health Commission', 'Health Service Executive'], CA: ['Mental Health Commission of Canada', 'Canadian Mental Health Association'], AU: ['Royal Australian and New Zealand College of Psychiatrists', 'Australian Psychological Society'], NZ: ['Royal Australian and New Zealand College of Psychiatrists', 'Mental Health Foundation of New Zealand'] },
  },
  physiotherapy: {
    issues: ['treatment waiting lists', 'chronic pain', 'physio shortages', 'falls prevention', 'ageing population', 'workplace injuries', 'running injuries'],
    bodies: { GB: ['Chartered Society of Physiotherapy', 'Health and Care Professions Council', 'General Chiropractic Council', 'General Osteopathic Council'], US: ['American Physical Therapy Association', 'American Chiropractic Association'], IE: ['Irish Society of Chartered Physiotherapists', 'CORU'], CA: ['Canadian Physiotherapy Association'], AU: ['Australian Physiotherapy Association', 'Physiotherapy Board of Australia'], NZ: ['Physiotherapy New Zealand', 'Physiotherapy Board of New Zealand'] },
  },
  'occupational-health': {
    issues: ['silica exposure', 'psychosocial hazards', 'workplace drug testing', 'heat stress', 'workers compensation claims', 'sickness absence', 'noise-induced hearing loss', 'mental health at work'],
    bodies: { GB: ['Health and Safety Executive', 'Society of Occupational Medicine', 'Faculty of Occupational Medicine'], US: ['Occupational Safety and Health Administration', 'National Institute for Occupational Safety and Health', 'American College of Occupational and Environmental Medicine'], IE: ['Health and Safety Authority'], CA: ['Canadian Centre for Occupational Health and Safety'], AU: ['Safe Work Australia', 'Australasian Faculty of Occupational and Environmental Medicine', 'Australian Institute of Health & Safety'], NZ: ['WorkSafe New Zealand'] },
  },
  'speech-language-therapy': {
    issues: ['speech therapy waiting lists', 'early intervention', 'developmental language disorder', 'stroke rehabilitation', 'allied health workforce', 'special educational needs'],
    bodies: { GB: ['Royal College of Speech and Language Therapists', 'Health and Care Professions Council'], US: ['American Speech-Language-Hearing Association'], IE: ['Irish Association of Speech and Language Therapists', 'CORU'], CA: ['Speech-Language & Audiology Canada'], AU: ['Speech Pathology Australia'], NZ: ['New Zealand Speech-language Therapists’ Association'] },
  },
  podiatry: {
    issues: ['diabetes-related amputations', 'diabetes rates', 'ageing population', 'falls prevention', 'allied health workforce', 'community health funding'],
    bodies: { GB: ['Royal College of Podiatry', 'Health and Care Professions Council'], US: ['American Podiatric Medical Association'], IE: ['CORU'], AU: ['Australian Podiatry Association', 'Podiatry Board of Australia'], NZ: ['Podiatry New Zealand'] },
  },
  'sleep-clinics': {
    issues: ['obesity drugs', 'drowsy driving', 'shift work', 'hospital waiting lists', 'cpap device recalls', 'sleeping pill prescriptions'],
    bodies: { GB: ['British Sleep Society', 'National Institute for Health and Care Excellence'], US: ['American Academy of Sleep Medicine', 'Food and Drug Administration'], AU: ['Australasian Sleep Association'] },
  },
  'kidney-care': {
    issues: ['organ donation', 'transplant waiting lists', 'diabetes', 'dialysis costs', 'nurse shortages', 'home dialysis uptake'],
    bodies: { GB: ['Kidney Care UK', 'UK Kidney Association', 'National Institute for Health and Care Excellence'], US: ['National Kidney Foundation', 'American Society of Nephrology', 'Centers for Medicare & Medicaid Services'], AU: ['Kidney Health Australia'], IE: ['Irish Kidney Association'] },
  },
  'cancer-care': {
    issues: ['cancer waiting times', 'drug pricing', 'early diagnosis', 'screening programmes', 'clinical trials', 'cancer survival rates'],
    bodies: { GB: ['Cancer Research UK', 'Macmillan Cancer Support', 'National Institute for Health and Care Excellence'], US: ['American Cancer Society', 'National Cancer Institute', 'Food and Drug Administration'], AU: ['Cancer Council Australia'], IE: ['Irish Cancer Society', 'National Cancer Control Programme'] },
  },
  'home-care': {
    issues: ['care worker shortages', 'social care funding', 'carer pay', 'migrant care workers', 'unpaid carers', 'delayed hospital discharges', 'zero-hours contracts', 'ageing population'],
    bodies: { GB: ['Care Quality Commission', 'Homecare Association', 'Department of Health and Social Care'], US: ['Centers for Medicare & Medicaid Services', 'Home Care Association of America', 'National Association for Home Care & Hospice'], IE: ['Health Information and Quality Authority', 'Health Service Executive', 'Home and Community Care Ireland'], AU: ['Aged Care Quality and Safety Commission', 'Aged & Community Care Providers Association'], NZ: ['Home and Community Health Association'] },
  },
  'care-homes': {
    issues: ['social care funding', 'care home closures', 'staff shortages', 'elder abuse', 'neglect scandals', 'private equity ownership', 'visiting rights', 'ageing population'],
    bodies: { GB: ['Care Quality Commission', 'Care England', 'National Care Forum', 'Care Inspectorate'], US: ['Centers for Medicare & Medicaid Services', 'American Health Care Association', 'LeadingAge'], IE: ['Health Information and Quality Authority', 'Nursing Homes Ireland'], AU: ['Aged Care Quality and Safety Commission', 'Aged & Community Care Providers Association'], NZ: ['New Zealand Aged Care Association'] },
  },
  'medical-devices': {
    issues: ['device recalls', 'implant scandals', 'device cybersecurity', 'ai-enabled devices', 'approval delays', 'ethylene oxide', 'hospital procurement', 'supply shortages'],
    bodies: { GB: ['Medicines and Healthcare products Regulatory Agency', 'Association of British HealthTech Industries'], US: ['Food and Drug Administration', 'AdvaMed'], IE: ['Health Products Regulatory Authority', 'Irish Medtech Association'], CA: ['Health Canada', 'Medtech Canada'], AU: ['Therapeutic Goods Administration', 'Medical Technology Association of Australia'], NZ: ['Medsafe'] },
  },
  telehealth: {
    issues: ['online prescribing rules', 'controlled substance prescribing', 'weight loss drugs', 'compounded drugs', 'patient data privacy', 'digital exclusion', 'reimbursement rules', 'ai triage'],
    bodies: { GB: ['Care Quality Commission', 'General Medical Council', 'Medicines and Healthcare products Regulatory Agency'], US: ['Drug Enforcement Administration', 'Centers for Medicare & Medicaid Services', 'American Telemedicine Association'], IE: ['Medical Council'], AU: ['Australian Health Practitioner Regulation Agency', 'Medical Board of Australia'] },
  },
  'health-it': {
    issues: ['patient data sharing', 'hospital cyber attacks', 'ai scribes', 'information blocking', 'system outages', 'it rollout problems', 'health data privacy', 'vendor lock-in'],
    bodies: { GB: ['NHS England', 'Department of Health and Social Care', 'Information Commissioner’s Office'], US: ['Office of the National Coordinator for Health Information Technology', 'Centers for Medicare & Medicaid Services', 'Department of Health and Human Services'], IE: ['Health Service Executive', 'Data Protection Commission'], CA: ['Canada Health Infoway'], AU: ['Australian Digital Health Agency'], NZ: ['Health New Zealand'] },
  },
  opticians: {
    issues: ['sight loss', 'children’s screen time', 'eye care waiting lists', 'online glasses sales', 'diabetic eye disease', 'driver eyesight tests', 'macular degeneration', 'ageing population'],
    bodies: { GB: ['General Optical Council', 'College of Optometrists', 'Association of Optometrists', 'Royal College of Ophthalmologists'], US: ['American Optometric Association', 'American Academy of Ophthalmology'], IE: ['Association of Optometrists Ireland', 'CORU'], CA: ['Canadian Association of Optometrists'], AU: ['Optometry Australia', 'Optometry Board of Australia'], NZ: ['New Zealand Association of Optometrists'] },
  },
  'hearing-care': {
    issues: ['over-the-counter hearing aids', 'noise exposure', 'dementia risk', 'audiology waiting lists', 'hearing aid prices', 'newborn hearing screening', 'loud music', 'ageing population'],
    bodies: { GB: ['British Society of Audiology', 'British Academy of Audiology', 'Health and Care Professions Council', 'RNID'], US: ['Food and Drug Administration', 'American Academy of Audiology', 'Hearing Loss Association of America', 'American Speech-Language-Hearing Association'], CA: ['Canadian Academy of Audiology'], AU: ['Audiology Australia', 'Hearing Australia'], NZ: ['New Zealand Audiological Society'] },
  },
  'fertility-womens-health': {
    issues: ['falling birth rates', 'abortion rights', 'maternal mortality', 'endometriosis', 'embryo testing', 'hrt shortages', 'gender health gap', 'reproductive data privacy'],
    bodies: { GB: ['Human Fertilisation and Embryology Authority', 'Royal College of Obstetricians and Gynaecologists', 'British Fertility Society', 'British Menopause Society'], US: ['American Society for Reproductive Medicine', 'American College of Obstetricians and Gynecologists', 'Food and Drug Administration'], CA: ['Society of Obstetricians and Gynaecologists of Canada', 'Canadian Fertility and Andrology Society'], AU: ['Royal Australian and New Zealand College of Obstetricians and Gynaecologists', 'Fertility Society of Australia and New Zealand'], NZ: ['Royal Australian and New Zealand College of Obstetricians and Gynaecologists', 'Fertility Society of Australia and New Zealand'] },
  },
  'fitness-studios': {
    issues: ['physical inactivity', 'obesity rates', 'weight loss drugs', 'subscription cancellation rules', 'energy costs', 'fitness wearables', 'low-cost gyms', 'social prescribing'],
    bodies: { GB: ['ukactive', 'Sport England', 'Chartered Institute for the Management of Sport and Physical Activity'], US: ['Health & Fitness Association', 'Federal Trade Commission'], IE: ['Ireland Active', 'Sport Ireland'], AU: ['AUSactive'], NZ: ['Exercise New Zealand', 'Sport New Zealand'] },
  },
  pharmaceuticals: {
    issues: ['drug shortages', 'drug price negotiations', 'pharma tariffs', 'weight loss drugs', 'vaccine hesitancy', 'antimicrobial resistance', 'opioid litigation', 'biosimilar competition'],
    bodies: { GB: ['Medicines and Healthcare products Regulatory Agency', 'National Institute for Health and Care Excellence', 'Association of the British Pharmaceutical Industry'], US: ['Food and Drug Administration', 'PhRMA', 'Centers for Medicare & Medicaid Services'], IE: ['Health Products Regulatory Authority', 'Irish Pharmaceutical Healthcare Association', 'Health Service Executive'], CA: ['Health Canada', 'Innovative Medicines Canada', 'Patented Medicine Prices Review Board'], AU: ['Therapeutic Goods Administration', 'Medicines Australia', 'Pharmaceutical Benefits Advisory Committee'], NZ: ['Medsafe', 'Pharmac', 'Medicines New Zealand'] },
  },
  'biotech-drug-discovery': {
    issues: ['biotech funding', 'ai drug discovery', 'trial failures', 'biotech layoffs', 'licensing deals', 'biotech ipos', 'animal testing alternatives', 'drug approval delays'],
    bodies: { GB: ['BioIndustry Association', 'Medicines and Healthcare products Regulatory Agency'], US: ['Food and Drug Administration', 'Biotechnology Innovation Organization', 'National Institutes of Health'], IE: ['Health Products Regulatory Authority', 'BioPharmaChem Ireland'], CA: ['Health Canada', 'BIOTECanada'], AU: ['Therapeutic Goods Administration', 'AusBiotech'] },
  },
  'cell-gene-therapy': {
    issues: ['million-dollar treatments', 'patient access', 'manufacturing costs', 'treatment safety', 'accelerated approval', 'germline editing', 'outcomes-based pricing', 'sickle cell disease'],
    bodies: { GB: ['Medicines and Healthcare products Regulatory Agency', 'National Institute for Health and Care Excellence', 'Cell and Gene Therapy Catapult'], US: ['Food and Drug Administration', 'Alliance for Regenerative Medicine', 'American Society of Gene & Cell Therapy'], IE: ['Health Products Regulatory Authority'], CA: ['Health Canada'], AU: ['Therapeutic Goods Administration', 'Office of the Gene Technology Regulator'], NZ: ['Medsafe'] },
  },
  diagnostics: {
    issues: ['early cancer detection', 'test accuracy', 'pathology backlogs', 'lab staff shortages', 'pandemic preparedness', 'home test kits', 'ai diagnosis', 'lab-developed tests'],
    bodies: { GB: ['Medicines and Healthcare products Regulatory Agency', 'UK Health Security Agency', 'Royal College of Pathologists', 'British In Vitro Diagnostics Association'], US: ['Food and Drug Administration', 'Centers for Disease Control and Prevention', 'American Clinical Laboratory Association', 'College of American Pathologists'], IE: ['Health Products Regulatory Authority'], CA: ['Health Canada'], AU: ['Therapeutic Goods Administration', 'Royal College of Pathologists of Australasia'], NZ: ['Medsafe', 'Royal College of Pathologists of Australasia'] },
  },
  genomics: {
    issues: ['genetic privacy', 'newborn genome screening', 'dna data breaches', 'genetic discrimination', 'consumer dna tests', 'sequencing costs', 'biobanks', 'embryo screening'],
    bodies: { GB: ['Genomics England', 'Medicines and Healthcare products Regulatory Agency'], US: ['National Human Genome Research Institute', 'Food and Drug Administration', 'Federal Trade Commission'], CA: ['Genome Canada'] },
  },
  'clinical-research': {
    issues: ['trial diversity', 'trial delays', 'trial transparency', 'research funding cuts', 'informed consent', 'research misconduct', 'ai in trials', 'trial costs'],
    bodies: { GB: ['Medicines and Healthcare products Regulatory Agency', 'Health Research Authority', 'National Institute for Health and Care Research'], US: ['Food and Drug Administration', 'National Institutes of Health', 'Association of Clinical Research Organizations'], IE: ['Health Products Regulatory Authority', 'Health Research Board'], CA: ['Health Canada', 'Canadian Institutes of Health Research'], AU: ['Therapeutic Goods Administration', 'National Health and Medical Research Council'], NZ: ['Medsafe', 'Health Research Council of New Zealand'] },
  },
  'life-science-tools': {
    issues: ['research funding cuts', 'biopharma spending', 'export controls', 'animal testing alternatives', 'reproducibility crisis', 'lab sustainability', 'supply chain disruption', 'ai in research'],
    bodies: { GB: ['UK Research and Innovation', 'BioIndustry Association'], US: ['National Institutes of Health', 'National Science Foundation'], IE: ['Research Ireland'], CA: ['Canadian Institutes of Health Research'], AU: ['National Health and Medical Research Council', 'CSIRO'] },
  },
  'cybersecurity-software': {
    issues: ['data breaches', 'ransom payments', 'state-sponsored hacking', 'zero-day exploits', 'critical infrastructure attacks', 'ai-powered cyberattacks', 'breach disclosure rules', 'cyber skills shortage'],
    bodies: { GB: ['National Cyber Security Centre', 'Information Commissioner’s Office'], US: ['Cybersecurity and Infrastructure Security Agency', 'Federal Bureau of Investigation', 'Securities and Exchange Commission'], IE: ['National Cyber Security Centre', 'Data Protection Commission'], CA: ['Canadian Centre for Cyber Security'], AU: ['Australian Signals Directorate', 'Australian Cyber Security Centre'], NZ: ['National Cyber Security Centre'] },
  },
  'managed-security': {
    issues: ['ransomware attacks', 'supply chain attacks', 'cyber skills shortage', 'cyber insurance requirements', 'incident reporting rules', 'third-party breaches', 'public sector hacks'],
    bodies: { GB: ['National Cyber Security Centre', 'Information Commissioner’s Office', 'CREST'], US: ['Cybersecurity and Infrastructure Security Agency', 'Federal Bureau of Investigation'], IE: ['National Cyber Security Centre'], CA: ['Canadian Centre for Cyber Security'], AU: ['Australian Signals Directorate', 'Australian Cyber Security Centre'], NZ: ['National Cyber Security Centre'] },
  },
  'identity-access': {
    issues: ['stolen credentials', 'account takeover', 'identity theft', 'deepfake fraud', 'mfa bypass', 'digital id schemes', 'sim swap fraud', 'insider threats'],
    bodies: { GB: ['National Cyber Security Centre', 'Information Commissioner’s Office'], US: ['Cybersecurity and Infrastructure Security Agency', 'National Institute of Standards and Technology', 'Federal Trade Commission'], IE: ['National Cyber Security Centre', 'Data Protection Commission'], CA: ['Canadian Centre for Cyber Security', 'Office of the Privacy Commissioner of Canada'], AU: ['Australian Cyber Security Centre', 'Office of the Australian Information Commissioner'], NZ: ['National Cyber Security Centre', 'Office of the Privacy Commissioner'] },
  },
  'email-security': {
    issues: ['invoice fraud', 'ceo fraud', 'deepfake scams', 'qr code scams', 'impersonation scams', 'ai-written scams', 'bulk sender rules', 'scam texts'],
    bodies: { GB: ['National Cyber Security Centre', 'Action Fraud'], US: ['Federal Bureau of Investigation', 'Cybersecurity and Infrastructure Security Agency', 'Federal Trade Commission'], IE: ['National Cyber Security Centre'], CA: ['Canadian Anti-Fraud Centre', 'Canadian Centre for Cyber Security'], AU: ['Australian Cyber Security Centre', 'National Anti-Scam Centre'], NZ: ['National Cyber Security Centre'] },
  },
  'cloud-security': {
    issues: ['cloud data breaches', 'open source vulnerabilities', 'software bills of materials', 'exposed databases', 'secure by design', 'ai security risks', 'leaked credentials', 'vulnerability disclosure'],
    bodies: { GB: ['National Cyber Security Centre'], US: ['Cybersecurity and Infrastructure Security Agency', 'National Institute of Standards and Technology'], IE: ['National Cyber Security Centre'], CA: ['Canadian Centre for Cyber Security'], AU: ['Australian Cyber Security Centre'], NZ: ['National Cyber Security Centre'] },
  },
  'developer-tools': {
    issues: ['ai coding assistants', 'developer productivity', 'open source licensing', 'maintainer burnout', 'software supply chain attacks', 'developer layoffs', 'vibe coding', 'tech talent shortage'],
    bodies: { GB: ['OpenUK'], US: ['Linux Foundation', 'Open Source Initiative'] },
  },
  observability: {
    issues: ['cloud outages', 'global it outages', 'monitoring costs', 'data volume growth', 'tool consolidation', 'ai for it operations', 'operational resilience rules', 'outage postmortems'],
    bodies: { US: ['Cloud Native Computing Foundation'] },
  },
  'cloud-hosting': {
    issues: ['egress fees', 'vendor lock-in', 'data sovereignty', 'cloud outages', 'gpu shortages', 'ai compute demand', 'software licensing practices', 'cloud competition probes'],
    bodies: { GB: ['Competition and Markets Authority', 'Ofcom'], US: ['Federal Trade Commission'], IE: ['Data Protection Commission'] },
  },
  'data-centres': {
    issues: ['electricity demand', 'water consumption', 'planning objections', 'ai energy use', 'carbon emissions', 'nuclear power deals', 'household energy bills', 'waste heat'],
    bodies: { GB: ['National Energy System Operator', 'Ofgem', 'techUK'], US: ['Federal Energy Regulatory Commission', 'Data Center Coalition'], IE: ['EirGrid', 'Commission for Regulation of Utilities'], AU: ['Australian Energy Market Operator'], NZ: ['Electricity Authority', 'Transpower'] },
  },
  databases: {
    issues: ['open source licence changes', 'vendor lock-in', 'exposed databases', 'ai workloads', 'data sovereignty', 'licensing audits', 'cloud costs'],
    bodies: { GB: ['Information Commissioner’s Office'], IE: ['Data Protection Commission'] },
  },
  'low-code': {
    issues: ['vibe coding', 'shadow it', 'developer shortage', 'automation job losses', 'ai app builders', 'data leaks', 'digital transformation'],
    bodies: {  },
  },
  'crm-software': {
    issues: ['ai sales agents', 'seat-based pricing', 'customer data breaches', 'data privacy rules', 'cold calling rules', 'sales job cuts', 'software consolidation'],
    bodies: { GB: ['Information Commissioner’s Office'], US: ['Federal Trade Commission'] },
  },
  'marketing-software': {
    issues: ['third-party cookies', 'cookie consent', 'data privacy rules', 'ai-generated content', 'ai search traffic', 'email deliverability', 'ad fraud', 'spam rules'],
    bodies: { GB: ['Information Commissioner’s Office', 'Advertising Standards Authority', 'Data & Marketing Association'], US: ['Federal Trade Commission', 'Interactive Advertising Bureau'], IE: ['Data Protection Commission'], CA: ['Office of the Privacy Commissioner of Canada', 'Canadian Radio-television and Telecommunications Commission'], AU: ['Office of the Australian Information Commissioner', 'Australian Communications and Media Authority'], NZ: ['Office of the Privacy Commissioner', 'Department of Internal Affairs'] },
  },
  'customer-support-software': {
    issues: ['call centre job losses', 'chatbot failures', 'human agent access', 'call waiting times', 'customer complaints', 'offshoring', 'ai hallucinations'],
    bodies: { GB: ['Institute of Customer Service'] },
  },
  'collaboration-software': {
    issues: ['return to office', 'hybrid working', 'four-day week', 'meeting overload', 'employee monitoring', 'ai meeting notes', 'software bundling', 'saas price rises'],
    bodies: { GB: ['Chartered Institute of Personnel and Development'], US: ['Society for Human Resource Management'] },
  },
  'field-service-software': {
    issues: ['skilled trades shortage', 'apprenticeship numbers', 'heat pump installations', 'late payments', 'fuel costs', 'tool theft', 'rogue traders', 'net zero retrofits'],
    bodies: { GB: ['Federation of Master Builders', 'Gas Safe Register', 'Chartered Institute of Plumbing and Heating Engineering'], US: ['Air Conditioning Contractors of America'] },
  },
  'it-managed-services': {
    issues: ['supply chain attacks', 'it skills shortage', 'software licence price rises', 'end of support deadlines', 'ai adoption', 'cyber insurance requirements', 'public sector it contracts', 'industry consolidation'],
    bodies: { GB: ['National Cyber Security Centre', 'techUK'], US: ['Cybersecurity and Infrastructure Security Agency', 'CompTIA'], AU: ['Australian Cyber Security Centre'] },
  },
  'web-app-development': {
    issues: ['ai coding tools', 'web accessibility rules', 'app store fees', 'developer layoffs', 'offshoring', 'vibe coding', 'digital project failures', 'tech skills shortage'],
    bodies: { GB: ['techUK', 'Competition and Markets Authority'] },
  },
  'generative-ai': {
    issues: ['copyright lawsuits', 'deepfakes', 'ai job losses', 'ai regulation', 'chip export controls', 'ai bubble fears', 'ai energy use', 'chatbot child safety'],
    bodies: { GB: ['AI Security Institute', 'Information Commissioner’s Office', 'Competition and Markets Authority', 'Department for Science, Innovation and Technology'], US: ['Federal Trade Commission', 'National Institute of Standards and Technology', 'US Copyright Office'], IE: ['Data Protection Commission'], CA: ['Office of the Privacy Commissioner of Canada'], AU: ['eSafety Commissioner', 'Office of the Australian Information Commissioner'], NZ: ['Office of the Privacy Commissioner'] },
  },
  'ai-agents': {
    issues: ['ai job losses', 'agent security risks', 'prompt injection', 'chatbot errors', 'ai liability', 'customer service automation', 'ai hallucinations', 'ai disclosure rules'],
    bodies: { GB: ['Information Commissioner’s Office', 'Competition and Markets Authority'], US: ['Federal Trade Commission'], IE: ['Data Protection Commission'], AU: ['Office of the Australian Information Commissioner'] },
  },
  'computer-vision': {
    issues: ['biometric surveillance', 'police surveillance', 'algorithmic bias', 'biometric privacy laws', 'retail crime', 'self-driving cars', 'deepfake detection', 'workplace monitoring'],
    bodies: { GB: ['Information Commissioner’s Office'], US: ['Federal Trade Commission', 'National Institute of Standards and Technology'], IE: ['Data Protection Commission'], CA: ['Office of the Privacy Commissioner of Canada'], AU: ['Office of the Australian Information Commissioner'], NZ: ['Office of the Privacy Commissioner'] },
  },
  'data-analytics': {
    issues: ['ai adoption', 'data skills shortage', 'data privacy rules', 'data literacy', 'data breaches', 'software consolidation', 'ai return on investment'],
    bodies: { GB: ['Information Commissioner’s Office'], IE: ['Data Protection Commission'] },
  },
  'data-infrastructure': {
    issues: ['ai training data', 'data scraping', 'gpu shortages', 'algorithmic bias', 'data privacy rules', 'copyright lawsuits', 'ai compute costs', 'data sovereignty'],
    bodies: { GB: ['Information Commissioner’s Office'], US: ['National Institute of Standards and Technology'], IE: ['Data Protection Commission'] },
  },
};
