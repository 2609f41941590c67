// A buyer's institution on an order: organization, purchase order number, tax-exemption
// certificate ('' where not given). Apart from their schema, so a page can hold the details
// without loading the rules that check them.

export interface InstitutionDetails {
  organization: string
  poNumber: string
  taxCertificate: string
  taxCertificateState: string
}

export const EMPTY_INSTITUTION: InstitutionDetails = {
  organization: '',
  poNumber: '',
  taxCertificate: '',
  taxCertificateState: '',
}
