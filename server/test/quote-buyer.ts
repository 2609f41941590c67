// A buyer and a ship-to address as a university's purchasing office sends them with a quote
// request, for the tests that ask for quotes and make them.

export const QUOTE_BUYER = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'purchasing@university.example',
  phone: '(555) 010-0199',
}

export const QUOTE_SHIPPING = {
  address: '2 Research Park',
  city: 'Durham',
  state: 'NC',
  zip: '27709',
  country: 'US',
}
