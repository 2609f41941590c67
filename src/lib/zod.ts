import * as z from 'zod/mini'

// zod's mini build: the same schemas with functions in place of methods, a fraction of the size
// in the browser (the checkout and contact pages load it). Its messages are only "Invalid input";
// every field a person fills in has its own.
//
// The CSP forbids eval; zod's compiled fast path would probe `new Function` and trip a CSP
// violation report. Every schema imports zod from here so the setting always applies first.
z.config({ jitless: true })

export { z }
