export { type FeeGate, resultHeld, termOwed } from './fee-gate.ts';
export {
  discountValue,
  type FigureItem,
  type InvoiceFigures,
  type InvoiceStatus,
  type ItemFigures,
  invoiceFigures,
  invoiceStatus,
  isDiscountPercent,
  isKobo,
  itemFigures,
  outstandingOf,
} from './invoice.ts';
export { formatNaira, maxKobo, nairaInput, parseNaira } from './naira.ts';
