// `npm run bench:invoice-pdf`: how long pdfkit takes to make one invoice PDF, and its size.
// Makes a warm-up PDF, then BENCH_ROUNDS invoices of 1, 5 and 20 lines, and prints each size's
// median and p90 in ms and its bytes. Figures, not a test: a busy machine moves them.
//
//   BENCH_ROUNDS=200 npm run bench:invoice-pdf
import { createServer } from 'vite'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200)

// Vite loads the server's TypeScript with the project's aliases, as its SSR build does.
const vite = await createServer({
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'error',
})
const { invoicePdf } = await vite.ssrLoadModule('/server/payments/invoice-pdf.ts')

function invoice(lineCount) {
  const lines = Array.from({ length: lineCount }, (_, i) => ({
    productId: `product-${i}`,
    name: `BPC-157 (lot ${i + 1})`,
    unitPriceCents: 8999,
    quantity: 2,
    lineTotalCents: 17998,
  }))
  const subtotal = lines.reduce((n, l) => n + l.lineTotalCents, 0)
  const tax = Math.round(subtotal * 0.07)
  return {
    number: 'RRS-7KQ2M9XD',
    status: 'awaiting_payment',
    issuedAt: '2026-11-24T10:00:00.000Z',
    dueAt: '2026-12-08T10:00:00.000Z',
    revisedAt: null,
    paid: null,
    seller: {
      legalName: 'Research Reagents Supply LLC',
      addressLines: ['100 Research Park Drive, Suite 200', 'Durham, NC 27709', 'United States'],
      email: 'orders@shop.example.com',
      phone: '(919) 555-0100',
      taxId: '12-3456789',
    },
    billTo: {
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      phone: '(555) 010-0100',
      organization: 'Duke University, Department of Chemistry',
      poNumber: 'PO-2026-4471',
    },
    shipTo: {
      address: '124 Science Drive',
      address2: 'Room 3114',
      city: 'Durham',
      state: 'NC',
      zip: '27708',
      country: 'US',
    },
    lines,
    subtotalCents: subtotal,
    shippingCents: 999,
    taxCents: tax,
    totalCents: subtotal + 999 + tax,
    taxExemption: { certificate: 'E-595E-0042', state: 'NC', applied: false },
    howToPay: {
      bank: {
        name: 'First Example Bank',
        routingNumber: '011000015',
        accountNumber: '123456789012',
        accountName: 'Research Reagents Supply LLC',
      },
      zelle: 'payments@shop.example.com',
      reference: 'RRS-7KQ2M9XD',
      paymentLink: null,
    },
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]

await invoicePdf(invoice(1))
console.log(`pdfkit invoice PDF, ${ROUNDS} rounds each (Node ${process.version})`)
for (const lineCount of [1, 5, 20]) {
  const data = invoice(lineCount)
  const times = []
  let bytes = 0
  for (let i = 0; i < ROUNDS; i++) {
    const start = process.hrtime.bigint()
    const pdf = await invoicePdf(data)
    times.push(Number(process.hrtime.bigint() - start) / 1e6)
    bytes = pdf.length
  }
  times.sort((a, b) => a - b)
  console.log(
    `${String(lineCount).padStart(2)} lines: median ${percentile(times, 0.5).toFixed(2)} ms, ` +
      `p90 ${percentile(times, 0.9).toFixed(2)} ms, ${bytes} bytes (${(bytes / 1024).toFixed(1)} KiB)`,
  )
}
await vite.close()
