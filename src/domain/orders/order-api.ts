// A module of its own: the contact page needs the desk's addresses and nothing else of an
// order request (its page's scripts stay within the size budget).

/** Where the desk's endpoints live and the header that carries a status link's secret. */
export const ORDER_API = {
  orders: '/api/orders',
  lookup: '/api/orders/lookup',
  messages: '/api/messages',
  secretHeader: 'X-Order-Secret',
} as const
