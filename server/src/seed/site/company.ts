/** Tarang Pools' public details, shared by the settings, the contact page and the legal pages. */
export const COMPANY = {
  name: 'Tarang Pools Pvt. Ltd.',
  /** Demo registration: Maharashtra (GST state code 27); the check character is valid. */
  gstin: '27AABCT3518Q1ZW',
  pan: 'AABCT3518Q',
  state: 'Maharashtra',
  shortName: 'Tarang Pools',
  brand: 'tarang',
  founded: 2004,
  address: 'Unit 14, Kailash Industrial Complex, LBS Marg, Vikhroli West, Mumbai, Maharashtra 400079',
  phone1: '+91 98200 41275',
  phone1Tel: 'tel:+919820041275',
  phone2: '+91 22 4971 2200',
  enquiryEmail: 'enquiry@tarangpools.in',
  salesEmail: 'sales@tarangpools.in',
  exportEmail: 'export@tarangpools.in',
  careersEmail: 'careers@tarangpools.in',
  whatsappNo: '919820041275',
  whatsappText: 'Hello Tarang Pools, I would like to know more about a swimming pool.',
} as const;
