// A shop's own identity for the tests, nothing of it a placeholder (config/shop-identity.js).
export const ACME_IDENTITY = {
  SHOP_NAME: 'Acme Peptides',
  SHOP_LEGAL_NAME: 'Acme Peptides LLC',
  SHOP_ADDRESS: '12 Lab Row; Boston, MA 02110; United States',
  SHOP_EMAIL: 'orders@acme-peptides.com',
  SHOP_PHONE: '(617) 201-4400',
  SHOP_TAX_ID: '12-3456789',
  SHOP_EMERGENCY_PHONE: 'CHEMTREC 1-800-424-9300, contract CCN123456',
}
