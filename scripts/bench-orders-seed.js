// Orders for the console's benchmark (scripts/bench-console.js), in a shop's usual shape: spread
// evenly over BENCH_YEARS up to now, one or two lines of the spec's products (two sizes of two of
// them), a fifth for institutions (a few under a tax exemption), statuses by age (orders awaiting
// payment are recent, as the unpaid-orders job cancels the rest; a few old ones stay, as with
// UNPAID_CANCEL_DAYS=0), each paid order's payment in its history some days after it was placed,
// refunds in part and in full, payment links on card orders. Seeded a batch per statement with
// the owner's summary triggers off, then the summary made once by report_rebuild(), as the
// migration does for a shop's orders placed before it.

const PRODUCTS = `(values
  (0, 'bpc-157', 'BPC-157', '5mg', 8999), (1, 'tb-500', 'TB-500', '5mg', 9499),
  (2, 'cjc-1295', 'CJC-1295', '5mg', 8999), (3, 'ipamorelin', 'Ipamorelin', '5mg', 8499),
  (4, 'sermorelin', 'Sermorelin', '5mg', 7999), (5, 'pt-141', 'PT-141', '10mg', 9999),
  (6, 'aod-9604', 'AOD-9604', '5mg', 8999), (7, 'bpc-157', 'BPC-157', '10mg', 15999),
  (8, 'tb-500', 'TB-500', '10mg', 16999)
) as p(k, id, name, size, price)`

/** One batch, orders lo..hi (i = 1 is the newest), each `spacing` seconds before the next. */
const BATCH = `
with g0 as (
  select i, now() - (i * $3::float8) * interval '1 second' as created_at,
         (i * $3::float8) / 86400 as age, ((i::bigint * 7919) % 100)::int as r,
         i % 9 as k1, 1 + i % 3 as q1, i % 3 = 0 as two, (i + 4) % 9 as k2,
         case when i % 5 = 0 then 'University ' || (i % 40) else '' end as org
    from generate_series($1::int, $2::int) as i
),
g1 as (
  select g0.*, p1.id as p1id, p1.name as p1name, p1.size as p1size, p1.price as p1price,
         p2.id as p2id, p2.name as p2name, p2.size as p2size, p2.price as p2price,
         p1.price * g0.q1 + case when g0.two then p2.price else 0 end as subtotal,
         case
           -- The last three days: some still unpaid, most paid and waiting to ship.
           when g0.age < 3 then case
             when g0.r < 25 then 'awaiting_payment' when g0.r < 70 then 'paid'
             when g0.r < 90 then 'shipped' when g0.r < 95 then 'cancelled'
             when g0.r < 98 then 'partly_refunded' else 'refunded' end
           -- Within the unpaid-orders job's 30 days: a tenth unpaid, the rest mostly delivered.
           when g0.age < 30 then case
             when g0.r < 10 then 'awaiting_payment' when g0.r < 11 then 'paid'
             when g0.r < 89 then 'delivered' when g0.r < 95 then 'cancelled'
             when g0.r < 98 then 'partly_refunded' else 'refunded' end
           -- Older: unpaid ones were cancelled, but for a few (a shop that never cancels).
           else case
             when g0.i % 2000 = 0 then 'awaiting_payment'
             when g0.r < 88 then 'delivered' when g0.r < 95 then 'cancelled'
             when g0.r < 97 then 'partly_refunded' else 'refunded' end
         end as status
    from g0
    join ${PRODUCTS.replace('p(k', 'p1(k')} on p1.k = g0.k1
    join ${PRODUCTS.replace('p(k', 'p2(k')} on p2.k = g0.k2
),
g as (
  select g1.*,
         case when g1.org <> '' and g1.i % 50 = 0 then 0 else round(g1.subtotal * 0.07)::int end as tax
    from g1
),
placed as (
  insert into orders (number, status, version, payment_method, subtotal_cents, tax_cents,
      shipping_cents, total_cents, first_name, last_name, email, phone, age_verified,
      refund_policy_accepted, address, city, state, zip, country, organization,
      idempotency_key, request_hash, created_at, updated_at, shipped_at, delivered_at)
  select 'RRS-' || upper(substr(md5(i::text), 1, 3) || lpad(to_hex(i), 5, '0')), status, 1,
         (array['card_link','bank_transfer'])[1 + i % 2], subtotal, tax, 999,
         subtotal + 999 + tax,
         (array['Ada','Grace','Alan','Rosalind','Marie','Linus','Barbara','Edsger'])[1 + i % 8] || (i % 97),
         (array['Lovelace','Hopper','Turing','Franklin','Curie','Pauling','Liskov','Dijkstra'])[1 + (i / 8) % 8] || (i % 89),
         'buyer' || i || '@example.com', '(555) 010-0100', true, true, '1 Main St', 'Springfield',
         'IL', '62701', 'US', org, 'bench-' || i, 'x', created_at, created_at,
         -- Shipped three days after it was placed; old refunded orders had shipped too.
         case when status in ('shipped', 'delivered') or (age >= 3 and status like '%refunded')
           then least(now(), created_at + interval '3 days') end,
         case when status = 'delivered' then least(now(), created_at + interval '6 days') end
    from g
  returning id, idempotency_key, total_cents
),
o as (select g.*, placed.id, placed.total_cents from g join placed on placed.idempotency_key = 'bench-' || g.i),
first_lines as (
  insert into order_lines (order_id, position, product_id, product_name, size_key, size_label,
      unit_price_cents, quantity, line_total_cents)
  select id, 0, p1id, p1name, p1size, p1size, p1price, q1, p1price * q1 from o
),
second_lines as (
  insert into order_lines (order_id, position, product_id, product_name, size_key, size_label,
      unit_price_cents, quantity, line_total_cents)
  select id, 1, p2id, p2name, p2size, p2size, p2price, 1, p2price from o where two
),
payments as (
  insert into order_events (order_id, actor, type, at, details)
  select id, 'operator', 'paid',
         least(now(), created_at + ((1 + i % 13) * interval '1 day') + ((i % 24) * interval '1 hour')),
         '{}'::jsonb
    from o where status not in ('awaiting_payment', 'cancelled')
),
given_back as (
  insert into refunds (order_id, amount_cents, reason, created_at)
  select id, case when status = 'refunded' then total_cents else 1000 end, 'Bench', created_at
    from o where status in ('partly_refunded', 'refunded')
),
links as (
  insert into payment_links (order_id, url, created_at)
  select id, 'https://buy.stripe.com/bench_' || i, created_at
    from o where i % 2 = 1 and age < 30 and status <> 'cancelled' and r % 3 = 0
)
select count(*)::int as n from placed`

const TABLES = ['orders', 'order_lines', 'refunds', 'order_events']

/**
 * Seeds `count` orders over `years` up to now through `query(sql, params)` (one statement each),
 * `batch` at a time, reporting each batch to `progress`.
 */
export async function seedOrders(
  query,
  count,
  { years = 3, batch = 100_000, progress = () => {} } = {},
) {
  const spacing = (years * 365 * 86_400) / count
  for (const table of TABLES) await query(`alter table ${table} disable trigger user`)
  try {
    for (let lo = 1; lo <= count; lo += batch) {
      const hi = Math.min(count, lo + batch - 1)
      await query(BATCH, [lo, hi, spacing])
      progress(hi)
    }
  } finally {
    for (const table of TABLES) await query(`alter table ${table} enable trigger user`)
  }
  await query('select report_rebuild()')
  for (const table of [...TABLES, 'payment_links', 'sales_days', 'size_sales', 'payment_days'])
    await query(`analyze ${table}`)
}
