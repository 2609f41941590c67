// The documents area as the rest of the server sees it: the shop's printed documents' layout
// (US Letter PDFs in the embedded Noto fonts), which the invoice, the receipt and the quote share.
export { block, fromBlock, GREY, itemRows, MARGIN, pdfDocument, row, say } from './pdf-layout'
export { printableCodePoints } from './pdf-fonts'
